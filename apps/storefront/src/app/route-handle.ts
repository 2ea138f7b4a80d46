import type { UIMatch } from 'react-router';
import type { TranslationKey } from '@storefront/i18n';

/** What a route of spec 2 says about its page, read by the app root and the keep-alive outlet. */
export interface RouteHandle {
  /** The page title's key (PAGE_TITLE_KEYS). */
  readonly titleKey: TranslationKey;
  /** Not indexed by search engines (robots noindex) though its path is not one of domain's NOT_INDEXED_PATHS: the not-found page. */
  readonly noindex?: boolean;
  /** A cached page of the spec's table: kept alive while the shopper goes elsewhere. */
  readonly keepAlive?: boolean;
}

/** The handle of the deepest matched route that has one. */
export function currentHandle(matches: readonly UIMatch[]): RouteHandle | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.titleKey) return handle;
  }
  return undefined;
}
