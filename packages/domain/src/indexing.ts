import { isSupportedLocale, LOCALES, type Locale, toLanguageTag } from './locale.js';

/** The query parameter that opens a storefront address in a given language (`?lang=en`). */
export const LOCALE_PARAM = 'lang';

/**
 * The storefront's paths that search engines are kept out of: the pages of one shopper (cart,
 * checkout and its result, the member centre and its orders), the account pages and search results.
 * robots.txt disallows them and their pages say noindex; every other route of the shop is indexable.
 */
export const NOT_INDEXED_PATHS: readonly string[] = [
  '/cart',
  '/checkout',
  '/result',
  '/member',
  '/order-detail',
  '/search',
  '/login',
  '/register',
  '/set-password',
  '/forgot-password',
  '/mail-be-send',
  '/reset-password',
];

/** True when search engines may index the page at this path (not under one of NOT_INDEXED_PATHS). */
export function isIndexablePath(path: string): boolean {
  return !NOT_INDEXED_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** A page's address: the shop's (scheme and host, with or without a trailing slash) and the page's path from the root. */
function pageAddress(shopUrl: string, path: string): string {
  return `${shopUrl.replace(/\/+$/, '')}${path}`;
}

/** A page's address in one language: the shop's address, the page's path and `?lang=`. */
export function localizedAddress(shopUrl: string, path: string, locale: Locale): string {
  return `${pageAddress(shopUrl, path)}?${LOCALE_PARAM}=${locale}`;
}

/** One alternate of a page for hreflang: the language tag (or x-default) and its address. */
export interface LanguageAlternate {
  readonly hreflang: string;
  readonly href: string;
}

/**
 * A page's language versions for hreflang links: one address per locale, plus x-default, the
 * address without a language, which opens in the shopper's own (the stored or the browser's).
 */
export function languageAlternates(shopUrl: string, path: string): LanguageAlternate[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: toLanguageTag(locale), href: localizedAddress(shopUrl, path, locale) })),
    { hreflang: 'x-default', href: pageAddress(shopUrl, path) },
  ];
}

/** The language an address asks for with `?lang=`, or undefined when it asks for none of ours. */
export function addressLocale(search: string): Locale | undefined {
  const asked = new RegExp(`(?:^|[?&])${LOCALE_PARAM}=([^&#]*)`).exec(search)?.[1];
  return isSupportedLocale(asked) ? asked : undefined;
}
