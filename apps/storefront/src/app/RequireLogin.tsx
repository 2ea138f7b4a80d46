import { Navigate, Outlet, useLocation } from 'react-router';
import { selectToken } from '@storefront/store';
import { useAppSelector } from '@storefront/store/react';
import { loginHref } from './shell/auth-paths.js';

/** The routes only members see (/cart, /member...): without a token, /login with redirect = the full path asked for (spec 2). */
export function RequireLogin() {
  const token = useAppSelector(selectToken);
  const { pathname, search } = useLocation();
  return token === null ? <Navigate to={loginHref(pathname, search)} replace /> : <Outlet />;
}
