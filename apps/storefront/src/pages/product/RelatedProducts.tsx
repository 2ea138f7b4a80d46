import { useId } from 'react';
import { useTranslation } from '@storefront/i18n/react';
import { useShopQuery } from '@storefront/store/react';
import { ProductGrid } from '../../components/ProductGrid.js';

/** Skeleton cards while the related products load: one row on most screens. */
const SKELETONS = 4;

/**
 * The products shown under a product (those sharing a theme with it, then its category): skeleton
 * cards while they load; nothing when there are none or they could not be loaded, as the page is
 * whole without them.
 */
export function RelatedProducts({ productId }: { readonly productId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, isError } = useShopQuery('listRelatedProducts', { params: { product_id: productId } });
  if (isError || data?.length === 0) return null;
  return (
    <section className="sf-product__related" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-product__section-title">
        {t('product.related')}
      </h2>
      <ProductGrid products={data} listId="related_products" listName="Related products" labelledBy={headingId} skeletonCount={SKELETONS} />
    </section>
  );
}
