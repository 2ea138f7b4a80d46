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

/** Chinese regions whose shoppers read Simplified Chinese (cn); every other Chinese region reads tw. */
const SIMPLIFIED_REGIONS: ReadonlySet<string> = new Set(['cn', 'sg']);

/** The region subtag of a BCP 47 tag (two letters or three digits after the language and script), lower-cased. */
function regionOf(subtags: readonly string[]): string | undefined {
  return subtags.slice(1).find((subtag) => /^(?:[a-z]{2}|\d{3})$/.test(subtag));
}

/** Chooses the locale: a stored supported one wins; else the first browser language decides (zh-CN/SG: cn, other Chinese: tw, other languages their own locale if ours, else en); none at all: tw. */
export function detectLocale(languages: readonly string[], stored?: string | null): Locale {
  if (isSupportedLocale(stored)) return stored;
  const first = languages.map((language) => language.trim()).find((language) => language !== '');
  if (first === undefined) return DEFAULT_LOCALE;
  const subtags = first.toLowerCase().replaceAll('_', '-').split('-');
  const primary = subtags[0] ?? '';
  if (primary === 'zh') {
    const region = regionOf(subtags);
    return region !== undefined && SIMPLIFIED_REGIONS.has(region) ? 'cn' : 'tw';
  }
  // Only a locale's own language counts: 'tw' as a primary code is Twi, not Taiwan.
  return fromLanguageTag(primary) ?? 'en';
}
