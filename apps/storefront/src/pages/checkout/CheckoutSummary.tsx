import { useId } from 'react';
import type { CartLine } from '@storefront/api-contract';
import { type CheckoutTotals, formatTwd, lineTotal, subtotal, toWebp } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { selectLocale } from '@storefront/store';
import { useAppSelector } from '@storefront/store/react';

/** Props of {@link CheckoutSummary}. */
export interface CheckoutSummaryProps {
  readonly lines: readonly CartLine[];
  /**
   * The money as the server will compute it; null until the shipping method is chosen, or when the
   * lines cannot ship there. The subtotal of the lines shows meanwhile: it does not depend on either.
   */
  readonly totals: CheckoutTotals | null;
}

/** The order summary: the lines being bought and the money (subtotal, shipping, discounts, total to pay). */
export function CheckoutSummary({ lines, totals }: CheckoutSummaryProps) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const headingId = useId();
  const money = (amount: number | undefined) => (amount === undefined ? '—' : formatTwd(amount, locale));
  return (
    <section className="sf-checkout__summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-checkout__heading">
        {t('checkout.summary')}
      </h2>
      <ul className="sf-checkout__lines" aria-label={t('checkout.items')}>
        {lines.map((line) => (
          <li key={`${line.product_id}|${line.sub_product_infos.map((sub) => sub.product_id).join(',')}`} className="sf-checkout__line">
            {line.image_url === null ? (
              <span className="sf-checkout__line-picture" />
            ) : (
              <img className="sf-checkout__line-picture" src={toWebp(line.image_url)} alt="" width={56} height={56} loading="lazy" />
            )}
            <span className="sf-checkout__line-name">
              {line.display_name}
              {line.sub_product_infos.length === 0 ? null : (
                <span className="sf-checkout__line-options">
                  {line.sub_product_infos.map((sub) => `${sub.display_name} × ${sub.amount}`).join('、')}
                </span>
              )}
              <span className="sf-checkout__line-options">{t('order.quantity', { count: line.amount })}</span>
            </span>
            <span className="sf-checkout__line-total">{formatTwd(lineTotal(line), locale)}</span>
          </li>
        ))}
      </ul>
      <dl className="sf-checkout__totals">
        <div>
          <dt>{t('checkout.subtotal')}</dt>
          <dd>{money(totals?.subtotal ?? subtotal(lines))}</dd>
        </div>
        <div>
          <dt>{t('checkout.shippingFee')}</dt>
          <dd>{money(totals?.shipping_fee)}</dd>
        </div>
        {totals !== null && totals.discount > 0 ? (
          <div>
            <dt>{t('checkout.discountAmount')}</dt>
            <dd>−{money(totals.discount)}</dd>
          </div>
        ) : null}
        {totals !== null && totals.shipping_discount > 0 ? (
          <div>
            <dt>{t('checkout.shippingDiscount')}</dt>
            <dd>−{money(totals.shipping_discount)}</dd>
          </div>
        ) : null}
        <div className="sf-checkout__total">
          <dt>{t('checkout.totalPayment')}</dt>
          <dd>{money(totals?.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
