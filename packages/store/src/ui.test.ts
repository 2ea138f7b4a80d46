import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStarted } from './app-events.js';
import { createStorefrontStore } from './create-storefront-store.js';
import { makeStore } from './make-store.js';
import { shopApi } from './shop-api.js';
import { fakeApi } from './test-fakes.js';
import { loadingChanged, selectIsLoading, selectLoadingText, STARTUP_LOADING_MS, startupEnded } from './ui-slice.js';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('loading overlay', () => {
  it('is on at start and off after 1 s', async () => {
    const store = makeStore(undefined, { api: fakeApi() });
    expect(selectIsLoading(store.getState())).toBe(true);
    store.dispatch(appStarted());
    await vi.advanceTimersByTimeAsync(STARTUP_LOADING_MS - 1);
    expect(selectIsLoading(store.getState())).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectIsLoading(store.getState())).toBe(false);
  });

  it('is toggled with a text, and start-up ending leaves a running request shown', () => {
    const store = makeStore(undefined, { api: fakeApi() });
    store.dispatch(loadingChanged(true, 'Switching language'));
    store.dispatch(startupEnded());
    expect(selectIsLoading(store.getState())).toBe(true);
    expect(selectLoadingText(store.getState())).toBe('Switching language');
    store.dispatch(loadingChanged(false));
    expect(selectIsLoading(store.getState())).toBe(false);
    expect(selectLoadingText(store.getState())).toBeNull();
  });

  it('follows the calls that ask for loading through the wired client', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn<typeof globalThis.fetch>(
      (url) =>
        new Promise<Response>((resolve) => {
          if (String(url).endsWith('/index')) answer = resolve;
          else resolve(Response.json({ data: [] }));
        }),
    );
    const { store } = createStorefrontStore({ client: { baseUrl: '/v1', fetch } });
    await vi.advanceTimersByTimeAsync(STARTUP_LOADING_MS);
    expect(selectIsLoading(store.getState())).toBe(false);
    const home = store.dispatch(shopApi.endpoints.getHome.initiate());
    await vi.advanceTimersByTimeAsync(0);
    expect(selectIsLoading(store.getState())).toBe(true);
    answer(Response.json({ data: { banners: [], sections: [] } }));
    await home;
    expect(selectIsLoading(store.getState())).toBe(false);
    home.unsubscribe();
  });
});
