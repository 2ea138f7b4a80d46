import type { QueryCacheKey } from '@reduxjs/toolkit/query';
import { type AppStore, shopApi } from '@storefront/store';
import type { Hold } from './page-cache.js';

/** RTK Query's own count of who subscribes to each answer: subscriber request ids by cache key. */
interface SubscriptionSelectors {
  getSubscriptions(): ReadonlyMap<string, ReadonlyMap<string, unknown>>;
}

/**
 * The subscribers of each cached answer of the shop API, as the API's middleware counts them at
 * this moment (the state's copy of the count is brought up to date only later).
 */
function subscribers(store: AppStore): ReadonlyMap<string, ReadonlyMap<string, unknown>> {
  const selectors = store.dispatch(shopApi.internalActions.internal_getRTKQSubscriptions()) as unknown as SubscriptionSelectors;
  return selectors.getSubscriptions();
}

/** An endpoint seen through its name only; every query endpoint has initiate. */
type Initiate = (arg: unknown) => Parameters<AppStore['dispatch']>[0];

/**
 * Subscribes, on behalf of a page being hidden, to every answer in use at this moment other than
 * by what `held` already holds: the page's own answers among them, and the app's (the header's
 * menus), which are held anyway. A hidden page's effects are paused by React's Activity, its own
 * subscriptions with them, and RTK Query forgets an answer nobody subscribes to after a minute:
 * without this, a shopper back from a long look at a product would find the list as skeletons,
 * loading again, and the scroll position lost. Nothing is fetched, and nothing polls.
 */
export function holdAnswersInUse(store: AppStore, held: ReadonlySet<string>): Hold[] {
  const queries = store.getState().shopApi.queries;
  const holds: Hold[] = [];
  for (const [queryCacheKey, requests] of subscribers(store)) {
    if (![...requests.keys()].some((requestId) => !held.has(requestId))) continue;
    const entry = queries[queryCacheKey];
    if (entry?.endpointName === undefined || (entry.status !== 'fulfilled' && entry.status !== 'pending')) continue;
    const endpoint = shopApi.endpoints[entry.endpointName as keyof typeof shopApi.endpoints] as unknown as { initiate: Initiate };
    holds.push(store.dispatch(endpoint.initiate(entry.originalArgs)) as unknown as Hold);
  }
  return holds;
}

/**
 * Forgets every settled answer asked for before `since` that nobody subscribes to any more, so
 * that the pages after a clear (spec 2: a menu item or a search) load afresh rather than show what
 * the dropped pages had. The answers in use (the header's) stay, and so do those the next page's
 * route asked for after the clear. Called once the dropped pages have let go of theirs.
 */
export function forgetUnusedAnswers(store: AppStore, since: number): void {
  const inUse = subscribers(store);
  for (const [key, entry] of Object.entries(store.getState().shopApi.queries)) {
    if (!entry || entry.status === 'pending' || (entry.startedTimeStamp ?? 0) >= since) continue;
    if ((inUse.get(key)?.size ?? 0) > 0) continue;
    // The state's keys are the cache keys, typed as plain strings by Object.entries.
    store.dispatch(shopApi.internalActions.removeQueryResult({ queryCacheKey: key as QueryCacheKey }));
  }
}
