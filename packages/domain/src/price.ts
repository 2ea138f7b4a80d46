import type { Locale } from './locale.js';

/** The two prices a product carries; selling_price may be missing or zero. */
export interface Priced {
  readonly marked_price: number;
  readonly selling_price?: number | null;
}

/** The price a shopper pays: selling_price when present and above zero, else marked_price. */
export function effectivePrice({ marked_price, selling_price }: Priced): number {
  return selling_price != null && selling_price > 0 ? selling_price : marked_price;
}

/**
 * A whole number's digits grouped by thousands (1,234,568), as Intl writes them in our three
 * languages; other numbers as String() writes them. Grouped by hand: a page's first Intl formatter
 * loads the browser's locale data, a cost a price list should not pay.
 */
export function groupDigits(whole: number): string {
  return Number.isSafeInteger(whole) ? String(whole).replace(/\B(?=(\d{3})+$)/g, ',') : String(whole);
}

/**
 * Formats a TWD amount as whole, grouped dollars with the NT$ sign, e.g. NT$1,234. Callers pass the
 * shopper's language; our three write prices alike today.
 */
export function formatTwd(amount: number, locale: Locale): string;
export function formatTwd(amount: number): string {
  const whole = Math.round(amount);
  return `${whole < 0 ? '-' : ''}NT$${groupDigits(Math.abs(whole))}`;
}

/** What a line saves per unit: marked_price minus the effective price, never below zero (a selling price above the mark is no surcharge). */
export function lineDiscount(line: Priced): number {
  return Math.max(0, line.marked_price - effectivePrice(line));
}
