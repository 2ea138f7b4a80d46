import { DEFAULT_LOCALE, type Locale, toLanguageTag, toMilliseconds } from '@storefront/domain';
import { INVALID_DATE } from './invalid-date.js';

/** A date as the API or a form gives it: ms or 10-digit seconds (number or digits), an ISO string or a Date; null, undefined and '' are empty. */
export type DateInput = number | string | Date | null | undefined;

/** Options of the date formatters: the time zone to show instants in (default: the runtime's). */
export interface DateFormatOptions {
  readonly timeZone?: string;
}

// Chinese readers expect 2025/01/05 and a 24-hour clock; English reads Jan 5, 2025, 3:04 PM.
const NUMERIC_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const NUMERIC_DATE_TIME: Intl.DateTimeFormatOptions = { ...NUMERIC_DATE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

const DATE_STYLE: Readonly<Record<Locale, Intl.DateTimeFormatOptions>> = {
  tw: NUMERIC_DATE,
  cn: NUMERIC_DATE,
  en: { dateStyle: 'medium' },
};

const DATE_TIME_STYLE: Readonly<Record<Locale, Intl.DateTimeFormatOptions>> = {
  tw: NUMERIC_DATE_TIME,
  cn: NUMERIC_DATE_TIME,
  en: { dateStyle: 'medium', timeStyle: 'short' },
};

/** Reads a date input as a valid Date, or null when it is empty or no date at all. */
function toDate(value: DateInput): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const text = typeof value === 'string' ? value.trim() : undefined;
  // Digits are timestamps (domain's rule: 10-digit seconds become ms); any other text must parse as a date.
  const instant = text !== undefined && text !== '' && Number.isNaN(Number(text)) ? Date.parse(text) : toMilliseconds(value);
  if (instant === null || Number.isNaN(instant)) return null;
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatWith(styles: Readonly<Record<Locale, Intl.DateTimeFormatOptions>>, value: DateInput, locale: Locale, options: DateFormatOptions): string {
  const date = toDate(value);
  if (date === null) return INVALID_DATE[locale];
  const text = new Intl.DateTimeFormat(toLanguageTag(locale), { ...styles[locale], timeZone: options.timeZone }).format(date);
  // ICU versions differ in the thin or narrow spaces they put before a time or AM/PM: a plain space reads the same everywhere.
  return text.replace(/[\u2009\u202f]/g, ' ');
}

/** Formats a date in the locale (2025/01/05, Jan 5, 2025); an empty or invalid date gives the locale's invalid-date text (spec 3). */
export function formatDate(value: DateInput, locale: Locale = DEFAULT_LOCALE, options: DateFormatOptions = {}): string {
  return formatWith(DATE_STYLE, value, locale, options);
}

/** Formats a date and time in the locale (2025/01/05 15:04, Jan 5, 2025, 3:04 PM); an empty or invalid date gives the invalid-date text. */
export function formatDateTime(value: DateInput, locale: Locale = DEFAULT_LOCALE, options: DateFormatOptions = {}): string {
  return formatWith(DATE_TIME_STYLE, value, locale, options);
}

/** Formats a number with the locale's grouping and decimal marks (1,234.5); whole TWD amounts read as formatTwd's digits. */
export function formatNumber(value: number, locale: Locale = DEFAULT_LOCALE, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(toLanguageTag(locale), options).format(value);
}
