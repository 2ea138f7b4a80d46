import { NavLink, Outlet, useMatch } from 'react-router';
import { useTranslation } from '@storefront/i18n/react';
import { useShopMutation } from '@storefront/store/react';
import { Button } from '@storefront/ui';
import { useApp } from '../../app/app-context.js';
import { useLeaveMemberPages } from './leave-member-pages.js';
import './MemberPages.css';

/** The member centre's sections, in the order the menu lists them (spec 2). */
export const MEMBER_SECTIONS = [
  { path: '/member/orders', labelKey: 'member.orders' },
  { path: '/member/coupon-list', labelKey: 'member.coupons' },
  { path: '/member/address-book', labelKey: 'member.addressBook' },
  { path: '/member/user-edit', labelKey: 'member.profile' },
  { path: '/member/password', labelKey: 'member.password' },
] as const;

/** Logs out: the shopper goes home first (the member pages would send them to log in), then the session ends. */
function useLogout(): () => Promise<void> {
  const [logout] = useShopMutation('logout');
  const leaveMemberPages = useLeaveMemberPages();
  const { notifier } = useApp();
  const { t } = useTranslation();
  return async () => {
    await leaveMemberPages();
    // The session ends whatever the server answers (the store's listener), so a failed call changes nothing here.
    // Going home unmounted this menu; the call is made all the same.
    await logout().catch(() => undefined);
    notifier.notify('success', t('member.loggedOut'));
  };
}

/** The centre's menu: its sections and logging out; the current section is marked for screen readers too. */
export function MemberMenu({ className }: { readonly className: string }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <nav className={className} aria-label={t('member.heading')}>
      <ul className="sf-member__menu">
        {MEMBER_SECTIONS.map((section) => (
          <li key={section.path}>
            <NavLink to={section.path} className="sf-member__menu-link">
              {t(section.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
      <Button variant="secondary" fullWidth onClick={() => void logout()}>
        {t('member.logout')}
      </Button>
    </nav>
  );
}

/**
 * /member and its sections: on large screens the menu stays beside every section; on small ones
 * /member is the menu (the avatar leads there) and each section links back to it.
 */
export function MemberLayout() {
  const { t } = useTranslation();
  const atCentre = useMatch('/member') !== null;
  return (
    <div className={`sf-member${atCentre ? ' sf-member--centre' : ''}`}>
      <MemberMenu className="sf-member__aside" />
      <div className="sf-member__content">
        {atCentre ? null : (
          <NavLink to="/member" end className="sf-member__back">
            {t('member.back')}
          </NavLink>
        )}
        <Outlet />
      </div>
    </div>
  );
}
