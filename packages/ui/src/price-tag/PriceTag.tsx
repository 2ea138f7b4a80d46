import { effectivePrice, formatTwd, lineDiscount, type Locale, type Priced } from '@storefront/domain';
import { type ApproximateCurrency, formatApproximate } from './format-approximate.js';
import './PriceTag.css';

/** Texts of a price tag besides the amounts; the app passes them translated. */
export interface PriceTagLabels {
  /** Read before the struck-through price: screen readers do not announce strike-through. */
  readonly originalPrice: string;
  /** What the shopper saves, e.g. amount 320 gives 'Save NT$320'. */
  readonly save: (amount: number) => string;
  /** Wraps the converted price, e.g. '≈ US$12.34'. */
  readonly approximately: (price: string) => string;
}

/** Props of {@link PriceTag}. */
export interface PriceTagProps {
  /** The marked and selling prices in whole TWD; a product or an order line as is. */
  readonly prices: Priced;
  readonly locale: Locale;
  /** Also shows the price in this currency, for information only. */
  readonly approximate?: ApproximateCurrency;
  /** Shows 'Save NT$…' when discounted; cards leave it out for room. Default true. */
  readonly showSaving?: boolean;
  /** md for lists and cards, lg for the product page. Default md. */
  readonly size?: 'md' | 'lg';
  readonly labels?: Partial<PriceTagLabels>;
}

const DEFAULT_LABELS: PriceTagLabels = {
  originalPrice: 'Original price',
  save: (amount) => `Save ${formatTwd(amount, 'en')}`,
  approximately: (price) => `≈ ${price}`,
};

/**
 * The price to pay in TWD: the selling price, and when it is below the marked one, the marked
 * price struck through (announced as the original price) and the saving; optionally the
 * approximate amount in the shopper's currency. Inline elements only, so it fits inside a link.
 */
export function PriceTag({ prices, locale, approximate, showSaving = true, size = 'md', labels }: PriceTagProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const price = effectivePrice(prices);
  const saving = lineDiscount(prices);
  const local = approximate === undefined ? null : formatApproximate(price, approximate, locale);
  const priceClass = saving > 0 ? 'sf-price-tag__price sf-price-tag__price--sale' : 'sf-price-tag__price';

  // The {' '} text nodes keep the words of an accessible name apart where CSS lays out no blocks.
  return (
    <span className={`sf-price-tag sf-price-tag--${size}`}>
      <span className={priceClass}>{formatTwd(price, locale)}</span>
      {saving > 0 ? (
        <>
          {' '}
          <s className="sf-price-tag__marked">
            <span className="sf-price-tag__visually-hidden">{text.originalPrice}</span> {formatTwd(prices.marked_price, locale)}
          </s>
          {showSaving ? (
            <>
              {' '}
              <span className="sf-price-tag__saving">{text.save(saving)}</span>
            </>
          ) : null}
        </>
      ) : null}
      {local === null ? null : (
        <>
          {' '}
          <span className="sf-price-tag__approximate">{text.approximately(local)}</span>
        </>
      )}
    </span>
  );
}
