import { type Locale, toLanguageTag } from '@storefront/domain';
import { type CreateI18nOptions, createI18nInstance, type I18n } from './instance.js';
import type { Resources } from './resources/en.js';

/** Each language's resources as a chunk of its own, fetched only when that language is shown. */
const LOADERS: Readonly<Record<Locale, () => Promise<Resources>>> = {
  tw: async () => (await import('./resources/zh-tw.js')).zhTw,
  cn: async () => (await import('./resources/zh-cn.js')).zhCn,
  en: async () => (await import('./resources/en.js')).en,
};

/**
 * Loads one language's resources and creates the translations with them alone: a page in one
 * language downloads only that language (spec 4 reloads the page to change it). Every language
 * has every key (the resources tests check it), so no fallback language is needed.
 */
export async function loadI18n(locale: Locale, options: CreateI18nOptions = {}): Promise<I18n> {
  const translation = await LOADERS[locale]();
  return createI18nInstance(locale, { [toLanguageTag(locale)]: { translation } }, options);
}
