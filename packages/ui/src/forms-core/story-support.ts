// Stories only: texts translated the way the app builds them, for the locale the Storybook toolbar
// picked, and validation with domain's schemas. Components never import i18n; their stories do.
import {
  DEFAULT_LOCALE,
  formatValidationMessage,
  isSupportedLocale,
  type Locale,
  toLanguageTag,
  type ValidationMessage,
  validateForm,
} from '@storefront/domain';
import { createI18n } from '@storefront/i18n';

/** A story's texts: the toolbar's locale, its translator's `t`, and validation messages through it. */
export interface StoryTexts {
  readonly locale: Locale;
  readonly t: (key: string, values?: Readonly<Record<string, string | number>>) => string;
  readonly translateError: (error: ValidationMessage) => string;
}

/** The texts of the toolbar's locale, read from a story's globals; the default locale when unset. */
export function storyTexts(globals: Readonly<Record<string, unknown>>): StoryTexts {
  const global = globals['locale'];
  const locale = isSupportedLocale(global) ? global : DEFAULT_LOCALE;
  const i18n = createI18n(locale);
  const t: StoryTexts['t'] = (key, values) => i18n.t(key, values);
  return { locale, t, translateError: (error) => formatValidationMessage(error, t) };
}

/** A Formik validate function from one of domain's schemas: its `{ key, values }` messages by field. */
export function validateWith(schema: Parameters<typeof validateForm>[0]) {
  return (values: unknown): Readonly<Record<string, ValidationMessage>> => {
    const result = validateForm(schema, values);
    return result.valid ? {} : result.errors;
  };
}

/** Destinations of the stories' country selects: the shop's regions, some overseas ones, the customs countries. */
const COUNTRY_CODES = ['TW', 'CN', 'HK', 'MO', 'JP', 'KR', 'SG', 'MY', 'TH', 'VN', 'ID', 'US', 'MX', 'BR'];

/** Country options named in the locale, as the app would build them from its destination list. */
export function countryOptions(locale: Locale): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([toLanguageTag(locale)], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code }));
}
