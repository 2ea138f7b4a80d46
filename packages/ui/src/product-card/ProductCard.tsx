import type { ReactNode } from 'react';
import { type Locale, type ProductState, productState, type Stocked, toWebp } from '@storefront/domain';
import { Badge } from '../badge/Badge.js';
import { PriceTag } from '../price-tag/PriceTag.js';
import './ProductCard.css';

/** The product fields a card draws; the catalogue's product type satisfies it as is. */
export interface ProductCardProduct extends Pick<Stocked, 'available' | 'expired' | 'pre_order'> {
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
  /** Badge of a pre-order product, sold regardless of stock. */
  readonly preOrder: string;
  /** Badge of a product taken off sale or past its sale period. */
  readonly unavailable: string;
  /** Read before the struck-through price: screen readers do not announce strike-through. */
  readonly originalPrice: string;
  /** The mark of a veiled card, shown over its picture (e.g. '18+'). */
  readonly adultsBadge: string;
  /** What screen readers hear for that mark. */
  readonly adultsOnly: string;
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
  /**
   * The card is among the first a page shows (its first row): its picture is fetched at once and
   * early rather than lazily, since it is likely the page's largest paint. Default false.
   */
  readonly priority?: boolean;
  /**
   * An age-restricted product shown to a shopper who has not passed the age gate in this session:
   * its picture is blurred and marked adults only; its name and price stay. Default false.
   */
  readonly veiled?: boolean;
}

const DEFAULT_LABELS: ProductCardLabels = {
  soldOut: 'Sold out',
  preOrder: 'Pre-order',
  unavailable: 'Unavailable',
  originalPrice: 'Original price',
  adultsBadge: '18+',
  adultsOnly: 'Adults only',
};

/** The label of each state that gets a badge. */
const BADGE_LABEL: Readonly<Record<Exclude<ProductState, 'on_sale'>, keyof ProductCardLabels>> = {
  sold_out: 'soldOut',
  pre_order: 'preOrder',
  unavailable: 'unavailable',
};

// Intrinsic size hint only: with it the browser reserves the square box before the image loads.
const IMAGE_SIZE = 480;

function renderAnchor(props: ProductCardLinkProps): ReactNode {
  return <a {...props} />;
}

/** A product tile for lists and grids: image (blurred while veiled), name, price and state badge, all one link to the product. */
export function ProductCard({
  product,
  locale,
  href,
  renderLink = renderAnchor,
  labels,
  priority = false,
  veiled = false,
}: ProductCardProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const state = productState(product);
  // Nothing to buy: the photo is dimmed, so the badge, not the colour, says why.
  const dimmed = state === 'sold_out' || state === 'unavailable';
  const image = product.images[0];

  // The link is named by its text: name, price(s), then the state badge. The image sits beside
  // the name inside the same link, so its alt is empty; naming it too would read the name twice.
  return renderLink({
    href,
    className: ['sf-product-card', dimmed && 'sf-product-card--dimmed', veiled && 'sf-product-card--veiled'].filter(Boolean).join(' '),
    children: (
      <>
        <span className="sf-product-card__media">
          {image === undefined ? null : (
            <img
              className="sf-product-card__image"
              src={toWebp(image)}
              alt=""
              width={IMAGE_SIZE}
              height={IMAGE_SIZE}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
            />
          )}
          {veiled ? (
            <Badge variant="neutral" className="sf-product-card__veil">
              <span aria-hidden="true">{text.adultsBadge}</span>
              <span className="sf-product-card__hidden-text">{text.adultsOnly}</span>
            </Badge>
          ) : null}
        </span>{' '}
        <span className="sf-product-card__body">
          <span className="sf-product-card__name">{product.display_name}</span>{' '}
          <span className="sf-product-card__prices">
            <PriceTag prices={product} locale={locale} showSaving={false} labels={{ originalPrice: text.originalPrice }} />
          </span>
        </span>
        {state === 'on_sale' ? null : (
          <>
            {' '}
            <Badge variant={state} className="sf-product-card__badge">
              {text[BADGE_LABEL[state]]}
            </Badge>
          </>
        )}
      </>
    ),
  });
}
