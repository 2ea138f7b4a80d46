import { type AnchorHTMLAttributes, type MouseEvent, useContext } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router';

/** Props of {@link ShopLink}: an anchor's, with the shop path it goes to. */
export interface ShopLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /**
   * A path of this shop from its root, with its query, e.g. '/product/p-1001': never another site,
   * nor a relative path or a bare '#fragment' (react-router's Link resolves those).
   */
  readonly to: string;
  /** Replace the current history entry instead of adding one. */
  readonly replace?: boolean;
}

/** True when the browser should handle the click itself: another button, a modifier key (new tab, window), another target. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (target !== undefined && target !== '_self');
}

/** True when `to` is the address the browser shows: following it replaces the entry, as react-router's Link does, rather than repeat it. */
function isShown(to: string): boolean {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}` === to;
}

/**
 * A link to a page of the shop, followed by the router without reloading the page. It does what
 * react-router's Link does for the shop's absolute paths with one context read per render, where
 * Link resolves the path against the matched routes (twice) on every render: product lists and the
 * header render dozens at a time. Works under a data router and a plain (memory) router alike.
 */
export function ShopLink({ to, replace = false, onClick, target, ...rest }: ShopLinkProps) {
  const { navigator } = useContext(NavigationContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event, target)) return;
    event.preventDefault();
    if (replace || isShown(to)) navigator.replace(to);
    else navigator.push(to);
  };
  return <a {...rest} href={to} target={target} onClick={follow} />;
}
