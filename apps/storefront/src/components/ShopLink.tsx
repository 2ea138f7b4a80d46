import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

/** Props of {@link ShopLink}: an anchor's, with the shop path it goes to. */
export interface ShopLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /**
   * A path of this shop from its root, with its query, e.g. '/product/p-1001': never another site,
   * nor a relative path or a bare '#fragment'.
   */
  readonly to: string;
  /** Replace the current history entry instead of adding one. */
  readonly replace?: boolean;
}

/**
 * A link to a page of the shop, followed by the router without reloading the page: react-router's
 * Link for the shop's absolute paths. A click with a modifier key or another button is the
 * browser's (a new tab or window), and following a link to the address already shown replaces the
 * history entry rather than repeat it.
 */
export function ShopLink({ to, replace, ...rest }: ShopLinkProps) {
  return <Link {...rest} to={to} replace={replace} />;
}
