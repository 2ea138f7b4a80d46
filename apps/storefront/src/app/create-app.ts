import { createAnalytics, type DataLayer } from '@storefront/analytics';
import { detectLocale } from '@storefront/domain';
import { createI18n } from '@storefront/i18n';
import { createStorefrontStore, STORAGE_KEYS, type StoreStorage } from '@storefront/store';
import { createNotifier } from './notifier.js';

/** What the app reads from its environment, passed in so tests can build the same app. */
export interface AppEnvironment {
  /** Base URL of the shop API including /v1. */
  readonly apiBaseUrl: string;
  /** The storefront's host, sent to the API as `website`. */
  readonly website: string;
  /** Scheme and host of the storefront, the base of analytics page locations. */
  readonly origin: string;
  /** The browser's local and session storage: the language under `lang` and the rest of spec 4's keys. */
  readonly storage: StoreStorage;
  /** The browser's preferred languages, best first. */
  readonly browserLanguages: readonly string[];
  /** Where analytics commands go until a GA4 measurement ID is configured (Tag Manager reads it). */
  readonly dataLayer: DataLayer;
  /** Reloads the page after a language change (spec 4). */
  readonly reload: () => void;
}

/** Where the app goes when the API says the session is no longer valid; the router is made after the app. */
export interface SessionExit {
  /** Set by the router's owner: replaces the route with /login (spec 8, 40301). */
  toLogin: (() => void) | null;
}

/** Wires api-client, store, analytics and i18n together for one page load. */
export function createApp(env: AppEnvironment) {
  // The stored language when it is one of ours, else the browser's (spec 4); the store decides the same.
  const locale = detectLocale(env.browserLanguages, env.storage.local.getItem(STORAGE_KEYS.lang));
  const analytics = createAnalytics({ dataLayer: env.dataLayer, origin: env.origin, language: locale });
  const i18n = createI18n(locale);
  const notifier = createNotifier();
  const sessionExit: SessionExit = { toLogin: null };
  const { store, api } = createStorefrontStore({
    client: {
      baseUrl: env.apiBaseUrl,
      website: env.website,
      onErrorToast: (message) => notifier.notify('error', message),
      onSessionInvalid: () => sessionExit.toLogin?.(),
      messages: (key) => i18n.t(`apiClient.${key}`),
    },
    browserLanguages: env.browserLanguages,
    storage: env.storage,
    reload: env.reload,
    analytics,
  });
  return { api, store, analytics, i18n, notifier, sessionExit };
}

/** The wired app: what the providers need. */
export type StorefrontApp = ReturnType<typeof createApp>;
