import type { FormatterModule } from 'i18next';
import { DEFAULT_LOCALE, fromLanguageTag, type Locale } from '@storefront/domain';
import { type DateFormatOptions, type DateInput, formatDate, formatDateTime, formatNumber } from './format.js';

type Format = (value: unknown, lng: string | undefined, options: unknown) => unknown;

function localeOf(lng: string | undefined): Locale {
  return (lng === undefined ? undefined : fromLanguageTag(lng)) ?? DEFAULT_LOCALE;
}

/** The i18next formatter of createI18n: every interpolated number grouped per locale, plus date, datetime and number formats (an empty date reads as the invalid-date text). */
export function createFormatter(dateOptions: DateFormatOptions = {}): FormatterModule {
  const formats = new Map<string, Format>([
    ['date', (value, lng) => formatDate(value as DateInput, localeOf(lng), dateOptions)],
    ['datetime', (value, lng) => formatDateTime(value as DateInput, localeOf(lng), dateOptions)],
    ['number', (value, lng) => (typeof value === 'number' ? formatNumber(value, localeOf(lng)) : value)],
  ]);
  const name = (format: string) => format.trim().toLowerCase();
  return {
    type: 'formatter',
    init: () => undefined,
    add: (format, fc) => void formats.set(name(format), fc),
    addCached: (format, fc) => void formats.set(name(format), (value, lng, options) => fc(lng, options)(value)),
    format: (value: unknown, format, lng, options) => {
      // i18next stringifies what comes back; a value left as it is keeps i18next's own handling (missing variables).
      if (format === undefined) return (typeof value === 'number' ? formatNumber(value, localeOf(lng)) : value) as string;
      return format
        .split(',')
        .reduce((current, part) => (formats.get(name(part)) ?? ((same: unknown) => same))(current, lng, options), value) as string;
    },
  };
}
