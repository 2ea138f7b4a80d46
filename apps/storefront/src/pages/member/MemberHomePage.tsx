import { useTranslation } from '@storefront/i18n/react';
import { selectUser } from '@storefront/store';
import { useAppSelector } from '@storefront/store/react';
import { AvatarPicture } from '@storefront/ui';
import { MemberMenu } from './MemberLayout.js';

/** /member: the member's greeting and, on small screens, the centre's menu (beside it on large ones). */
export function MemberHomePage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const name = user?.account_name ?? '';
  return (
    <section className="sf-member__home" aria-labelledby="member-heading">
      <div className="sf-member__profile">
        <AvatarPicture src={user?.avatar_picture} size={72} />
        <div>
          <h1 id="member-heading" className="sf-member__heading">
            {t('member.heading')}
          </h1>
          {name === '' ? null : <p className="sf-member__greeting">{t('member.greeting', { name })}</p>}
        </div>
      </div>
      <MemberMenu className="sf-member__home-menu" />
    </section>
  );
}
