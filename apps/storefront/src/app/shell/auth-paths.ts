/** The account pages from which the login link carries no redirect (spec 2, header behaviour). */
const NO_REDIRECT_PATHS = new Set(['/login', '/register', '/set-password', '/forgot-password', '/mail-be-send', '/reset-password']);

/** The login page's address from the page at path (with its query): redirect back there, except from the account pages. */
export function loginHref(pathname: string, search = ''): string {
  if (NO_REDIRECT_PATHS.has(pathname)) return '/login';
  return `/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** Whether path is one of the account pages (login, register and the password pages), which are closed to members. */
function isAuthPath(pathname: string): boolean {
  return NO_REDIRECT_PATHS.has(pathname);
}

/**
 * The page a login should return to: the `redirect` query parameter when it is a path of this shop
 * (one leading slash, not an account page); anything else, another site included, is ignored.
 */
export function redirectTarget(search: string): string | null {
  const target = new URLSearchParams(search).get('redirect');
  if (target === null || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  const pathname = new URL(target, 'http://shop.invalid').pathname;
  return isAuthPath(pathname) ? null : target;
}

/** An account page's address carrying the redirect of the page it was reached from, so the whole flow returns there. */
export function withRedirect(pathname: string, search: string): string {
  const target = redirectTarget(search);
  return target === null ? pathname : `${pathname}?redirect=${encodeURIComponent(target)}`;
}
