// Everything but React, from the packages' main entry points: what a team wires up first.
import { addToCart, createAnalytics, type AnalyticsLine, type DataLayer } from '@storefront/analytics';
import { createApiClient, type ApiClient } from '@storefront/api-client';
import { fillPath, routes, type Category } from '@storefront/api-contract';
import { formatTwd, subtotal, type CartLine, type Locale } from '@storefront/domain';
import { createI18n, type I18n } from '@storefront/i18n';
import en from '@storefront/i18n/resources/en.json' with { type: 'json' };
import { makeStore, selectLocale, shopApi, type AppStore } from '@storefront/store';

/** The shop's parts as another team's app makes them. */
export interface Shop {
  readonly api: ApiClient;
  readonly store: AppStore;
  readonly i18n: I18n;
  readonly track: (line: AnalyticsLine) => void;
}

/** Makes the client, the store, the translator and the tracker for an API at baseUrl. */
export function createShop(baseUrl: string, locale: Locale, dataLayer: DataLayer): Shop {
  const api = createApiClient({ baseUrl, getLocale: () => locale });
  const analytics = createAnalytics({ dataLayer, origin: 'https://shop.example.test', language: locale });
  const store = makeStore({ locale: { value: locale } }, { api, analytics });
  return { api, store, i18n: createI18n(locale), track: (line) => analytics.track(addToCart(line)) };
}

/** The cart's total as the shop writes it, e.g. 'NT$2,560'. */
export function cartTotal(lines: readonly CartLine[], locale: Locale): string {
  return formatTwd(subtotal(lines), locale);
}

/** The product page's address for an id, by the contract's route table. */
export function productPath(productId: string): string {
  return fillPath(routes.getProduct.path, { product_id: productId });
}

/** The categories, fetched by the store through the API client. */
export async function loadCategories(store: AppStore): Promise<readonly Category[]> {
  const result = await store.dispatch(shopApi.endpoints.listCategories.initiate(undefined));
  return result.data ?? [];
}

/** The store's language, read through its selector. */
export function storeLocale(store: AppStore): Locale {
  return selectLocale(store.getState());
}

/** An English text straight from the shipped JSON resources. */
export const englishCartHeading: string = en.cart.heading;
