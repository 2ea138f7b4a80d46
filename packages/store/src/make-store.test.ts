import { describe, expect, it, vi } from 'vitest';
import { type ApiClient, ApiError } from '@storefront/api-client';
import type { ProductList } from '@storefront/api-contract';
import { localeChanged, selectLocale } from './locale-slice.js';
import { makeStore } from './make-store.js';
import { shopApi } from './shop-api.js';

const page: ProductList = {
  items: [
    {
      product_id: 'p-1',
      sku: 'SKU-1',
      category_id: 'snacks',
      display_name: '鳳梨酥',
      marked_price: 480,
      selling_price: 420,
      stock: 10,
      images: [],
    },
  ],
  total: 1,
  page: 1,
  page_size: 24,
};

/** A client whose catalogue calls are spies; the store under test uses no other call. */
function clientWith(overrides: Partial<ApiClient>): ApiClient {
  const calls: Partial<ApiClient> = {
    listProducts: vi.fn(async () => page),
    listCategories: vi.fn(async () => []),
    ...overrides,
  };
  return calls as ApiClient;
}

describe('makeStore', () => {
  it('starts in tw and rejects an unsupported locale', () => {
    const store = makeStore(undefined, { api: clientWith({}) });
    expect(selectLocale(store.getState())).toBe('tw');
    store.dispatch(localeChanged('en'));
    expect(selectLocale(store.getState())).toBe('en');
    store.dispatch(localeChanged('fr'));
    expect(selectLocale(store.getState())).toBe('en');
  });

  it('accepts a preloaded state', () => {
    const store = makeStore({ locale: { value: 'cn' } }, { api: clientWith({}) });
    expect(selectLocale(store.getState())).toBe('cn');
  });

  it('fetches the product list through the injected client and caches it per argument', async () => {
    const api = clientWith({});
    const store = makeStore(undefined, { api });
    const first = await store.dispatch(shopApi.endpoints.listProducts.initiate({ page: 1 }));
    expect(first.data).toEqual(page);
    await store.dispatch(shopApi.endpoints.listProducts.initiate({ page: 1 }));
    expect(api.listProducts).toHaveBeenCalledTimes(1);
    await store.dispatch(shopApi.endpoints.listProducts.initiate({ page: 2 }));
    expect(api.listProducts).toHaveBeenCalledTimes(2);
    expect(api.listProducts).toHaveBeenLastCalledWith({ query: { page: 2 } });
    expect(shopApi.endpoints.listProducts.select({ page: 1 })(store.getState()).data?.items[0]?.display_name).toBe('鳳梨酥');
  });

  it('tells its subscribers of an answer in the task that brought it, not a frame later', async () => {
    const store = makeStore(undefined, { api: clientWith({}) });
    const heard: (number | undefined)[] = [];
    store.subscribe(() => heard.push(shopApi.endpoints.listProducts.select({ page: 1 })(store.getState()).data?.total));
    const request = store.dispatch(shopApi.endpoints.listProducts.initiate({ page: 1 }));
    await request;
    // Only microtasks have run since the answer was stored: no timer and no animation frame.
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(heard.at(-1)).toBe(1);
    request.unsubscribe();
  });

  it('keeps a failed call as plain, serialisable error data', async () => {
    const api = clientWith({
      listCategories: vi.fn(async () => {
        throw new ApiError('server', 'Parameter error: please check what you entered and try again.', 40004, 400);
      }),
    });
    const store = makeStore(undefined, { api });
    const result = await store.dispatch(shopApi.endpoints.listCategories.initiate());
    expect(result.error).toEqual({
      kind: 'server',
      message: 'Parameter error: please check what you entered and try again.',
      code: 40004,
      status: 400,
    });
    const cached = shopApi.endpoints.listCategories.select()(store.getState());
    expect(cached.isError).toBe(true);
    expect(structuredClone(cached.error)).toEqual(result.error);
  });
});
