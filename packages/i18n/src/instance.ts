import { DEFAULT_LOCALE, fromLanguageTag, type LanguageTag, type Locale, toLanguageTag } from '@storefront/domain';
import { type DateFormatOptions, type DateInput, formatDate, formatDateTime, formatNumber } from './format.js';
import type { Resources } from './resources/en.js';

/** Options of createI18n and loadI18n: timeZone is where dates are shown (default: the runtime's). */
export type CreateI18nOptions = DateFormatOptions;

/** Resources by language tag, in one namespace. */
export type ResourcesByLanguage = Partial<Record<LanguageTag, { readonly translation: Resources }>>;

/** What t() takes: the placeholders' values, and the text to use when the key has none. */
export interface TranslateOptions {
  readonly defaultValue?: string;
  readonly [name: string]: unknown;
}

/** Translates a key (a dotted path into the resources) with its placeholders filled. */
export type Translate = (key: string, options?: TranslateOptions) => string;

/** The translations of one page load: its language and the function that reads them. */
export interface I18n {
  /** The language tag, e.g. zh-TW. */
  readonly language: LanguageTag;
  /** The shop's locale, e.g. tw. */
  readonly locale: Locale;
  readonly t: Translate;
}

type Format = (value: unknown) => unknown;

// {name} or {name, format[, format]}: the spec writes its placeholders with single braces.
const PLACEHOLDER = /\{\s*([A-Za-z_$][\w$]*)\s*(?:,\s*([A-Za-z\s,]+?))?\s*\}/g;

/** The text at a dotted path, or undefined when the path does not end at a text. */
function lookup(resources: unknown, key: string): string | undefined {
  let node = resources;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The translator of a locale over the given languages' resources; zh-TW is the fallback for a key
 * the language lacks, then the defaultValue, then the key itself. Every number filled in is
 * grouped per locale (1,234); `{when, date}`, `{when, datetime}` and `{ratio, number}` format as
 * the i18n package's formatters do; a placeholder without a value stays visible.
 */
export function createI18nInstance(locale: Locale, resources: ResourcesByLanguage, options: CreateI18nOptions): I18n {
  const language = toLanguageTag(locale);
  const own = resources[language]?.translation;
  const fallback = resources[toLanguageTag(DEFAULT_LOCALE)]?.translation;
  const formats: Readonly<Record<string, Format>> = {
    date: (value) => formatDate(value as DateInput, locale, options),
    datetime: (value) => formatDateTime(value as DateInput, locale, options),
    number: (value) => (typeof value === 'number' ? formatNumber(value, locale) : value),
  };
  const t: Translate = (key, values = {}) => {
    const template = lookup(own, key) ?? lookup(fallback, key) ?? values.defaultValue ?? key;
    return template.replace(PLACEHOLDER, (whole, name: string, formatList: string | undefined) => {
      if (name === 'defaultValue' || !Object.hasOwn(values, name)) return whole;
      const value = values[name];
      if (formatList === undefined) return String(typeof value === 'number' ? formatNumber(value, locale) : value);
      return String(
        formatList
          .split(',')
          .reduce((current, format) => (formats[format.trim().toLowerCase()] ?? ((same: unknown) => same))(current), value),
      );
    });
  };
  return { language, locale: fromLanguageTag(language) ?? locale, t };
}
