import { describe, expect, it, vi } from 'vitest';
import { appStarted } from './app-events.js';
import { loggedIn, selectIsAuthorized, selectToken } from './auth-slice.js';
import { selectCartItems, selectIsCartInitialised, selectSelectedCartKeys } from './cart-slice.js';
import { changeCartItemAmount } from './cart-thunks.js';
import { createStorefrontStore } from './create-storefront-store.js';
import { makeStore } from './make-store.js';
import { shopApi } from './shop-api.js';
import { cartLine, fakeApi, recordingAnalytics, settle, TOKEN, user } from './test-fakes.js';
import { selectUser } from './user-slice.js';

const credentials = { account: 'mei@example.com', password: 'secret123' };

/** A store logged in through the login call, with its fakes. */
async function loggedInStore() {
  const api = fakeApi({ login: vi.fn(async () => ({ token: TOKEN })), logout: vi.fn(), listOrders: vi.fn() });
  const analytics = recordingAnalytics();
  const store = makeStore(undefined, { api, analytics });
  await store.dispatch(shopApi.endpoints.login.initiate(credentials));
  await settle();
  return { api, analytics, store };
}

describe('login', () => {
  it('holds the token, loads profile and cart once, and sets the analytics user id', async () => {
    const { api, analytics, store } = await loggedInStore();
    const state = store.getState();
    expect(selectToken(state)).toBe(TOKEN);
    expect(selectIsAuthorized(state)).toBe(true);
    expect(selectUser(state)).toEqual(user);
    expect(selectIsCartInitialised(state)).toBe(true);
    expect(selectCartItems(state)).toEqual([cartLine()]);
    expect(api.getCart).toHaveBeenCalledTimes(1);
    expect(api.getPersonal).toHaveBeenCalledTimes(1);
    expect(analytics.calls).toEqual([
      ['track', 'login'],
      ['login', 'u-1'],
    ]);
    expect(analytics.events[0]).toEqual({ name: 'login', params: { method: 'email' } });
  });

  it('tells analytics how the shopper signed in: Google and WeChat are auto, signing up is sign_up then auto_after_signup', async () => {
    const answer = vi.fn(async () => ({ token: TOKEN }));
    const google = recordingAnalytics();
    await makeStore(undefined, { api: fakeApi({ firebaseLogin: answer }), analytics: google }).dispatch(
      shopApi.endpoints.firebaseLogin.initiate({ id_token: 'google-id-token' }),
    );
    const weChat = recordingAnalytics();
    await makeStore(undefined, { api: fakeApi({ weixinLogin: answer }), analytics: weChat }).dispatch(
      shopApi.endpoints.weixinLogin.initiate({ code: 'wx-code' }),
    );
    expect(google.events).toEqual([{ name: 'login', params: { method: 'auto' } }]);
    expect(weChat.events).toEqual([{ name: 'login', params: { method: 'auto' } }]);
    const analytics = recordingAnalytics();
    const store = makeStore(undefined, { api: fakeApi({ register: answer }), analytics });
    await store.dispatch(shopApi.endpoints.register.initiate({ ...credentials, verification_code: '123456' }));
    expect(analytics.events).toEqual([
      { name: 'sign_up', params: { method: 'email' } },
      { name: 'login', params: { method: 'auto_after_signup' } },
    ]);
    expect(selectToken(store.getState())).toBe(TOKEN);
  });

  it('leaves the store logged out when the login call fails', async () => {
    const analytics = recordingAnalytics();
    const api = fakeApi({ login: vi.fn(async () => Promise.reject(new Error('account or password incorrect'))) });
    const store = makeStore(undefined, { api, analytics });
    await store.dispatch(shopApi.endpoints.login.initiate(credentials));
    expect(selectToken(store.getState())).toBeNull();
    expect(analytics.calls).toEqual([]);
    expect(api.getCart).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('clears user info, login flag and token, empties the cart, marks it uninitialised and clears the analytics user id', async () => {
    const { api, analytics, store } = await loggedInStore();
    vi.mocked(api.logout).mockImplementation(async () => null);
    // The cart's first load ticked its line.
    expect(selectSelectedCartKeys(store.getState())).toEqual(['p-1']);
    await store.dispatch(shopApi.endpoints.logout.initiate());
    const state = store.getState();
    expect(selectToken(state)).toBeNull();
    expect(selectIsAuthorized(state)).toBe(false);
    expect(selectUser(state)).toBeNull();
    expect(selectCartItems(state)).toEqual([]);
    expect(selectIsCartInitialised(state)).toBe(false);
    expect(selectSelectedCartKeys(state)).toEqual([]);
    expect(analytics.calls.at(-1)).toEqual(['logout', undefined]);
    expect(api.logout).toHaveBeenCalledTimes(1);
  });

  it('ends the session even when the logout call fails', async () => {
    const { api, store } = await loggedInStore();
    vi.mocked(api.logout).mockRejectedValue(new Error('network down'));
    await store.dispatch(shopApi.endpoints.logout.initiate());
    expect(selectToken(store.getState())).toBeNull();
  });

  it('stops refetching the cart once logged out', async () => {
    const { api, store } = await loggedInStore();
    await store.dispatch(shopApi.endpoints.logout.initiate());
    await store.dispatch(shopApi.util.invalidateTags(['Cart']));
    await settle();
    expect(api.getCart).toHaveBeenCalledTimes(1);
  });

  it('happens when a call answers 40301: the app is told after the store logged out', async () => {
    const fetch = vi.fn(async () => Response.json({ error_code: 40301, error_msg: 'please log in again' }, { status: 403 }));
    const onSessionInvalid = vi.fn();
    const analytics = recordingAnalytics();
    const { store } = createStorefrontStore({
      client: { baseUrl: '/v1', fetch, onSessionInvalid },
      analytics,
      preloadedState: { auth: { token: TOKEN, authorized: true } },
    });
    await settle();
    expect(fetch).toHaveBeenCalled();
    expect(selectToken(store.getState())).toBeNull();
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
    expect(analytics.calls).toContainEqual(['logout', undefined]);
  });
});

describe('app start with a stored session', () => {
  it('loads the cart once when a token exists, and the profile when the login flag is set but no user is loaded', async () => {
    const api = fakeApi();
    const analytics = recordingAnalytics();
    const store = makeStore({ auth: { token: TOKEN, authorized: true } }, { api, analytics });
    store.dispatch(appStarted());
    store.dispatch(appStarted());
    await settle();
    expect(api.getCart).toHaveBeenCalledTimes(1);
    expect(api.getPersonal).toHaveBeenCalledTimes(1);
    expect(selectIsCartInitialised(store.getState())).toBe(true);
    expect(analytics.calls).toEqual([['login', 'u-1']]);
  });

  it('loads neither without a token', async () => {
    const api = fakeApi();
    const store = makeStore(undefined, { api });
    store.dispatch(appStarted());
    await settle();
    expect(api.getCart).not.toHaveBeenCalled();
    expect(api.getPersonal).not.toHaveBeenCalled();
    expect(selectIsCartInitialised(store.getState())).toBe(false);
  });

  it('sends the stored token with every call through the wired client', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({ data: { items: [], subtotal: 0, shipping_fee: 0, total: 0 } }),
    );
    createStorefrontStore({
      client: { baseUrl: '/v1', fetch },
      preloadedState: { auth: { token: TOKEN, authorized: false } },
    });
    await settle();
    const cartCall = fetch.mock.calls.find(([url]) => String(url).endsWith('/cart'));
    expect(cartCall?.[0]).toBe('/v1/cart');
    expect(new Headers(cartCall?.[1]?.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
  });
});

describe('cart refetch', () => {
  it('refetches the cart after each quantity change and delete', async () => {
    const { api, store } = await loggedInStore();
    const line = cartLine();
    await store.dispatch(changeCartItemAmount({ line, amount: 3 }));
    await settle();
    expect(api.getCart).toHaveBeenCalledTimes(2);
    await store.dispatch(changeCartItemAmount({ line, amount: 0 }));
    await settle();
    expect(api.getCart).toHaveBeenCalledTimes(3);
    expect(api.updateCart).toHaveBeenLastCalledWith({ body: { product_id: 'p-1', update_amount: 0, sub_product_infos: [] } });
  });

  it('a new session does not reuse what the last one cached', async () => {
    const { api, store } = await loggedInStore();
    vi.mocked(api.listOrders).mockResolvedValue({ items: [], total: 0, page: 1, page_size: 10 });
    const orders = store.dispatch(shopApi.endpoints.listOrders.initiate());
    await orders;
    orders.unsubscribe();
    await store.dispatch(shopApi.endpoints.logout.initiate());
    store.dispatch(loggedIn({ token: TOKEN, method: 'email' }));
    await settle();
    await store.dispatch(shopApi.endpoints.listOrders.initiate(undefined, { subscribe: false }));
    expect(api.getCart).toHaveBeenCalledTimes(2);
    expect(api.getPersonal).toHaveBeenCalledTimes(2);
    expect(api.listOrders).toHaveBeenCalledTimes(2);
  });
});
