import { createApiClient } from '@storefront/api-client';
import { detectLocale, type Locale } from '@storefront/domain';
import { createI18n } from '@storefront/i18n';
import { makeStore, selectLocale } from '@storefront/store';

/** What the app reads from its environment, passed in so tests can build the same app. */
export interface AppEnvironment {
  /** Base URL of the shop API including /v1. */
  readonly apiBaseUrl: string;
  /** The storefront's host, sent to the API as `website`. */
  readonly website: string;
  /** The language saved under the `lang` key, if any. */
  readonly storedLocale: string | null;
  /** The browser's preferred languages, best first. */
  readonly browserLanguages: readonly string[];
}

/** Wires api-client, store and i18n together for one page load. */
export function createApp(env: AppEnvironment) {
  const locale: Locale = detectLocale(env.browserLanguages, env.storedLocale);
  // The client reads the locale from the store on every call, so both always agree.
  let getLocale = (): Locale => locale;
  const api = createApiClient({ baseUrl: env.apiBaseUrl, website: env.website, getLocale: () => getLocale() });
  const store = makeStore({ locale: { value: locale } }, { api });
  getLocale = () => selectLocale(store.getState());
  const i18n = createI18n(locale);
  return { api, store, i18n };
}

/** The wired app: what the providers need. */
export type StorefrontApp = ReturnType<typeof createApp>;
