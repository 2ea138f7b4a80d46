import { vi } from 'vitest';
import type { Analytics, Ga4Event } from '@storefront/analytics';
import type { ApiClient } from '@storefront/api-client';
import { type Cart, type CartLine, type CreateOrderBody, type EndpointName, routes, type UserInfo } from '@storefront/api-contract';
import type { KeyValueStorage, StoreStorage } from './deps.js';

/** A jwt as the contract's pattern wants it. */
export const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1LTEifQ.c2lnbmF0dXJl';

/** 2026-03-10 12:00 UTC. */
export const NOON = Date.UTC(2026, 2, 10, 12);

export const user: UserInfo = {
  user_id: 'u-1',
  account_name: 'Mei',
  avatar_picture: '',
  account_status: 'active',
  phone_number: '',
  phone_code: '',
  gender: null,
  birthday_timestamp: null,
};

/** A checkout of one cart line, paid by WeChat Pay with a discount code. */
export const orderBody: CreateOrderBody = {
  items: [{ product_id: 'p-1', amount: 2 }],
  source: 'cart',
  recipient_name: 'Mei',
  recipient_phone_code: '+886',
  recipient_mobile: '912345678',
  recipient_email: 'mei@example.com',
  country_code: 'TW',
  city: 'Taipei',
  area: 'Xinyi',
  address: '1 Songren Rd',
  postal_code: '110',
  shipping_method: 'home_delivery',
  payment_method: 'wechat_pay',
  discount_code: 'SPRING',
  expected: { subtotal: 840, shipping_fee: 80, discount: 50, shipping_discount: 10, total: 860 },
  idempotency_key: 'order-key-0000000001',
};

/** A cart line of the contract, on sale, shipped from Taiwan. */
export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    product_id: 'p-1',
    sku: 'SKU-1',
    display_name: 'Pineapple cake',
    image_url: null,
    amount: 2,
    sub_product_infos: [],
    origin: 'TW',
    pre_order: false,
    available: true,
    expired: false,
    stock: 10,
    purchase_limit: null,
    marked_price: 480,
    selling_price: 420,
    overseas_tax: false,
    ...overrides,
  };
}

/** A cart holding the lines, totals as the server would answer them. */
export function cartOf(items: CartLine[]): Cart {
  const subtotal = items.reduce((sum, line) => sum + (line.selling_price ?? line.marked_price) * line.amount, 0);
  return { items, subtotal, shipping_fee: 0, total: subtotal };
}

/**
 * A client whose calls are spies: a member's cart and profile, today's rates, and whatever the
 * test overrides. A call no test set up rejects, so an unexpected call shows as a failed query.
 */
export function fakeApi(overrides: Partial<ApiClient> = {}): ApiClient {
  const calls: Partial<ApiClient> = {
    getCart: vi.fn(async () => cartOf([cartLine()])),
    getPersonal: vi.fn(async () => user),
    getCurrencyRates: vi.fn(async () => [{ exchange: 'USD', exrate: 0.031 }]),
    updateCart: vi.fn(async () => null),
    ...overrides,
  };
  const notFaked = (name: string) => async () => Promise.reject(new Error(`${name} is not faked`));
  return new Proxy(calls, {
    get: (target, name) => (typeof name === 'string' && name in routes ? (target[name as EndpointName] ?? notFaked(name)) : undefined),
  }) as ApiClient;
}

/** A tracker that records what the store told it, in order. */
export interface RecordingAnalytics extends Analytics {
  /** Every call as [method, argument]. */
  readonly calls: (readonly [string, unknown])[];
  /** The events tracked, in order. */
  readonly events: Ga4Event[];
}

/** An Analytics that records instead of sending. */
export function recordingAnalytics(): RecordingAnalytics {
  const calls: (readonly [string, unknown])[] = [];
  const events: Ga4Event[] = [];
  return {
    calls,
    events,
    pageView: (path) => calls.push(['pageView', path]),
    setLanguage: (locale) => calls.push(['setLanguage', locale]),
    login: (userId) => calls.push(['login', userId]),
    logout: () => calls.push(['logout', undefined]),
    track: (event) => {
      calls.push(['track', event.name]);
      events.push(event);
    },
  };
}

/** A Storage-like map, for tests that need no DOM. */
export function memoryStorage(): KeyValueStorage & { readonly entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

/** A localStorage and a sessionStorage in memory. */
export function memoryStorages(): StoreStorage & {
  readonly local: ReturnType<typeof memoryStorage>;
  readonly session: ReturnType<typeof memoryStorage>;
} {
  return { local: memoryStorage(), session: memoryStorage() };
}

/** Lets pending promises and RTK Query's follow-up dispatches settle. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
