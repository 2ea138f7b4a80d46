import { renderAnchor, type RenderShellLink } from '../shell-link/shell-link.js';
import './CartIcon.css';

/** Texts of the cart icon; the app passes them translated. */
export interface CartIconLabels {
  /** Name of the link when the cart is empty. */
  readonly cart: string;
  /** Name of the link when the cart has items, since the dot alone says nothing to a screen reader. */
  readonly cartWithItems: string;
}

/** Props of {@link CartIcon}. */
export interface CartIconProps {
  /** Draws the dot and says so in the link's name. */
  readonly hasItems: boolean;
  readonly renderLink?: RenderShellLink;
  readonly labels?: Partial<CartIconLabels>;
}

const DEFAULT_LABELS: CartIconLabels = {
  cart: 'Shopping cart',
  cartWithItems: 'Shopping cart, has items',
};

/** The header's link to /cart, with a dot when the cart has items. */
export function CartIcon({ hasItems, renderLink = renderAnchor, labels }: CartIconProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  return renderLink({
    href: '/cart',
    className: 'sf-cart-icon',
    children: (
      <>
        <svg className="sf-cart-icon__glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M2 3h2.6l.6 2H21a1 1 0 0 1 1 1.3l-2 7A1 1 0 0 1 19 14H8.1l.6 2H19v2H8a1 1 0 0 1-1-.7L3.9 5H2V3Zm4.8 4 1 5h10.4l1.4-5H6.8ZM9 19.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm9 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z"
          />
        </svg>
        {hasItems ? <span className="sf-cart-icon__dot" /> : null}
        <span className="sf-cart-icon__label">{hasItems ? text.cartWithItems : text.cart}</span>
      </>
    ),
  });
}
