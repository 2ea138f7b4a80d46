import type { QueryCacheKey } from '@reduxjs/toolkit/query';
import { type AppStore, shopApi } from '@storefront/store';
import { MENU_THEMES_QUERY } from '../shell/menu-query.js';

/**
 * The endpoints whose answers are the cached pages' content. The header's menu and keywords, the
 * session's cart and profile and the reference data are not: they outlive every page.
 */
const PAGE_ENDPOINTS: ReadonlySet<string> = new Set([
  'getHome',
  'getPromotions',
  'listProducts',
  'getProduct',
  'listThemes',
  'getTheme',
  'listThemeProducts',
  'listArticles',
  'getArticle',
]);

const MENU_THEMES_ARG = JSON.stringify(MENU_THEMES_QUERY);

/** The cache keys of the page endpoints' answers, without the header's own theme menu. */
function pageQueryKeys(store: AppStore): QueryCacheKey[] {
  const keys: QueryCacheKey[] = [];
  for (const [key, entry] of Object.entries(store.getState().shopApi.queries)) {
    const endpointName = entry?.endpointName;
    if (!entry || endpointName === undefined || !PAGE_ENDPOINTS.has(endpointName)) continue;
    if (endpointName === 'listThemes' && JSON.stringify(entry.originalArgs ?? null) === MENU_THEMES_ARG) continue;
    // The state's keys are the cache keys, typed as plain strings by Object.entries.
    keys.push(key as QueryCacheKey);
  }
  return keys;
}

/**
 * Forgets every page answer, so that the pages after a clear (spec 2: a menu item or a search)
 * load afresh rather than show what the dropped pages had. Only called while no page is mounted:
 * a mounted page would keep waiting for an answer it no longer asks for.
 */
export function forgetPageQueries(store: AppStore): void {
  for (const queryCacheKey of pageQueryKeys(store)) {
    store.dispatch(shopApi.internalActions.removeQueryResult({ queryCacheKey }));
  }
}
