import { DEFAULT_LOCALE, groupDigits, type Locale, toLanguageTag, toMilliseconds } from '@storefront/domain';
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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A calendar date and clock time, read in one time zone. */
interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** The styles above written out by hand; they match Intl's output for years 1000-9999 (a unit test compares them). */
function writeParts(style: keyof typeof STYLES, locale: Locale, parts: DateParts): string {
  if (locale === 'en') {
    const date = `${MONTHS[parts.month - 1]} ${parts.day}, ${parts.year}`;
    if (style === 'date') return date;
    return `${date}, ${parts.hour % 12 === 0 ? 12 : parts.hour % 12}:${twoDigits(parts.minute)} ${parts.hour < 12 ? 'AM' : 'PM'}`;
  }
  const date = `${parts.year}/${twoDigits(parts.month)}/${twoDigits(parts.day)}`;
  return style === 'date' ? date : `${date} ${twoDigits(parts.hour)}:${twoDigits(parts.minute)}`;
}

/** The date's parts in the runtime's time zone, or in UTC; null for any other zone (Intl reads those). */
function partsWithoutIntl(date: Date, timeZone: string | undefined): DateParts | null {
  const year = timeZone === undefined ? date.getFullYear() : timeZone === 'UTC' ? date.getUTCFullYear() : null;
  if (year === null || year < 1000 || year > 9999) return null;
  return timeZone === undefined
    ? { year, month: date.getMonth() + 1, day: date.getDate(), hour: date.getHours(), minute: date.getMinutes() }
    : { year, month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: date.getUTCHours(), minute: date.getUTCMinutes() };
}

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
 * formatting with it, and a page of cards formats dozens of dates and numbers. The page's first
 * Intl formatter also loads the browser's locale data (25-30 ms of a desktop's CPU, four times that
 * on a phone), so dates in the runtime's zone and in UTC are written without Intl.
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
  const parts = partsWithoutIntl(date, options.timeZone);
  if (parts !== null) return writeParts(style, locale, parts);
  const text = dateFormatter(style, locale, options.timeZone).format(date);
  // ICU versions differ in the thin or narrow spaces they put before a time or AM/PM: a plain space reads the same everywhere.
  return text.replace(/[\u2009\u202f]/g, ' ');
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
  // Counts and page numbers, the common case, need no Intl formatter (see `formatters`).
  if (Number.isSafeInteger(value) && Object.keys(options).length === 0) return groupDigits(value);
  const key = `number ${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as Intl.NumberFormat | undefined;
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(toLanguageTag(locale), options);
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
