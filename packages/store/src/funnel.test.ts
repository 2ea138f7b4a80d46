import { describe, expect, it, vi } from 'vitest';
import type { OrderCreated, PurchaseResult } from '@storefront/api-contract';
import { loggedOut } from './auth-slice.js';
import { changeCartItemAmount } from './cart-thunks.js';
import {
  checkoutStarted,
  couponChosen,
  paymentInfoAdded,
  qrCodeCleared,
  selectCheckoutLines,
  selectChosenCouponId,
  selectQrCode,
  shippingInfoAdded,
} from './checkout-slice.js';
import { makeStore } from './make-store.js';
import { shopApi } from './shop-api.js';
import { cartLine, fakeApi, memoryStorages, orderBody as order, recordingAnalytics, TOKEN } from './test-fakes.js';

const line = cartLine();
const qrCode = { amount: 860, type: 'wechat_pay', QRCode: 'weixin://wxpay/bizpayurl?pr=abc' } as const;

const created: OrderCreated = {
  order_ids: ['o-1'],
  payment: { purchase_id: 'pu-1', payment_method: 'wechat_pay', amount: 860, payment_url: null, qr_code: qrCode },
};

function result(status: PurchaseResult['status']): PurchaseResult {
  return {
    purchase_id: 'pu-1',
    status,
    payment_method: 'wechat_pay',
    amount: 860,
    order_ids: ['o-1'],
    paid_at: status === 'paid' ? Date.UTC(2026, 2, 10) : null,
    qr_code: status === 'pending' ? qrCode : null,
    pay_by: status === 'pending' ? Date.UTC(2026, 2, 10, 0, 30) : null,
    coupon: { code: 'SPRING', activity_name: 'Spring sale' },
  };
}

const item = { item_id: 'SKU-1', item_name: 'Pineapple cake', price: 420, quantity: 2, discount: 60 };

describe('the checkout funnel (spec 4, 7)', () => {
  it('fires remove_from_cart, begin_checkout, add_shipping_info, add_payment_info and purchase, in that order', async () => {
    const getPurchase = vi.fn(async () => result('pending'));
    const api = fakeApi({ createOrder: vi.fn(async () => created), getPurchase });
    const analytics = recordingAnalytics();
    const store = makeStore({ auth: { token: TOKEN, authorized: true } }, { api, analytics });

    await store.dispatch(changeCartItemAmount({ line: cartLine({ product_id: 'p-2', amount: 1 }), amount: 0 }));
    store.dispatch(checkoutStarted([line]));
    expect(selectCheckoutLines(store.getState())).toEqual([
      { sku: 'SKU-1', display_name: 'Pineapple cake', marked_price: 480, selling_price: 420, amount: 2 },
    ]);
    store.dispatch(shippingInfoAdded({ shippingMethod: 'home_delivery', deliveryArea: 'TW' }));
    store.dispatch(paymentInfoAdded({ paymentMethod: 'wechat_pay' }));
    await store.dispatch(shopApi.endpoints.createOrder.initiate(order));
    expect(selectQrCode(store.getState())).toEqual(qrCode);

    await store.dispatch(shopApi.endpoints.getPurchase.initiate({ params: { purchase_id: 'pu-1' } }));
    expect(analytics.events.map((event) => event.name)).toEqual([
      'remove_from_cart',
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
    ]);

    getPurchase.mockResolvedValue(result('paid'));
    await store.dispatch(shopApi.endpoints.getPurchase.initiate({ params: { purchase_id: 'pu-1' } }, { forceRefetch: true }));
    expect(analytics.events.slice(1)).toEqual([
      { name: 'begin_checkout', params: { currency: 'TWD', value: 840, items: [item] } },
      {
        name: 'add_shipping_info',
        params: { currency: 'TWD', value: 840, items: [item], shipping_tier: 'home_delivery', delivery_area: 'TW' },
      },
      { name: 'add_payment_info', params: { currency: 'TWD', value: 840, items: [item], payment_type: 'wechat_pay' } },
      {
        name: 'purchase',
        params: { currency: 'TWD', transaction_id: 'pu-1', value: 860, shipping: 70, coupon: 'SPRING', items: [item] },
      },
    ]);
    expect(selectQrCode(store.getState())).toBeNull();
  });

  it('reports a purchase once, also after a reload of the result page', async () => {
    const storage = memoryStorages();
    const api = fakeApi({ createOrder: vi.fn(async () => created), getPurchase: vi.fn(async () => result('paid')) });
    const analytics = recordingAnalytics();
    const store = makeStore(undefined, { api, analytics, storage });
    store.dispatch(checkoutStarted([line]));
    await store.dispatch(shopApi.endpoints.createOrder.initiate(order));
    await store.dispatch(shopApi.endpoints.getPurchase.initiate({ params: { purchase_id: 'pu-1' } }));
    await store.dispatch(shopApi.endpoints.getPurchase.initiate({ params: { purchase_id: 'pu-1' } }, { forceRefetch: true }));
    const reloaded = makeStore(undefined, { api, analytics, storage });
    await reloaded.dispatch(shopApi.endpoints.getPurchase.initiate({ params: { purchase_id: 'pu-1' } }));
    expect(analytics.events.filter((event) => event.name === 'purchase')).toHaveLength(1);
  });

  it('reports the lines of the order placed once the payment page sent the shopper back (a new page load)', async () => {
    const storage = memoryStorages();
    const api = fakeApi({
      createOrder: vi.fn(async () => ({
        ...created,
        payment: { ...created.payment, qr_code: null, payment_url: 'https://pay.example/1' },
      })),
      getPurchase: vi.fn(async () => result('paid')),
    });
    const before = makeStore(undefined, { api, storage });
    before.dispatch(checkoutStarted([line]));
    await before.dispatch(shopApi.endpoints.createOrder.initiate({ ...order, payment_method: 'credit_card' }));

    const analytics = recordingAnalytics();
    const after = makeStore(undefined, { api, analytics, storage });
    await after.dispatch(shopApi.endpoints.getPurchase.initiate({ params: { purchase_id: 'pu-1' } }));
    expect(analytics.events).toEqual([
      {
        name: 'purchase',
        params: { currency: 'TWD', transaction_id: 'pu-1', value: 860, shipping: 70, coupon: 'SPRING', items: [item] },
      },
    ]);
    expect(after.getState().checkout.placed).toBeNull();
  });

  it('reports a coupon chosen from the list by the code the server names, not by its internal id', async () => {
    const welcome = { ...result('paid'), coupon: { code: 'WELCOME100', activity_name: 'Welcome gift' } };
    const api = fakeApi({ createOrder: vi.fn(async () => created), getPurchase: vi.fn(async () => welcome) });
    const analytics = recordingAnalytics();
    const store = makeStore({ auth: { token: TOKEN, authorized: true } }, { api, analytics });
    store.dispatch(checkoutStarted([line]));
    await store.dispatch(shopApi.endpoints.createOrder.initiate({ ...order, discount_code: undefined, coupon_id: 'c-welcome' }));
    await store.dispatch(shopApi.endpoints.getPurchase.initiate({ params: { purchase_id: 'pu-1' } }));
    expect(analytics.events.filter((event) => event.name === 'purchase')).toEqual([
      {
        name: 'purchase',
        params: { currency: 'TWD', transaction_id: 'pu-1', value: 860, shipping: 70, coupon: 'WELCOME100', items: [item] },
      },
    ]);
  });

  it('keeps the QR code of a pending payment until it is paid or cleared', async () => {
    const api = fakeApi({ getPurchase: vi.fn(async () => result('pending')) });
    const store = makeStore(undefined, { api });
    await store.dispatch(shopApi.endpoints.getPurchase.initiate({ params: { purchase_id: 'pu-1' } }));
    expect(selectQrCode(store.getState())).toEqual(qrCode);
    store.dispatch(qrCodeCleared());
    expect(selectQrCode(store.getState())).toBeNull();
  });
});

describe('the coupon chosen in the coupon list', () => {
  it('is kept until an order uses it, and another order leaves it chosen', async () => {
    const store = makeStore({ auth: { token: TOKEN, authorized: true } }, { api: fakeApi({ createOrder: vi.fn(async () => created) }) });
    store.dispatch(couponChosen('c-1'));
    await store.dispatch(shopApi.endpoints.createOrder.initiate({ ...order, idempotency_key: 'k-1' }));
    expect(selectChosenCouponId(store.getState())).toBe('c-1');

    await store.dispatch(shopApi.endpoints.createOrder.initiate({ ...order, idempotency_key: 'k-2', coupon_id: 'c-1' }));
    expect(selectChosenCouponId(store.getState())).toBeNull();
  });

  it('is forgotten on logout', () => {
    const store = makeStore({ auth: { token: TOKEN, authorized: true } }, { api: fakeApi({}) });
    store.dispatch(couponChosen('c-1'));
    store.dispatch(loggedOut());
    expect(selectChosenCouponId(store.getState())).toBeNull();
  });
});
