import { type Locale, toLanguageTag } from './locale.js';

/** The two prices a product carries; selling_price may be missing or zero. */
export interface Priced {
  readonly marked_price: number;
  readonly selling_price?: number | null;
}

/** The price a shopper pays: selling_price when present and above zero, else marked_price. */
export function effectivePrice({ marked_price, selling_price }: Priced): number {
  return selling_price != null && selling_price > 0 ? selling_price : marked_price;
}

/** One formatter per locale: making an Intl formatter costs far more than formatting with it. */
const twdDigits = new Map<Locale, Intl.NumberFormat>();

/** Formats a TWD amount as whole, grouped dollars with the NT$ sign, e.g. NT$1,234. */
export function formatTwd(amount: number, locale: Locale): string {
  let formatter = twdDigits.get(locale);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(toLanguageTag(locale), { maximumFractionDigits: 0, useGrouping: true });
    twdDigits.set(locale, formatter);
  }
  return `${Math.round(amount) < 0 ? '-' : ''}NT$${formatter.format(Math.abs(Math.round(amount)))}`;
}

/** What a line saves per unit: marked_price minus the effective price, never below zero (a selling price above the mark is no surcharge). */
export function lineDiscount(line: Priced): number {
  return Math.max(0, line.marked_price - effectivePrice(line));
}
