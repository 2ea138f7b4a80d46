import { DEFAULT_LOCALE, type LanguageTag, type Locale, toLanguageTag } from '@storefront/domain';
import i18next, { type i18n } from 'i18next';
import type { DateFormatOptions } from './format.js';
import { createFormatter } from './formatter.js';
import type { Resources } from './resources/en.js';

/** Options of createI18n and loadI18n: timeZone is where dates are shown (default: the runtime's). */
export type CreateI18nOptions = DateFormatOptions;

/** Resources by language tag, in one namespace, as i18next takes them. */
export type ResourcesByLanguage = Partial<Record<LanguageTag, { readonly translation: Resources }>>;

/** An initialised i18next instance for a locale over the given languages' resources; zh-TW is the fallback. */
export function createI18nInstance(locale: Locale, resources: ResourcesByLanguage, options: CreateI18nOptions): i18n {
  const instance = i18next.createInstance().use(createFormatter(options));
  void instance.init({
    resources,
    lng: toLanguageTag(locale),
    fallbackLng: toLanguageTag(DEFAULT_LOCALE),
    supportedLngs: Object.keys(resources),
    // Single braces, as the spec writes its placeholders ('please enter {label}'); React escapes output.
    // alwaysFormat: numbers are grouped per locale in every text (see createFormatter).
    interpolation: { escapeValue: false, prefix: '{', suffix: '}', alwaysFormat: true },
    initAsync: false,
  });
  return instance;
}
