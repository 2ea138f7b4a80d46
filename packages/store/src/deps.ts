import type { Analytics } from '@storefront/analytics';
import type { ApiClient } from '@storefront/api-client';

/** The part of the Web Storage API the store uses, so tests and SSR pass their own. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where the store keeps what outlives the page (spec 4): localStorage and sessionStorage, injected. */
export interface StoreStorage {
  readonly local: KeyValueStorage;
  readonly session: KeyValueStorage;
}

/**
 * What the store needs from its environment, injected so tests and SSR never touch window:
 * the api-client instance (required); the analytics tracker, the two storages, a page reload
 * and a clock (each optional: without analytics nothing is tracked, without storage nothing is
 * read or saved, without reload a locale change only saves and shows the overlay).
 */
export interface StoreDeps {
  readonly api: ApiClient;
  readonly analytics?: Analytics;
  readonly storage?: StoreStorage;
  /** Reloads the page, e.g. () => window.location.reload(); called after a locale change. */
  readonly reload?: () => void;
  /** The current time in ms; default Date.now. Decides whether today's exchange rate is fetched. */
  readonly now?: () => number;
  /**
   * The storefront's origin (window.location.origin), sent with a checkout and a payment as
   * `storefront_origin` so that the payment returns, and the order mail links, to this storefront.
   */
  readonly storefrontOrigin?: string;
}
