import { convert, type Locale, toLanguageTag } from '@storefront/domain';

/** A TWD price converted to another currency for information, e.g. 0.031 USD per TWD. */
export interface ApproximateCurrency {
  /** ISO 4217 code, e.g. USD, as the exchange-rate list names it. */
  readonly currency: string;
  /** How many units of the currency one TWD buys (the API's exrate). */
  readonly rate: number;
}

/** One formatter per language tag and currency (null: Intl refused the code); a list prices dozens of cards. */
const formatters = new Map<string, Intl.NumberFormat | null>();

function currencyFormatter(tag: string, currency: string): Intl.NumberFormat | null {
  const key = `${tag} ${currency}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    try {
      formatter = new Intl.NumberFormat(tag, { style: 'currency', currency });
    } catch {
      // Intl throws RangeError on a malformed currency code: the approximation is left out, not the price.
      formatter = null;
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A TWD amount in another currency, formatted for the locale (US$12.34), or null when the rate or
 * the code cannot give a number. English uses world English (en-001) rather than en-US, so dollars
 * read US$ or HK$ beside NT$ instead of a bare $.
 */
export function formatApproximate(amountTwd: number, { currency, rate }: ApproximateCurrency, locale: Locale): string | null {
  if (!Number.isFinite(amountTwd) || !Number.isFinite(rate) || rate <= 0) return null;
  const tag = locale === 'en' ? 'en-001' : toLanguageTag(locale);
  return currencyFormatter(tag, currency)?.format(convert(amountTwd, rate)) ?? null;
}
