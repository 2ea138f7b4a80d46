import { DEFAULT_LOCALE, type Locale, toLanguageTag } from '@storefront/domain';
import i18next, { type i18n } from 'i18next';
import { en } from './resources/en.js';
import { zhCn } from './resources/zh-cn.js';
import { zhTw } from './resources/zh-tw.js';

/** Every language's resources, keyed by language tag, in one namespace. */
export const resources = {
  'zh-TW': { translation: zhTw },
  'zh-CN': { translation: zhCn },
  en: { translation: en },
} as const;

/** Creates an initialised i18next instance for a locale; zh-TW is the fallback. */
export function createI18n(locale: Locale = DEFAULT_LOCALE): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: toLanguageTag(locale),
    fallbackLng: toLanguageTag(DEFAULT_LOCALE),
    supportedLngs: Object.keys(resources),
    // Single braces, as the spec writes its placeholders ('please enter {label}'); React escapes output.
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    initAsync: false,
  });
  return instance;
}
