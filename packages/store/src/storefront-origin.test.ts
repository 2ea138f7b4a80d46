import { describe, expect, it, vi } from 'vitest';
import type { OrderCreated, OrderUpdated } from '@storefront/api-contract';
import { makeStore } from './make-store.js';
import { shopApi } from './shop-api.js';
import { fakeApi, orderBody, TOKEN } from './test-fakes.js';

const ORIGIN = 'http://127.0.0.1:5173';

const created: OrderCreated = {
  order_ids: ['o-1'],
  payment: {
    purchase_id: 'pu-1',
    payment_method: 'credit_card',
    amount: 860,
    payment_url: 'http://127.0.0.1:4000/sandbox/pay/pu-1',
    qr_code: null,
  },
};

describe("the storefront's origin goes with each payment", () => {
  it('sends the injected origin with a checkout, so the card payment and the order mail lead back to this storefront', async () => {
    const createOrder = vi.fn(async () => created);
    const store = makeStore({}, { api: fakeApi({ createOrder }), storefrontOrigin: ORIGIN });
    await store.dispatch(shopApi.endpoints.createOrder.initiate(orderBody));
    expect(createOrder).toHaveBeenCalledWith({ body: { ...orderBody, storefront_origin: ORIGIN } });
  });

  it('sends it with paying an order again, and not with a cancel', async () => {
    const answer = { order: {}, payment: created.payment } as unknown as OrderUpdated;
    const updateOrder = vi.fn(async () => answer);
    const store = makeStore({ auth: { token: TOKEN, authorized: true } }, { api: fakeApi({ updateOrder }), storefrontOrigin: ORIGIN });
    await store.dispatch(
      shopApi.endpoints.updateOrder.initiate({ params: { order_id: 'o-1' }, body: { action: 'pay', payment_method: 'credit_card' } }),
    );
    await store.dispatch(shopApi.endpoints.updateOrder.initiate({ params: { order_id: 'o-1' }, body: { action: 'cancel' } }));
    expect(updateOrder.mock.calls).toEqual([
      [{ params: { order_id: 'o-1' }, body: { action: 'pay', payment_method: 'credit_card', storefront_origin: ORIGIN } }],
      [{ params: { order_id: 'o-1' }, body: { action: 'cancel' } }],
    ]);
  });

  it('sends none when the app injects none: the API then uses its STOREFRONT_URL', async () => {
    const createOrder = vi.fn(async () => created);
    const store = makeStore({}, { api: fakeApi({ createOrder }) });
    await store.dispatch(shopApi.endpoints.createOrder.initiate(orderBody));
    expect(JSON.parse(JSON.stringify((createOrder.mock.calls[0] as unknown[])[0]))).toEqual({ body: orderBody });
  });
});
