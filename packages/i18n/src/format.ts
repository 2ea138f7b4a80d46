import { DEFAULT_LOCALE, formatTwd, type Locale, toLanguageTag, toMilliseconds } from '@storefront/domain';
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

/**
 * Intl formatters made once per language, style and time zone: making one costs far more than
 * formatting with it, and a page of cards formats dozens of dates and numbers.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

const STYLES = { date: DATE_STYLE, datetime: DATE_TIME_STYLE } as const;

function dateFormatter(style: keyof typeof STYLES, locale: Locale, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${style} ${locale} ${timeZone ?? ''}`;
  let formatter = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(toLanguageTag(locale), { ...STYLES[style][locale], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

function formatWith(style: keyof typeof STYLES, value: DateInput, locale: Locale, options: DateFormatOptions): string {
  const date = toDate(value);
  if (date === null) return INVALID_DATE[locale];
  const text = dateFormatter(style, locale, options.timeZone).format(date);
  // ICU versions differ in the thin or narrow spaces they put before a time or AM/PM: a plain space reads the same everywhere.
  return text.replace(/[\u2009\u202f]/g, ' ');
}

/**
 * Makes the locale's date, number and price formatters ahead of their first use. The page's first
 * Intl formatter loads the browser's locale data (some 25 ms of a phone's CPU); the storefront calls
 * this while its texts download, so that cost is not paid in the middle of rendering the first page.
 */
export function prepareFormatters(locale: Locale, options: DateFormatOptions = {}): void {
  dateFormatter('date', locale, options.timeZone);
  dateFormatter('datetime', locale, options.timeZone);
  formatNumber(0, locale);
  formatTwd(0, locale);
}

/** Formats a date in the locale (2025/01/05, Jan 5, 2025); an empty or invalid date gives the locale's invalid-date text (spec 3). */
export function formatDate(value: DateInput, locale: Locale = DEFAULT_LOCALE, options: DateFormatOptions = {}): string {
  return formatWith('date', value, locale, options);
}

/** Formats a date and time in the locale (2025/01/05 15:04, Jan 5, 2025, 3:04 PM); an empty or invalid date gives the invalid-date text. */
export function formatDateTime(value: DateInput, locale: Locale = DEFAULT_LOCALE, options: DateFormatOptions = {}): string {
  return formatWith('datetime', value, locale, options);
}

/** Formats a number with the locale's grouping and decimal marks (1,234.5); whole TWD amounts read as formatTwd's digits. */
export function formatNumber(value: number, locale: Locale = DEFAULT_LOCALE, options: Intl.NumberFormatOptions = {}): string {
  const key = `number ${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as Intl.NumberFormat | undefined;
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(toLanguageTag(locale), options);
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
