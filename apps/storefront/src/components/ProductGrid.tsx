import { memo } from 'react';
import { selectItem } from '@storefront/analytics';
import type { Product } from '@storefront/api-contract';
import { useTranslation } from '@storefront/i18n/react';
import { selectIsAgeVerified, selectLocale } from '@storefront/store';
import { useAppSelector } from '@storefront/store/react';
import { ProductCard, Skeleton } from '@storefront/ui';
import { useApp } from '../app/app-context.js';
import { ShopLink } from './ShopLink.js';
import './ProductGrid.css';

/** Props of {@link ProductGrid}. */
export interface ProductGridProps {
  /** The products to show; undefined while the first answer is awaited (skeleton cards). */
  readonly products: readonly Product[] | undefined;
  /** The list's analytics id and name for select_item, e.g. 'category_all' and 'Products'. */
  readonly listId: string;
  readonly listName: string;
  /** How many skeleton cards stand in while loading. */
  readonly skeletonCount?: number;
  /** Name of the list for screen readers (the section's heading id). */
  readonly labelledBy?: string;
  /**
   * How many of the first cards fetch their pictures at once (ProductCard's priority): a grid at
   * the top of its page, whose first pictures are the largest paint. Default 0: all lazy.
   */
  readonly eagerCount?: number;
}

/** The address of a product's page. */
export function productHref(productId: string): string {
  return `/product/${encodeURIComponent(productId)}`;
}

/**
 * A responsive grid of product cards (two columns on phones up to five on wide screens) that
 * record select_item when one is chosen, age-restricted ones veiled until the shopper has passed the
 * age gate in this session; skeleton cards of the same size while loading, so nothing
 * shifts when the answer comes. Empty and error states belong to the page. Drawn again only when
 * its own props change (memo): a page drawn again for something else, such as a list page when the
 * categories arrive, leaves its cards alone.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  listId,
  listName,
  skeletonCount = 10,
  labelledBy,
  eagerCount = 0,
}: ProductGridProps) {
  const { t } = useTranslation();
  const { analytics } = useApp();
  const locale = useAppSelector(selectLocale);
  const ageVerified = useAppSelector(selectIsAgeVerified);
  const labels = {
    soldOut: t('product.state.sold_out'),
    preOrder: t('product.state.pre_order'),
    unavailable: t('product.state.unavailable'),
    originalPrice: t('product.originalPrice'),
    adultsBadge: t('theme.adultsBadge'),
    adultsOnly: t('theme.adultsOnly'),
  };

  // The placeholders' list and the products' list are different elements (their keys): the answer
  // swaps one list for the other in one change of the page, where one list kept would remove and
  // insert each of its items.
  if (!products) {
    return (
      <ul key="placeholders" className="sf-product-grid" aria-hidden="true">
        {Array.from({ length: skeletonCount }, (_, index) => (
          <li key={index}>
            <Skeleton variant="card" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul key="products" className="sf-product-grid" aria-labelledby={labelledBy}>
      {products.map((product, index) => (
        <li key={product.product_id}>
          <ProductCard
            product={product}
            locale={locale}
            href={productHref(product.product_id)}
            labels={labels}
            priority={index < eagerCount}
            veiled={product.age_restricted === true && !ageVerified}
            renderLink={({ href, ...rest }) => (
              <ShopLink
                to={href}
                {...rest}
                onClick={() => analytics.track(selectItem({ ...product, amount: 1 }, listId, listName, index))}
              />
            )}
          />
        </li>
      ))}
    </ul>
  );
});
