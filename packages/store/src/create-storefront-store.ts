import { type ApiClient, type ApiClientOptions, createApiClient } from '@storefront/api-client';
import { detectLocale } from '@storefront/domain';
import { appStarted } from './app-events.js';
import { loggedOut, selectToken } from './auth-slice.js';
import type { StoreDeps } from './deps.js';
import { selectLocale } from './locale-slice.js';
import { type AppStore, makeStore, whenRehydrated } from './make-store.js';
import { loadingChanged } from './ui-slice.js';

/** What the app gives createStorefrontStore: api-client options without the parts the store supplies, and the store's deps. */
export interface StorefrontStoreOptions extends Omit<StoreDeps, 'api'> {
  /**
   * api-client options; the store supplies getLocale, getToken and onLoading, and logs out before
   * calling onSessionInvalid (where the app replaces the route with /login).
   */
  readonly client: Omit<ApiClientOptions, 'getLocale' | 'getToken' | 'onLoading'>;
  /** The browser's languages, best first (navigator.languages): decide the locale when none is stored. */
  readonly browserLanguages?: readonly string[];
  /** Slices to start with, over the stored ones. */
  readonly preloadedState?: Parameters<typeof makeStore>[0];
}

/** The wired pair: the store and the api-client whose callbacks dispatch into it. */
export interface StorefrontStore {
  /** The store, its persisted slices maybe not yet rehydrated: dispatch through `rehydrated`. */
  readonly store: AppStore;
  readonly api: ApiClient;
  /** The same store once the stored slices are in it and it has started: what the page's calls and first render use. */
  readonly rehydrated: Promise<AppStore>;
}

/**
 * Builds the api-client and the store for one page load and starts the store once rehydrated: the
 * client reads locale and token from the store, its loading overlay is the ui slice, and 40301 logs
 * out. The locale is the stored one (rehydrated over the preloaded one), else detected from the
 * browser languages (spec 4).
 */
export function createStorefrontStore(options: StorefrontStoreOptions): StorefrontStore {
  const { client, browserLanguages = [], preloadedState, ...deps } = options;
  const locale = detectLocale(browserLanguages);
  // The client is made before the store it reads from; its callbacks only run once calls are made.
  const ref: { store?: AppStore } = {};
  const api = createApiClient({
    ...client,
    getLocale: () => (ref.store ? selectLocale(ref.store.getState()) : locale),
    getToken: () => (ref.store ? selectToken(ref.store.getState()) : null),
    onLoading: (loading) => ref.store?.dispatch(loadingChanged(loading)),
    onSessionInvalid: () => {
      ref.store?.dispatch(loggedOut());
      client.onSessionInvalid?.();
    },
  });
  const store = makeStore({ locale: { value: locale }, ...preloadedState }, { ...deps, api });
  ref.store = store;
  const rehydrated = whenRehydrated(store).then((started) => {
    started.dispatch(appStarted());
    return started;
  });
  return { store, api, rehydrated };
}
