import type { ReactNode } from 'react';
import { useTranslation } from '@storefront/i18n/react';
import './ContentLink.css';
import { ShopLink } from './ShopLink.js';

/** Props of {@link ContentLink}. */
export interface ContentLinkProps {
  /** An address from the API's content: a path of this shop or another site's URL. */
  readonly href: string;
  readonly className?: string;
  readonly onClick?: () => void;
  readonly children: ReactNode;
}

/** True for an address inside the shop ('/lucky-bag'), false for another site's ('https://…', '//cdn…'). */
function isShopPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * A link chosen by the shop's editors (banners, theme blocks): paths of the shop stay in the
 * single-page app; other sites open in a new tab, which screen readers are told about.
 */
export function ContentLink({ href, className, onClick, children }: ContentLinkProps) {
  const { t } = useTranslation();
  if (isShopPath(href)) {
    return (
      <ShopLink to={href} className={className} onClick={onClick}>
        {children}
      </ShopLink>
    );
  }
  return (
    <a href={href} className={className} onClick={onClick} target="_blank" rel="noopener noreferrer">
      {children} <span className="sf-content-link__new-tab">{t('footer.newTab')}</span>
    </a>
  );
}
