import { DEFAULT_LOCALE, type LanguageTag, type Locale, toLanguageTag } from '@storefront/domain';
import i18next, { type i18n } from 'i18next';
import type { DateFormatOptions } from './format.js';
import { createFormatter } from './formatter.js';
import { en, type Resources } from './resources/en.js';
import { zhCn } from './resources/zh-cn.js';
import { zhTw } from './resources/zh-tw.js';

/** Every language's resources, keyed by language tag, in one namespace. */
export const resources: Readonly<Record<LanguageTag, { readonly translation: Resources }>> = {
  'zh-TW': { translation: zhTw },
  'zh-CN': { translation: zhCn },
  en: { translation: en },
};

/** Options of createI18n: timeZone is where dates are shown (default: the runtime's). */
export type CreateI18nOptions = DateFormatOptions;

/** Creates an initialised i18next instance for a locale; zh-TW is the default and the fallback. */
export function createI18n(locale: Locale = DEFAULT_LOCALE, options: CreateI18nOptions = {}): i18n {
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
