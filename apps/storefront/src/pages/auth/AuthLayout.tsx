import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@storefront/i18n/react';
import { selectIsAuthorized } from '@storefront/store';
import { useAppSelector } from '@storefront/store/react';
import { redirectTarget } from '../../app/shell/auth-paths.js';
import { renderRouterLink } from '../../app/shell/links.js';
import { LogoFrame } from '../../app/shell/LogoFrame.js';
import './AuthPages.css';

/**
 * The frame of the account pages (login, register, set-password, forgot-password, mail-be-send,
 * reset-password), which stand outside the shop's layout: the logo home and one card. A member
 * who is (or becomes, by logging in here) logged in is sent on (spec 2): to the page the login was
 * asked from, else back to the previous page, else home.
 */
export function AuthLayout() {
  const { t } = useTranslation();
  const authorized = useAppSelector(selectIsAuthorized);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (!authorized) return;
    const target = redirectTarget(location.search);
    if (target !== null) void navigate(target, { replace: true });
    // 'default' is the key of the page the shop was opened on: there is no previous page of ours to go back to.
    else if (location.key !== 'default') void navigate(-1);
    else void navigate('/', { replace: true });
  }, [authorized, location.search, location.key, navigate]);

  return (
    <LogoFrame name={t('app.name')} renderLink={renderRouterLink} className="sf-auth">
      <div className="sf-auth__card">{authorized ? null : <Outlet />}</div>
    </LogoFrame>
  );
}
