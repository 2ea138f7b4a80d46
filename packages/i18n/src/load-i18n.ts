import { type Locale, toLanguageTag } from '@storefront/domain';
import { type CreateI18nOptions, createI18nInstance, type I18n } from './instance.js';
import type { Resources } from './resource-shape.js';

/** Each language's JSON file as a chunk of its own, fetched only when that language is shown. */
const LOADERS: Readonly<Record<Locale, () => Promise<{ readonly default: Partial<Resources> }>>> = {
  tw: () => import('./resources/zh-tw.json'),
  cn: () => import('./resources/zh-cn.json'),
  en: () => import('./resources/en.json'),
};

/**
 * Loads one language's resources, but for the text parts (loadTextPart), and creates the i18next
 * instance with them alone: a page in one language downloads only that language (spec 4 reloads
 * the page to change it), and only the texts every page needs. Every language
 * has every key (the resources tests check it), so no fallback language is needed. Rejects when
 * the language file cannot be fetched.
 */
export async function loadI18n(locale: Locale, options: CreateI18nOptions = {}): Promise<I18n> {
  const { default: translation } = await LOADERS[locale]();
  return createI18nInstance(locale, { [toLanguageTag(locale)]: { translation } }, options);
}
