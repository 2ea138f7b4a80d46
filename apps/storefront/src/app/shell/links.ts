import { createElement } from 'react';
import type { ButtonLinkProps, ShellLinkProps } from '@storefront/ui';
import { ShopLink } from '../../components/ShopLink.js';

/** Renders the kit's links (shell, product cards) as client-side router links. */
export function renderRouterLink({ href, ...rest }: ShellLinkProps) {
  return createElement(ShopLink, { to: href, ...rest });
}

/** Renders the kit's link-styled buttons (Button with href) as client-side router links. */
export function renderButtonLink({ href, ...rest }: ButtonLinkProps) {
  return createElement(ShopLink, { to: href, ...rest });
}
