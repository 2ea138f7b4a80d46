import { useLocation } from 'react-router';
import { useTranslation } from '@storefront/i18n/react';
import { Button } from '@storefront/ui';
import { withRedirect } from '../../app/shell/auth-paths.js';
import { renderButtonLink } from '../../app/shell/links.js';

/** /mail-be-send (spec 2): the reset link is on its way; what to do if it does not arrive. */
export function MailBeSendPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <>
      <h1 className="sf-auth__heading">{t('auth.mailBeSend.heading')}</h1>
      <p className="sf-auth__text">{t('auth.mailBeSend.description')}</p>
      <p className="sf-auth__text">{t('auth.mailBeSend.notReceived')}</p>
      <Button href={withRedirect('/login', search)} renderLink={renderButtonLink} fullWidth>
        {t('auth.backToLogin')}
      </Button>
    </>
  );
}
