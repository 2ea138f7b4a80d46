import { type Analytics, type AnalyticsTarget, createAnalytics } from '@storefront/analytics';
import type { ApiClient } from '@storefront/api-client';
import { addressLocale, detectLocale, LOCALE_PARAM, type Locale } from '@storefront/domain';
import type { I18n, Translate } from '@storefront/i18n';
import { type AppStore, createStorefrontStore, STORAGE_KEYS, type StoreStorage } from '@storefront/store';
import { createNotifier, type Notifier } from './notifier.js';

/** What the app reads from its environment, passed in so tests can build the same app. */
export interface AppEnvironment {
  /** Base URL of the shop API including /v1. */
  readonly apiBaseUrl: string;
  /** The storefront's host, sent to the API as `website`. */
  readonly website: string;
  /** Scheme and host of the storefront: the base of analytics page locations, and where payments and order mails lead back to. */
  readonly origin: string;
  /** The browser's local and session storage: the language under `lang` and the rest of spec 4's keys. */
  readonly storage: StoreStorage;
  /** The browser's preferred languages, best first. */
  readonly browserLanguages: readonly string[];
  /** Where analytics commands go: gtag.js's gtag for a GA4 measurement ID, else the dataLayer (Tag Manager reads it). */
  readonly analytics: AnalyticsTarget;
  /** Reloads the page after a language change (spec 4). */
  readonly reload: () => void;
  /** The browser's fetch, which the API calls go through. */
  readonly fetch: typeof fetch;
}

/** Where the app goes when the API says the session is no longer valid; set by the app root once the router renders. */
export interface SessionExit {
  /** Set by the router's owner: replaces the route with /login (spec 8, 40301). */
  toLogin: (() => void) | null;
}

/** The page's language: the stored one when it is one of ours, else the browser's (spec 4); the store decides the same. */
export function appLocale(env: Pick<AppEnvironment, 'browserLanguages' | 'storage'>): Locale {
  return detectLocale(env.browserLanguages, env.storage.local.getItem(STORAGE_KEYS.lang));
}

/**
 * An address that asks for a language (`?lang=en`: the hreflang links search engines follow, a
 * shared link) opens in it: the language is stored as the shopper's choice is (spec 4). The address
 * keeps its parameter: it is the page's canonical address in that language.
 */
export function adoptAddressLocale(href: string, storage: Storage): void {
  const locale = addressLocale(new URL(href).search);
  if (locale) storage.setItem(STORAGE_KEYS.lang, locale);
}

/**
 * The reload after a change of language (spec 4): the address loses its `?lang=`, which would
 * otherwise bring back the language the shopper just left.
 */
export function reloadInChosenLocale(location: Pick<Location, 'href' | 'replace'>): void {
  const address = new URL(location.href);
  address.searchParams.delete(LOCALE_PARAM);
  location.replace(address);
}

/**
 * Wires api-client, store and analytics together for one page load while the page's texts (made
 * for appLocale(env)) are still on their way, so that the page's calls can start at once. A call's
 * answer is taken in only once the texts are there, because its error messages are among them.
 * `ready` is the whole app, translations included, once they have loaded.
 */
export function createApp(env: AppEnvironment, texts: Promise<I18n>) {
  const analytics = createAnalytics({ ...env.analytics, origin: env.origin, language: appLocale(env) });
  const notifier = createNotifier();
  const sessionExit: SessionExit = { toLogin: null };
  // Until the texts are in, no answer is taken in and so no message is asked for.
  let translate: Translate = (key) => key;
  const translated = texts.then((i18n) => {
    translate = i18n.t;
    return i18n;
  });
  const settled = translated.then(
    () => undefined,
    () => undefined,
  );
  const { api, rehydrated } = createStorefrontStore({
    client: {
      baseUrl: env.apiBaseUrl,
      website: env.website,
      onErrorToast: (message) => notifier.notify('error', message),
      onSessionInvalid: () => sessionExit.toLogin?.(),
      messages: (key) => translate(`apiClient.${key}`),
      fetch: async (input, init) => {
        try {
          return await env.fetch(input, init);
        } finally {
          await settled;
        }
      },
    },
    browserLanguages: env.browserLanguages,
    storage: env.storage,
    reload: env.reload,
    analytics,
    storefrontOrigin: env.origin,
  });
  // The page's calls and its first render wait for the stored session (token, cart ticks, ...).
  const ready = Promise.all([translated, rehydrated]).then(([i18n, store]): StorefrontApp => ({
    api,
    store,
    analytics,
    i18n,
    notifier,
    sessionExit,
  }));
  return { store: rehydrated, ready };
}

/** The wired app with its translations: what the providers need. */
export interface StorefrontApp {
  readonly api: ApiClient;
  readonly store: AppStore;
  readonly analytics: Analytics;
  readonly i18n: I18n;
  readonly notifier: Notifier;
  readonly sessionExit: SessionExit;
}
