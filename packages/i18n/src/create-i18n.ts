import { DEFAULT_LOCALE, type LanguageTag, type Locale } from '@storefront/domain';
import { type CreateI18nOptions, createI18nInstance, type I18n } from './instance.js';
import type { Resources } from './resource-shape.js';
import enAccount from './resources/account/en.json';
import zhCnAccount from './resources/account/zh-cn.json';
import zhTwAccount from './resources/account/zh-tw.json';
import en from './resources/en.json';
import zhCn from './resources/zh-cn.json';
import zhTw from './resources/zh-tw.json';

/** Every language's resources, every text part included, keyed by language tag, in one namespace. */
export const resources: Readonly<Record<LanguageTag, { readonly translation: Resources }>> = {
  'zh-TW': { translation: { ...zhTw, ...zhTwAccount } },
  'zh-CN': { translation: { ...zhCn, ...zhCnAccount } },
  en: { translation: { ...en, ...enAccount } },
};

/**
 * Creates an i18next instance for a locale with every language at hand (tests, Storybook,
 * servers); zh-TW is the default and the fallback. A browser app loads one language with
 * loadI18n instead.
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE, options: CreateI18nOptions = {}): I18n {
  return createI18nInstance(locale, resources, options);
}
