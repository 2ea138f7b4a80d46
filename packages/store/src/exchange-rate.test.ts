import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStarted } from './app-events.js';
import { refreshExchangeRate, selectExchangeRateFetchedAt, selectExchangeRates } from './exchange-rate-slice.js';
import { makeStore } from './make-store.js';
import { shopApi } from './shop-api.js';
import { fakeApi, NOON, settle } from './test-fakes.js';
import { STARTUP_LOADING_MS } from './ui-slice.js';

const HOUR = 3_600_000;
const stored = { rates: [{ exchange: 'USD', exrate: 0.03 }], fetchedAt: NOON - 11 * HOUR };
/** A language whose prices are shown approximately too (CNY), so the rates are wanted at once. */
const simplifiedChinese = { locale: { value: 'cn' as const } };

afterEach(() => {
  vi.useRealTimers();
});

describe('exchange rate', () => {
  it('is fetched at start when none was fetched, with the time it was fetched', async () => {
    const api = fakeApi();
    const store = makeStore(simplifiedChinese, { api, now: () => NOON });
    store.dispatch(appStarted());
    await settle();
    expect(api.getCurrencyRates).toHaveBeenCalledTimes(1);
    expect(selectExchangeRates(store.getState())).toEqual([{ exchange: 'USD', exrate: 0.031 }]);
    expect(selectExchangeRateFetchedAt(store.getState())).toBe(NOON);
  });

  it('is asked for after the calls the page starts as the app starts', async () => {
    const getHome = vi.fn(async () => ({ banners: [] }) as never);
    const api = fakeApi({ getHome });
    const store = makeStore(simplifiedChinese, { api, now: () => NOON });
    store.dispatch(appStarted());
    await Promise.resolve();
    store.dispatch(shopApi.util.prefetch('getHome', undefined, {}));
    await settle();
    expect(api.getCurrencyRates).toHaveBeenCalledTimes(1);
    expect(getHome.mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(api.getCurrencyRates).mock.invocationCallOrder[0]!);
  });

  it('is asked for once the start-up is over where no price shows it (tw)', async () => {
    vi.useFakeTimers();
    const api = fakeApi();
    const store = makeStore({ locale: { value: 'tw' } }, { api, now: () => NOON });
    store.dispatch(appStarted());
    await vi.advanceTimersByTimeAsync(STARTUP_LOADING_MS - 1);
    expect(api.getCurrencyRates).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.getCurrencyRates).toHaveBeenCalledTimes(1);
    expect(selectExchangeRates(store.getState())).toEqual([{ exchange: 'USD', exrate: 0.031 }]);
  });

  it('is not fetched again the same UTC day', async () => {
    const api = fakeApi();
    const store = makeStore({ exchangeRate: stored }, { api, now: () => NOON + 11 * HOUR });
    store.dispatch(appStarted());
    await store.dispatch(refreshExchangeRate());
    await settle();
    expect(api.getCurrencyRates).not.toHaveBeenCalled();
    expect(selectExchangeRates(store.getState())).toEqual(stored.rates);
  });

  it('is fetched again on the next UTC day', async () => {
    const api = fakeApi();
    const store = makeStore({ exchangeRate: stored }, { api, now: () => NOON + 12 * HOUR });
    await store.dispatch(refreshExchangeRate());
    expect(api.getCurrencyRates).toHaveBeenCalledTimes(1);
    expect(selectExchangeRateFetchedAt(store.getState())).toBe(NOON + 12 * HOUR);
  });

  it('keeps the last rates when the fetch fails', async () => {
    const api = fakeApi({ getCurrencyRates: vi.fn(async () => Promise.reject(new Error('offline'))) });
    const store = makeStore({ exchangeRate: stored }, { api, now: () => NOON + 24 * HOUR });
    const result = await store.dispatch(refreshExchangeRate());
    expect(result.meta.requestStatus).toBe('rejected');
    expect(store.getState().exchangeRate).toEqual(stored);
  });
});
