import { createElement, type MouseEvent, type ReactNode } from 'react';

/**
 * What a custom link of the shell components must render: an element navigating to href with
 * these props passed on. A react-router `({ href, ...rest }) => <Link to={href} {...rest} />`
 * fits, and so does the same function given to ProductCard.
 */
export interface ShellLinkProps {
  readonly href: string;
  readonly className: string;
  readonly children: ReactNode;
  /** Runs before the navigation, e.g. to clear cached pages or record an analytics click; it gets the click, which tells a new tab or window apart. */
  readonly onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** 'page' on the link to the page being shown. */
  readonly 'aria-current'?: 'page';
}

/** Renders a shell link; a render function rather than a component type, so an inline arrow does not remount the link. */
export type RenderShellLink = (props: ShellLinkProps) => ReactNode;

/** The default renderLink of the shell components: a plain anchor. */
export function renderAnchor(props: ShellLinkProps): ReactNode {
  return createElement('a', props);
}

/** True for a plain primary click, which follows a link in this tab; with Ctrl, Cmd, Shift or Alt the browser opens a new tab or window, or downloads. */
export function opensInThisTab(event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}
