import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@storefront/api-client';

// A call the contract gains, as a later change would add it: only the route table knows it.
vi.mock('@storefront/api-contract', async (importOriginal) => {
  const contract = await importOriginal<typeof import('@storefront/api-contract')>();
  return {
    ...contract,
    routes: {
      ...contract.routes,
      listWishlist: { method: 'GET', path: '/wishlist', area: 'personal', auth: 'required' },
      addToWishlist: { method: 'POST', path: '/wishlist/:product_id', area: 'personal', auth: 'required' },
    },
  };
});

const { makeStore } = await import('./make-store.js');
const { shopApi } = await import('./shop-api.js');

type AnyEndpoint = { initiate: (arg?: unknown) => Parameters<ReturnType<typeof makeStore>['dispatch']>[0] };

describe('a call the contract adds', () => {
  it('is an endpoint of the store, a query or a mutation by its method, with nothing written in the store', async () => {
    const listWishlist = vi.fn(async () => [{ product_id: 'p-1' }]);
    const addToWishlist = vi.fn(async () => null);
    const store = makeStore({}, { api: { listWishlist, addToWishlist } as unknown as ApiClient });
    const endpoints = shopApi.endpoints as unknown as Record<string, AnyEndpoint>;

    const listed = (await store.dispatch(endpoints.listWishlist!.initiate())) as { data?: unknown };
    await store.dispatch(endpoints.listWishlist!.initiate());
    await store.dispatch(endpoints.addToWishlist!.initiate({ params: { product_id: 'p-2' }, body: {} }));

    expect(listed.data).toEqual([{ product_id: 'p-1' }]);
    expect(listWishlist).toHaveBeenCalledTimes(1);
    expect(addToWishlist).toHaveBeenCalledWith({ params: { product_id: 'p-2' }, body: {} });
  });
});
