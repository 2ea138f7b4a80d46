import { DEFAULT_LOCALE, type LanguageTag, type Locale } from '@storefront/domain';
import type { i18n } from 'i18next';
import { type CreateI18nOptions, createI18nInstance } from './instance.js';
import { en, type Resources } from './resources/en.js';
import { zhCn } from './resources/zh-cn.js';
import { zhTw } from './resources/zh-tw.js';

/** Every language's resources, keyed by language tag, in one namespace. */
export const resources: Readonly<Record<LanguageTag, { readonly translation: Resources }>> = {
  'zh-TW': { translation: zhTw },
  'zh-CN': { translation: zhCn },
  en: { translation: en },
};

/**
 * Creates an initialised i18next instance for a locale with every language at hand (tests,
 * Storybook, servers); zh-TW is the default and the fallback. A browser app loads one language
 * with loadI18n instead.
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE, options: CreateI18nOptions = {}): i18n {
  return createI18nInstance(locale, resources, options);
}
