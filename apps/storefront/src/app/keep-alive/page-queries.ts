import type { QueryCacheKey } from '@reduxjs/toolkit/query';
import { type AppStore, shopApi } from '@storefront/store';
import { MENU_THEMES_QUERY } from '../shell/menu-query.js';
import type { Hold } from './page-cache.js';

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

/** One cached answer of the shop API, as RTK Query keeps it. */
interface QueryEntry {
  readonly queryCacheKey: QueryCacheKey;
  readonly endpointName: string;
  readonly originalArgs: unknown;
  readonly status: string;
}

/** The cached answers of page endpoints, without the header's own theme menu. */
function pageEntries(store: AppStore): QueryEntry[] {
  const entries: QueryEntry[] = [];
  for (const [key, entry] of Object.entries(store.getState().shopApi.queries)) {
    const endpointName = entry?.endpointName;
    if (!entry || endpointName === undefined || !PAGE_ENDPOINTS.has(endpointName)) continue;
    if (endpointName === 'listThemes' && JSON.stringify(entry.originalArgs ?? null) === MENU_THEMES_ARG) continue;
    // The state's keys are the cache keys, typed as plain strings by Object.entries.
    entries.push({ queryCacheKey: key as QueryCacheKey, endpointName, originalArgs: entry.originalArgs, status: entry.status });
  }
  return entries;
}

/** An endpoint seen through its name only; every query endpoint has initiate. */
type Initiate = (arg: unknown) => Parameters<AppStore['dispatch']>[0];

/**
 * Subscribes to every loaded or loading page answer on behalf of a page being hidden. A hidden
 * page's effects are paused, its own subscriptions with them, and RTK Query forgets an answer
 * nobody subscribes to after a minute: without this, a shopper back from a long look at a product
 * would find the list as skeletons, loading again, and the scroll position lost. Nothing is fetched.
 */
export function holdPageQueries(store: AppStore): Hold[] {
  return pageEntries(store)
    .filter((entry) => entry.status === 'fulfilled' || entry.status === 'pending')
    .map((entry) => {
      const endpoint = shopApi.endpoints[entry.endpointName as keyof typeof shopApi.endpoints] as unknown as {
        initiate: Initiate;
      };
      return store.dispatch(endpoint.initiate(entry.originalArgs)) as unknown as Hold;
    });
}

/**
 * Forgets every page answer, so that the pages after a clear (spec 2: a menu item or a search)
 * load afresh rather than show what the dropped pages had. Only called while no page is mounted:
 * a mounted page would keep waiting for an answer it no longer asks for.
 */
export function forgetPageQueries(store: AppStore): void {
  for (const { queryCacheKey } of pageEntries(store)) {
    store.dispatch(shopApi.internalActions.removeQueryResult({ queryCacheKey }));
  }
}
