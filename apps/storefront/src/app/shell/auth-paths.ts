/** The account pages from which the login link carries no redirect (spec 2, header behaviour). */
const NO_REDIRECT_PATHS = new Set(['/login', '/register', '/set-password', '/forgot-password', '/mail-be-send', '/reset-password']);

/** The login page's address from the page at path (with its query): redirect back there, except from the account pages. */
export function loginHref(pathname: string, search = ''): string {
  if (NO_REDIRECT_PATHS.has(pathname)) return '/login';
  return `/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}
