import type { Promotion } from '@storefront/api-contract';
import type { Locale } from '@storefront/domain';
import { formatDate } from '@storefront/i18n';
import type { Translate } from '@storefront/i18n';
import { useTranslation } from '@storefront/i18n/react';
import { selectLocale } from '@storefront/store';
import { useAppSelector, useShopQuery } from '@storefront/store/react';
import { EmptyState } from '@storefront/ui';
import { LoadError } from '../../components/LoadError.js';
import { ProductGrid } from '../../components/ProductGrid.js';
import './LuckyBagPage.css';

/** The route of this page: a promotion linking here is the lucky-bag event. */
export const LUCKY_BAG_PATH = '/lucky-bag';

/** The running promotion that points shoppers to the lucky-bag page, if any. */
export function luckyBagPromotion(promotions: readonly Promotion[] | undefined): Promotion | undefined {
  return promotions?.find((promotion) => promotion.link_url === LUCKY_BAG_PATH);
}

/** A promotion's period in the shopper's language: both ends, one of them, or nothing when it has none. */
export function promotionPeriod(promotion: Promotion, locale: Locale, t: Translate): string | undefined {
  const start = promotion.starts_at === null ? undefined : formatDate(promotion.starts_at, locale);
  const end = promotion.ends_at === null ? undefined : formatDate(promotion.ends_at, locale);
  if (start && end) return t('luckyBag.period', { start, end });
  if (start) return t('luckyBag.from', { start });
  if (end) return t('luckyBag.until', { end });
  return undefined;
}

/**
 * The lucky-bag deals (spec 2): the shop's lucky bags from the home data, introduced by the
 * running lucky-bag promotion when there is one. The promotion is extra: when it cannot be
 * loaded the page simply goes without it.
 */
export function LuckyBagPage() {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const { data, isError, refetch } = useShopQuery('getHome', undefined);
  const promotion = luckyBagPromotion(useShopQuery('getPromotions', undefined).data);
  const period = promotion && promotionPeriod(promotion, locale, t);
  const bags = data?.lucky_bags;

  return (
    <div className="sf-lucky-bag" aria-busy={!data && !isError}>
      <header className="sf-lucky-bag__header">
        <h1 id="lucky-bag-heading" className="sf-lucky-bag__title">
          {t('luckyBag.heading')}
        </h1>
        <p className="sf-lucky-bag__intro">{t('luckyBag.intro')}</p>
      </header>
      {promotion && (
        <aside className="sf-lucky-bag__promotion" aria-labelledby="lucky-bag-promotion">
          <p className="sf-lucky-bag__promotion-label">{t('luckyBag.promotion')}</p>
          <h2 id="lucky-bag-promotion" className="sf-lucky-bag__promotion-name">
            {promotion.display_name}
          </h2>
          {period && <p className="sf-lucky-bag__promotion-period">{period}</p>}
          {promotion.content && <p className="sf-lucky-bag__promotion-text">{promotion.content}</p>}
        </aside>
      )}
      {isError && !data ? (
        <LoadError onRetry={refetch} />
      ) : bags?.length === 0 ? (
        <EmptyState title={t('luckyBag.empty')} />
      ) : (
        <ProductGrid products={bags} listId="lucky_bag" listName="Lucky bag" labelledBy="lucky-bag-heading" skeletonCount={5} />
      )}
    </div>
  );
}
