import { convert, type Locale, toLanguageTag } from '@storefront/domain';

/** A TWD price converted to another currency for information, e.g. 0.031 USD per TWD. */
export interface ApproximateCurrency {
  /** ISO 4217 code, e.g. USD, as the exchange-rate list names it. */
  readonly currency: string;
  /** How many units of the currency one TWD buys (the API's exrate). */
  readonly rate: number;
}

/**
 * A TWD amount in another currency, formatted for the locale (US$12.34), or null when the rate or
 * the code cannot give a number. English uses world English (en-001) rather than en-US, so dollars
 * read US$ or HK$ beside NT$ instead of a bare $.
 */
export function formatApproximate(amountTwd: number, { currency, rate }: ApproximateCurrency, locale: Locale): string | null {
  if (!Number.isFinite(amountTwd) || !Number.isFinite(rate) || rate <= 0) return null;
  const tag = locale === 'en' ? 'en-001' : toLanguageTag(locale);
  try {
    return new Intl.NumberFormat(tag, { style: 'currency', currency }).format(convert(amountTwd, rate));
  } catch {
    // Intl throws RangeError on a malformed currency code: the approximation is left out, not the price.
    return null;
  }
}
