// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderCreated } from '@storefront/api-contract';
import { ageVerified, selectIsAgeVerified } from './age-gate-slice.js';
import { appStarted } from './app-events.js';
import { selectIsAuthorized, selectToken } from './auth-slice.js';
import { cartSelectionChanged, selectSelectedCartKeys } from './cart-slice.js';
import {
  type CheckoutDraft,
  checkoutDraftSaved,
  checkoutStarted,
  purchaseTracked,
  selectCheckoutDraft,
  selectQrCode,
} from './checkout-slice.js';
import type { StoreStorage } from './deps.js';
import { refreshExchangeRate, selectExchangeRateFetchedAt, selectExchangeRates } from './exchange-rate-slice.js';
import { localeChanged, selectLocale } from './locale-slice.js';
import { makeStore, selectIsRehydrated, whenRehydrated } from './make-store.js';
import { STORAGE_KEYS } from './persistence.js';
import { shopApi } from './shop-api.js';
import { cartLine, cartOf, fakeApi, NOON, orderBody, settle, TOKEN } from './test-fakes.js';

/** The page's own storages, as the app injects them. */
const storage: StoreStorage = { local: window.localStorage, session: window.sessionStorage };

const qrCode = { amount: 860, type: 'alipay', QRCode: 'https://qr.alipay.com/abc' } as const;
const created: OrderCreated = {
  order_ids: ['o-1'],
  payment: { purchase_id: 'pu-1', payment_method: 'alipay', amount: 860, payment_url: null, qr_code: qrCode },
};
const lines = [cartLine(), cartLine({ product_id: 'p-2', sku: 'SKU-2' })];

/** What each key holds once the session below ran. */
const LOCAL = ['authorized', 'exchangeRate', 'lang', 'token'];
const SESSION = ['ageVerified', 'cartSelected', 'placedPurchase', 'qrCode', 'trackedPurchases'];

function keysOf(store: Storage): string[] {
  return Array.from({ length: store.length }, (_, index) => store.key(index) ?? '').sort();
}

/**
 * Logs in, fills every persisted slice through the store's own actions, then changes the locale.
 * It starts in simplified Chinese, which shows prices approximately too: the rates come at start.
 */
async function runSession() {
  const api = fakeApi({
    login: vi.fn(async () => ({ token: TOKEN })),
    getCart: vi.fn(async () => cartOf(lines)),
    createOrder: vi.fn(async () => created),
  });
  const store = await whenRehydrated(makeStore({ locale: { value: 'cn' } }, { api, storage, now: () => NOON, reload: vi.fn() }));
  store.dispatch(appStarted());
  await store.dispatch(shopApi.endpoints.login.initiate({ account: 'mei@example.com', password: 'secret123' }));
  await settle();
  store.dispatch(ageVerified());
  store.dispatch(cartSelectionChanged(['p-1', 'p-2']));
  store.dispatch(checkoutStarted(lines));
  await store.dispatch(shopApi.endpoints.createOrder.initiate({ ...orderBody, payment_method: 'alipay' }));
  store.dispatch(purchaseTracked('pu-0'));
  store.dispatch(localeChanged('en'));
  return store;
}

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('persistence (spec 4)', () => {
  it('puts token, login flag, exchange rate and lang in localStorage; age flag, selection and QR data in sessionStorage', async () => {
    await runSession();
    expect(keysOf(window.localStorage)).toEqual(LOCAL);
    expect(keysOf(window.sessionStorage)).toEqual(SESSION);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe(TOKEN);
    expect(window.localStorage.getItem(STORAGE_KEYS.authorized)).toBe('true');
    expect(window.localStorage.getItem(STORAGE_KEYS.lang)).toBe('en');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.exchangeRate) ?? '')).toEqual({
      rates: [{ exchange: 'USD', exrate: 0.031 }],
      fetchedAt: NOON,
    });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.ageVerified)).toBe('true');
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.cartSelected) ?? '')).toEqual(['p-1', 'p-2']);
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.qrCode) ?? '')).toEqual(qrCode);
  });

  it('survives a reload: a new store from the same storages starts where the last one was', async () => {
    await runSession();
    const api = fakeApi({ getCart: vi.fn(async () => cartOf(lines)) });
    const reloaded = await whenRehydrated(makeStore(undefined, { api, storage, now: () => NOON }));
    const state = reloaded.getState();
    expect(selectToken(state)).toBe(TOKEN);
    expect(selectIsAuthorized(state)).toBe(true);
    expect(selectLocale(state)).toBe('en');
    expect(selectIsAgeVerified(state)).toBe(true);
    expect(selectSelectedCartKeys(state)).toEqual(['p-1', 'p-2']);
    expect(selectQrCode(state)).toEqual(qrCode);
    expect(selectExchangeRates(state)).toEqual([{ exchange: 'USD', exrate: 0.031 }]);
    expect(selectExchangeRateFetchedAt(state)).toBe(NOON);
    expect(state.checkout.placed?.purchaseId).toBe('pu-1');
    expect(state.checkout.trackedPurchaseIds).toEqual(['pu-0']);
    reloaded.dispatch(appStarted());
    await settle();
    expect(api.getCurrencyRates).not.toHaveBeenCalled();
    expect(api.getCart).toHaveBeenCalledTimes(1);
    expect(selectSelectedCartKeys(reloaded.getState())).toEqual(['p-1', 'p-2']);
  });

  it('keeps a choice of nothing for the session: after unticking every line, a reload ticks none again', async () => {
    const store = await runSession();
    store.dispatch(cartSelectionChanged([]));
    expect(window.sessionStorage.getItem(STORAGE_KEYS.cartSelected)).toBe('[]');
    const reloaded = await whenRehydrated(
      makeStore(undefined, { api: fakeApi({ getCart: vi.fn(async () => cartOf(lines)) }), storage, now: () => NOON }),
    );
    reloaded.dispatch(appStarted());
    await settle();
    expect(selectSelectedCartKeys(reloaded.getState())).toEqual([]);
  });

  it('removes the session from localStorage on logout and the selection from sessionStorage', async () => {
    const store = await runSession();
    await store.dispatch(shopApi.endpoints.logout.initiate());
    expect(keysOf(window.localStorage)).toEqual(['exchangeRate', 'lang']);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.cartSelected)).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.ageVerified)).toBe('true');
  });

  const garbage: Record<string, readonly string[]> = {
    token: ['', 'undefined', 'null', 'not a jwt', `${TOKEN} `, 'a.b.c.d', `${'a'.repeat(4096)}.b.c`, JSON.stringify({ token: TOKEN })],
    authorized: ['yes', '1', '"true"', '{}'],
    exchangeRate: [
      '{',
      'null',
      '[]',
      '{"rates":[{"exchange":"usd","exrate":0.03}],"fetchedAt":1}',
      '{"rates":[{"exchange":"USD","exrate":-1}],"fetchedAt":1}',
      '{"rates":[],"fetchedAt":"today"}',
      '{"rates":{},"fetchedAt":1}',
      '{"rates":[{"exchange":"USD","exrate":0.03,"date":"yesterday"}],"fetchedAt":1}',
      '{"_persist":{"version":-1,"rehydrated":true}}',
    ],
    lang: ['fr', 'zh-TW', '"en"', 'toString', '__proto__'],
    ageVerified: ['1', 'verified', 'TRUE'],
    cartSelected: ['{', '"p-1"', '[1,2]', '[""]', '{"0":"p-1"}', 'null', '{"selected":["p-1"],"selectionKept":true}'],
    qrCode: [
      '{',
      '{"amount":1,"type":"cash","QRCode":"x"}',
      '{"amount":-1,"type":"alipay","QRCode":"x"}',
      '{"amount":1,"type":"alipay","QRCode":""}',
      '{"amount":1.5,"type":"alipay","QRCode":"x"}',
      `{"amount":1,"type":"alipay","QRCode":"${'x'.repeat(4097)}"}`,
      '[]',
    ],
    placedPurchase: [
      '{',
      '{"purchaseId":"","value":1,"shipping":0,"lines":[]}',
      '{"purchaseId":"pu-1","value":1,"shipping":0,"lines":[{"display_name":"x"}]}',
      '{"purchaseId":"pu-1","value":1,"shipping":0,"lines":{}}',
    ],
    trackedPurchases: ['{', '"pu-1"', '[null]', '{}'],
  };

  it.each(Object.entries(garbage))('ignores and removes garbage under %s, and the store starts', async (key, values) => {
    const inLocal = LOCAL.includes(key);
    const target = inLocal ? window.localStorage : window.sessionStorage;
    expect(inLocal || SESSION.includes(key)).toBe(true);
    for (const value of values) {
      // The stored session must not depend on the key under test.
      if (key !== 'token') window.localStorage.setItem(STORAGE_KEYS.token, TOKEN);
      target.setItem(key, value);
      const api = fakeApi({ getCart: vi.fn(async () => cartOf(lines)) });
      const store = await whenRehydrated(makeStore(undefined, { api, storage, now: () => NOON }));
      expect(target.getItem(key), `${key}=${value}`).toBeNull();
      store.dispatch(appStarted());
      await settle();
      const state = store.getState();
      expect(selectLocale(state)).toBe('tw');
      expect(selectIsAgeVerified(state)).toBe(false);
      // No choice stored: a member's first cart load ticks every line; without a token there is no cart.
      expect(selectSelectedCartKeys(state)).toEqual(key === 'token' ? [] : ['p-1', 'p-2']);
      expect(selectQrCode(state)).toBeNull();
      expect(state.checkout.placed).toBeNull();
      expect(state.checkout.trackedPurchaseIds).toEqual([]);
      expect(selectIsAuthorized(state)).toBe(false);
      if (key === 'token') expect(selectToken(state)).toBeNull();
      else expect(selectToken(state)).toBe(TOKEN);
      if (key === 'exchangeRate') {
        // Garbage is no rate at all: the day's refresh asks for one.
        await store.dispatch(refreshExchangeRate());
        expect(api.getCurrencyRates).toHaveBeenCalledTimes(1);
      }
      window.localStorage.clear();
      window.sessionStorage.clear();
    }
  });

  it('starts when every key holds garbage at once, and when the storages throw', async () => {
    for (const [key, values] of Object.entries(garbage)) {
      (LOCAL.includes(key) ? window.localStorage : window.sessionStorage).setItem(key, values[0] ?? '');
    }
    const store = await whenRehydrated(makeStore(undefined, { api: fakeApi(), storage, now: () => NOON }));
    store.dispatch(appStarted());
    expect(selectToken(store.getState())).toBeNull();
    expect(keysOf(window.sessionStorage)).toEqual([]);

    const broken: Storage['getItem'] = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const blocked = {
      local: { getItem: broken, setItem: broken, removeItem: broken },
      session: { getItem: broken, setItem: broken, removeItem: broken },
    };
    const offline = await whenRehydrated(makeStore(undefined, { api: fakeApi(), storage: blocked, reload: vi.fn() }));
    offline.dispatch(ageVerified());
    offline.dispatch(localeChanged('en'));
    expect(selectIsAgeVerified(offline.getState())).toBe(true);
    expect(selectLocale(offline.getState())).toBe('en');
  });
});

describe('persistence through redux-persist', () => {
  it('keeps each value under its own spec 4 key, never in one redux-persist blob', async () => {
    await runSession();
    const keys = [...keysOf(window.localStorage), ...keysOf(window.sessionStorage)];
    expect(keys.filter((key) => key.startsWith('persist:'))).toEqual([]);
    expect(keys.every((key) => (Object.values(STORAGE_KEYS) as string[]).includes(key))).toBe(true);
  });

  it('leaves alone the keys of another app, and of a slice that did not change', async () => {
    window.localStorage.setItem('persist:root', '{"auth":"{}"}');
    const store = await whenRehydrated(makeStore(undefined, { api: fakeApi(), storage, now: () => NOON }));
    // Another tab logs in after this one started: this tab's age gate must not write its own (empty) session over it.
    window.localStorage.setItem(STORAGE_KEYS.token, TOKEN);
    store.dispatch(ageVerified());
    expect(window.localStorage.getItem('persist:root')).toBe('{"auth":"{}"}');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe(TOKEN);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.ageVerified)).toBe('true');
  });

  it('rehydrates before the store is handed over, and a store without storages is ready at once', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, TOKEN);
    const store = makeStore(undefined, { api: fakeApi(), storage, now: () => NOON });
    expect(selectIsRehydrated(store.getState())).toBe(false);
    expect(selectToken((await whenRehydrated(store)).getState())).toBe(TOKEN);
    expect(selectIsRehydrated(makeStore(undefined, { api: fakeApi() }).getState())).toBe(true);
  });
});

describe('the checkout draft (sessionStorage checkoutDraft)', () => {
  const draft: CheckoutDraft = {
    recipient_name: '王小明',
    recipient_phone_code: '+886',
    recipient_mobile: '0912345678',
    recipient_email: 'visitor@example.com',
    country_code: 'TW',
    city: '臺北市',
    area: '中正區',
    address: '',
    postal_code: '100',
    shipping_method: 'cvs_pickup',
    pickup_store: { cvs_brand: 'family_mart', store_id: '001234', store_name: '仁愛店' },
  };
  const visitorStore = (api = fakeApi({ createOrder: vi.fn(async () => created), login: vi.fn(async () => ({ token: TOKEN })) })) =>
    whenRehydrated(makeStore(undefined, { api, storage, now: () => NOON, reload: vi.fn() }));

  it("keeps a visitor's typing for the session and starts a reloaded store with it", async () => {
    const store = await visitorStore();
    store.dispatch(checkoutDraftSaved(draft));
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.checkoutDraft) ?? '')).toEqual(draft);
    const reloaded = await visitorStore();
    expect(selectCheckoutDraft(reloaded.getState())).toEqual(draft);
  });

  it('removes it once the order is placed, and when a session starts or ends', async () => {
    const store = await visitorStore();
    store.dispatch(checkoutDraftSaved(draft));
    await store.dispatch(shopApi.endpoints.createOrder.initiate(orderBody));
    expect(window.sessionStorage.getItem(STORAGE_KEYS.checkoutDraft)).toBeNull();
    expect(selectCheckoutDraft(store.getState())).toBeNull();

    store.dispatch(checkoutDraftSaved(draft));
    await store.dispatch(shopApi.endpoints.login.initiate({ account: 'mei@example.com', password: 'secret123' }));
    expect(window.sessionStorage.getItem(STORAGE_KEYS.checkoutDraft)).toBeNull();

    store.dispatch(checkoutDraftSaved(draft));
    await store.dispatch(shopApi.endpoints.logout.initiate());
    expect(window.sessionStorage.getItem(STORAGE_KEYS.checkoutDraft)).toBeNull();
  });

  it.each([
    '{',
    'null',
    '[]',
    JSON.stringify({ ...draft, shipping_method: 'drone' }),
    JSON.stringify({ ...draft, recipient_name: 42 }),
    JSON.stringify({ ...draft, address: 'x'.repeat(201) }),
    JSON.stringify({ ...draft, pickup_store: { cvs_brand: 'corner_shop', store_id: '1', store_name: 'x' } }),
    JSON.stringify({ ...draft, pickup_store: { cvs_brand: 'hi_life', store_id: '', store_name: 'x' } }),
    JSON.stringify({ ...draft, recipient_email: undefined }),
  ])('drops garbage (%s): the store starts without a draft and the key is removed', async (raw) => {
    window.sessionStorage.setItem(STORAGE_KEYS.checkoutDraft, raw);
    const store = await visitorStore();
    expect(selectCheckoutDraft(store.getState())).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.checkoutDraft)).toBeNull();
  });

  it('keeps only the draft’s own fields', async () => {
    window.sessionStorage.setItem(
      STORAGE_KEYS.checkoutDraft,
      JSON.stringify({ ...draft, customs_id: 'A123456789', payment_method: 'alipay' }),
    );
    const store = await visitorStore();
    expect(selectCheckoutDraft(store.getState())).toEqual(draft);
  });
});
