import { createAnalytics, type DataLayer } from '@storefront/analytics';
import { detectLocale, type Locale } from '@storefront/domain';
import type { I18n } from '@storefront/i18n';
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

/** The page's language: the stored one when it is one of ours, else the browser's (spec 4); the store decides the same. */
export function appLocale(env: Pick<AppEnvironment, 'browserLanguages' | 'storage'>): Locale {
  return detectLocale(env.browserLanguages, env.storage.local.getItem(STORAGE_KEYS.lang));
}

/** Wires api-client, store, analytics and the translations (made for appLocale(env)) together for one page load. */
export function createApp(env: AppEnvironment, i18n: I18n) {
  const analytics = createAnalytics({ dataLayer: env.dataLayer, origin: env.origin, language: i18n.locale });
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
