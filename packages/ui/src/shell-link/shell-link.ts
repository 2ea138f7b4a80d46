import { createElement, type ReactNode } from 'react';

/**
 * What a custom link of the shell components must render: an element navigating to href with
 * these props passed on. A react-router `({ href, ...rest }) => <Link to={href} {...rest} />`
 * fits, and so does the same function given to ProductCard.
 */
export interface ShellLinkProps {
  readonly href: string;
  readonly className: string;
  readonly children: ReactNode;
  /** Runs before the navigation, e.g. to clear cached pages or record an analytics click. */
  readonly onClick?: () => void;
  /** 'page' on the link to the page being shown. */
  readonly 'aria-current'?: 'page';
}

/** Renders a shell link; a render function rather than a component type, so an inline arrow does not remount the link. */
export type RenderShellLink = (props: ShellLinkProps) => ReactNode;

/** The default renderLink of the shell components: a plain anchor. */
export function renderAnchor(props: ShellLinkProps): ReactNode {
  return createElement('a', props);
}
