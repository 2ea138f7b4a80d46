import { useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { ErrorCode } from '@storefront/api-contract';
import { useTranslation } from '@storefront/i18n/react';
import type { ShopApiError } from '@storefront/store';
import { useShopQuery } from '@storefront/store/react';
import { Button, Skeleton } from '@storefront/ui';
import { AgeGate } from '../../app/age-gate/AgeGate.js';
import { usePageMeta } from '../../app/head/page-meta.js';
import { LoadError } from '../../components/LoadError.js';
import { ShopLink } from '../../components/ShopLink.js';
import { productMeta } from './product-meta.js';
import { ProductDetails } from './ProductDetails.js';
import { RelatedProducts } from './RelatedProducts.js';
import './ProductPage.css';

/** Where the not-found state sends the shopper: every product. */
const ALL_PRODUCTS_HREF = '/product-list/all';

/** True when the API says there is no such product: 404, or an id it refuses outright (parameter error). */
function isMissingProduct(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, code } = error as Partial<ShopApiError>;
  return status === 404 || code === ErrorCode.PARAMETER_ERROR;
}

/** The page's shape while the product loads: gallery square, name, price, facts and actions, so nothing moves when it comes. */
function ProductSkeleton() {
  return (
    <div className="sf-product__top" aria-hidden="true">
      <div className="sf-product__media">
        <Skeleton variant="image" />
      </div>
      <div className="sf-product__summary">
        <span className="sf-product__skeleton-name">
          <Skeleton lines={2} />
        </span>
        <Skeleton lines={1} />
        <Skeleton lines={3} />
        <span className="sf-product__skeleton-actions">
          <span className="sf-product__skeleton-block" />
          <span className="sf-product__skeleton-block" />
        </span>
      </div>
    </div>
  );
}

/** An unknown product: said in the page (the route exists), with the way on to every product. */
function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <div className="sf-product__missing">
      <h1 className="sf-product__missing-title">{t('product.notFound')}</h1>
      <p className="sf-product__missing-text">{t('product.notFoundText')}</p>
      <Button href={ALL_PRODUCTS_HREF} renderLink={({ href, ...rest }) => <ShopLink to={href} {...rest} />}>
        {t('product.browseAll')}
      </Button>
    </div>
  );
}

/**
 * /product/{product_id}: the product detail of spec 2 and the products related to it, behind the
 * age gate when it is age-restricted, named in the tab's title and described to link previews and
 * search engines; a skeleton in the page's shape while it loads, a not-found state for an unknown
 * product and a retry when it could not be loaded.
 */
export function ProductPage() {
  const { t } = useTranslation();
  const { product_id = '' } = useParams();
  const { data: answer, error, isError, refetch } = useShopQuery('getProduct', { params: { product_id } });
  // The details are drawn in a render React may interrupt (a deferred value), as the home's are,
  // also when the answer is in before the page mounts (the initial value null reads as "not yet").
  const data = useDeferredValue(answer, null) ?? undefined;
  // The tab's title, link previews and search engines name the product once it is in.
  usePageMeta(data?.product_id === product_id ? productMeta(data) : null);

  if (data?.product_id === product_id) {
    return (
      <AgeGate restricted={data.age_restricted}>
        <ProductDetails key={data.product_id} product={data} />
        <RelatedProducts productId={data.product_id} />
      </AgeGate>
    );
  }
  if (isError && isMissingProduct(error)) return <ProductNotFound />;
  return (
    <div className="sf-product" aria-busy={!isError}>
      <h1 className="sf-product__visually-hidden">{t('title.productDetail')}</h1>
      {isError ? <LoadError onRetry={refetch} /> : <ProductSkeleton />}
    </div>
  );
}
