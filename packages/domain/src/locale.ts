/** Interface languages of the shop: tw (zh-TW) is the default and the fallback. */
export type Locale = 'en' | 'tw' | 'cn';

/** The language tag each locale is sent and formatted as. */
export type LanguageTag = 'en' | 'zh-TW' | 'zh-CN';

const TAGS: Record<Locale, LanguageTag> = { en: 'en', tw: 'zh-TW', cn: 'zh-CN' };

/** Every supported locale, default first. */
export const LOCALES: readonly Locale[] = ['tw', 'cn', 'en'];

/** The locale used when nothing else decides. */
export const DEFAULT_LOCALE: Locale = 'tw';

/** Maps a locale to the language tag used in headers and Intl formatting. */
export function toLanguageTag(locale: Locale): LanguageTag {
  return TAGS[locale];
}

/** True when the value is one of the shop's locales; guards anything read from storage or input. */
export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(TAGS, value);
}

/** Maps a language tag back to its locale (case-insensitive), or undefined when it is not one of ours. */
export function fromLanguageTag(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  return LOCALES.find((locale) => TAGS[locale].toLowerCase() === lower);
}
