import type { Locale } from '../locale.js';
import { isSameUtcDay } from '../time.js';

/** One currency rate as the API serves it: exchange is the currency code, exrate how many of it one TWD buys. */
export interface ExchangeRate {
  readonly exchange: string;
  readonly exrate: number;
}

/** Converts a TWD amount with a rate (target-currency units per TWD), rounded to cents. */
export function convert(amountTwd: number, rate: number): number {
  if (!Number.isFinite(amountTwd)) throw new RangeError(`amount must be a finite number, got ${amountTwd}`);
  if (!Number.isFinite(rate) || rate <= 0) throw new RangeError(`rate must be a positive number, got ${rate}`);
  return Math.round(amountTwd * rate * 100) / 100;
}

/** The rate of a currency in the API's list (code compared case-insensitively), or undefined when it is missing. */
export function findRate(rates: readonly ExchangeRate[], currency: string): number | undefined {
  const code = currency.toUpperCase();
  return rates.find((rate) => rate.exchange.toUpperCase() === code)?.exrate;
}

/** True when a rate fetched at fetchedAt (ms) is still today's in UTC, so it must not be fetched again (spec 4, 9). */
export function isExchangeRateFresh(fetchedAt: number | null | undefined, now: number): boolean {
  return fetchedAt != null && isSameUtcDay(fetchedAt, now);
}

const APPROXIMATE_CURRENCY: Readonly<Record<Locale, string | null>> = { tw: null, cn: 'CNY', en: 'USD' };

/**
 * The currency a reader of each language most likely pays in, for prices shown approximately
 * beside TWD: simplified Chinese readers (mainland China) CNY, English readers (overseas) USD.
 * Taiwan's shoppers pay TWD, so tw has none (null).
 */
export function approximateCurrency(locale: Locale): string | null {
  return APPROXIMATE_CURRENCY[locale];
}
