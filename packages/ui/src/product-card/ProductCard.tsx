import { effectivePrice, formatTwd, type Locale } from '@storefront/domain';
import type { ReactNode } from 'react';
import './ProductCard.css';

/** The product fields a card draws; the catalogue's product type satisfies it as is. */
export interface ProductCardProduct {
  readonly product_id: string;
  readonly display_name: string;
  readonly marked_price: number;
  readonly selling_price: number | null;
  readonly images: readonly string[];
  readonly stock: number;
}

/** Texts the card shows besides product data; the app passes them translated. */
export interface ProductCardLabels {
  /** Badge over the image when stock is 0. */
  readonly soldOut: string;
  /** Read before the struck-through price: screen readers do not announce strike-through. */
  readonly originalPrice: string;
}

/** What a custom link must render: an element navigating to href with these props passed on. */
export interface ProductCardLinkProps {
  readonly href: string;
  readonly className: string;
  readonly children: ReactNode;
}

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  readonly product: ProductCardProduct;
  readonly locale: Locale;
  /** Address of the product page. */
  readonly href: string;
  /**
   * Renders the card's link, e.g. `({ href, ...rest }) => <Link to={href} {...rest} />` for
   * client-side routing. A render function rather than a component type, so an inline arrow does
   * not remount the card on every render. Defaults to a plain anchor.
   */
  readonly renderLink?: (props: ProductCardLinkProps) => ReactNode;
  readonly labels?: Partial<ProductCardLabels>;
}

const DEFAULT_LABELS: ProductCardLabels = { soldOut: 'Sold out', originalPrice: 'Original price' };

// Intrinsic size hint only: with it the browser reserves the square box before the image loads.
const IMAGE_SIZE = 480;

function renderAnchor(props: ProductCardLinkProps): ReactNode {
  return <a {...props} />;
}

/** A product tile for lists and grids: image, name and price, all one link to the product. */
export function ProductCard({
  product,
  locale,
  href,
  renderLink = renderAnchor,
  labels,
}: ProductCardProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const price = effectivePrice(product);
  const discounted = price < product.marked_price;
  const soldOut = product.stock <= 0;
  const image = product.images[0];
  const cardClass = soldOut ? 'sf-product-card sf-product-card--sold-out' : 'sf-product-card';
  const priceClass = discounted
    ? 'sf-product-card__price sf-product-card__price--sale'
    : 'sf-product-card__price';

  // The link is named by its text: name, price(s), then the sold-out badge. The image sits beside
  // the name inside the same link, so its alt is empty; naming it too would read the name twice.
  // The {' '} text nodes keep those words apart wherever CSS does not lay them out as blocks.
  return renderLink({
    href,
    className: cardClass,
    children: (
      <>
        <span className="sf-product-card__media">
          {image === undefined ? null : (
            <img
              className="sf-product-card__image"
              src={image}
              alt=""
              width={IMAGE_SIZE}
              height={IMAGE_SIZE}
              loading="lazy"
              decoding="async"
            />
          )}
        </span>
        <span className="sf-product-card__body">
          <span className="sf-product-card__name">{product.display_name}</span>{' '}
          <span className="sf-product-card__prices">
            <span className={priceClass}>{formatTwd(price, locale)}</span>
            {discounted ? (
              <>
                {' '}
                <s className="sf-product-card__marked-price">
                  <span className="sf-product-card__visually-hidden">{text.originalPrice}</span>
                  {' '}
                  {formatTwd(product.marked_price, locale)}
                </s>
              </>
            ) : null}
          </span>
        </span>
        {soldOut ? (
          <>
            {' '}
            <span className="sf-product-card__badge">{text.soldOut}</span>
          </>
        ) : null}
      </>
    ),
  });
}
