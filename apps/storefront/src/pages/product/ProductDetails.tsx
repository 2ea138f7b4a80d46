import { useEffect, useId, useRef, useState } from 'react';
import { viewItem } from '@storefront/analytics';
import type { ProductDetail } from '@storefront/api-contract';
import { productState } from '@storefront/domain';
import { formatDate, formatDateTime } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { selectLocale } from '@storefront/store';
import { useAppSelector } from '@storefront/store/react';
import { Badge, PriceTag, ProductGallery } from '@storefront/ui';
import { useApp } from '../../app/app-context.js';
import { RichText } from '../../components/RichText.js';
import { useApproximateCurrency } from '../../components/use-approximate-currency.js';
import { ArrivalNotice } from './ArrivalNotice.js';
import { purchaseMode } from './product-rules.js';
import { ProductPurchase } from './ProductPurchase.js';

/** Records view_item once for each product shown; a re-render or a refetch of the same product is not a new view. */
function useViewItem(product: ProductDetail): void {
  const { analytics } = useApp();
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (viewed.current === product.product_id) return;
    viewed.current = product.product_id;
    analytics.track(viewItem(product));
  }, [analytics, product]);
}

/**
 * A product shown in full: gallery, name, state, price (with the approximation in the shopper's
 * currency), where it ships from and its rules, then what its state allows (buying, the arrival
 * notice or the note that it is gone), and the description.
 */
export function ProductDetails({ product }: { readonly product: ProductDetail }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const approximate = useApproximateCurrency();
  const headingId = useId();
  const descriptionId = useId();
  const state = productState(product);
  // The moment the page opened: a sale that opens while it is shown is offered on the next visit.
  const [openedAt] = useState(() => Date.now());
  const mode = purchaseMode(product, openedAt);
  useViewItem(product);

  return (
    <article className="sf-product" aria-labelledby={headingId}>
      <div className="sf-product__top">
        <div className="sf-product__media">
          <ProductGallery
            images={product.images}
            alt={product.display_name}
            labels={{
              gallery: t('product.gallery'),
              imageOf: (index, total) => t('product.imageOf', { index, total }),
              previousImage: t('product.previousImage'),
              nextImage: t('product.nextImage'),
              openFullScreen: t('product.openFullScreen'),
              fullScreen: t('product.fullScreen'),
              closeFullScreen: t('product.closeFullScreen'),
              zoomIn: t('product.zoomIn'),
              zoomOut: t('product.zoomOut'),
              carousel: t('product.carousel'),
              slide: t('product.slide'),
            }}
          />
        </div>
        <div className="sf-product__summary">
          <h1 id={headingId} className="sf-product__name">
            {product.display_name}
          </h1>
          {state === 'on_sale' ? null : (
            <p className="sf-product__badges">
              <Badge variant={state}>{t(`product.state.${state}`)}</Badge>
            </p>
          )}
          <p className="sf-product__price">
            <PriceTag
              prices={product}
              locale={locale}
              approximate={approximate}
              size="lg"
              labels={{
                originalPrice: t('product.originalPrice'),
                save: (amount) => t('product.save', { amount }),
                approximately: (price) => t('product.approximately', { price }),
              }}
            />
          </p>
          <ul className="sf-product__facts">
            <li>{t('product.shipsFrom', { origin: t(`origin.${product.origin}`) })}</li>
            {product.pre_order && product.pre_order_ship_at !== null ? (
              <li>{t('product.preOrderShipsOn', { date: formatDate(product.pre_order_ship_at, locale) })}</li>
            ) : null}
            {product.pre_order ? <li>{t('product.preOrderNote')}</li> : null}
            {product.purchase_limit === null ? null : <li>{t('product.purchaseLimit', { count: product.purchase_limit })}</li>}
            {product.overseas_tax ? <li>{t('product.overseasTaxNote')}</li> : null}
          </ul>
          {mode === 'buy' ? <ProductPurchase product={product} /> : null}
          {mode === 'notify' ? <ArrivalNotice product={product} /> : null}
          {mode === 'upcoming' && product.sale_starts_at !== null ? (
            <p className="sf-product__closed">{t('product.saleStartsOn', { date: formatDateTime(product.sale_starts_at, locale) })}</p>
          ) : null}
          {mode === 'closed' ? <p className="sf-product__closed">{t('product.unavailableNote')}</p> : null}
        </div>
      </div>
      {product.description.trim() === '' ? null : (
        <section className="sf-product__description" aria-labelledby={descriptionId}>
          <h2 id={descriptionId} className="sf-product__section-title">
            {t('product.description')}
          </h2>
          <RichText html={product.description} />
        </section>
      )}
    </article>
  );
}
