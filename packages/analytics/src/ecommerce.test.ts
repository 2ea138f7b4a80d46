import { describe, expect, it } from 'vitest';
import {
  addPaymentInfo,
  addShippingInfo,
  addToCart,
  beginCheckout,
  purchase,
  removeFromCart,
  selectItem,
  viewItem,
  viewItemList,
} from './ecommerce.js';
import type { AnalyticsLine } from './items.js';

/** A discounted product: marked 500, sold at 420. */
const TEA: AnalyticsLine = { sku: 'TEA-1', display_name: 'Oolong Tea', marked_price: 500, selling_price: 420 };
/** A product without SKU or selling price. */
const MUG: AnalyticsLine = { display_name: 'Mug', marked_price: 300 };
/** Cart lines: two teas and one mug, worth 2 x 420 + 300. */
const LINES: readonly AnalyticsLine[] = [
  { ...TEA, amount: 2 },
  { ...MUG, amount: 1 },
];
const TEA_X2 = { item_id: 'TEA-1', item_name: 'Oolong Tea', price: 420, quantity: 2, discount: 80 };
const MUG_X1 = { item_id: 'unknown_sku', item_name: 'Mug', price: 300, quantity: 1, discount: 0 };

describe('view_item_list', () => {
  it('numbers the items from 0 and reports them in TWD', () => {
    expect(viewItemList('home', 'Home', [TEA, MUG])).toEqual({
      name: 'view_item_list',
      params: {
        currency: 'TWD',
        item_list_id: 'home',
        item_list_name: 'Home',
        items: [
          { item_id: 'TEA-1', item_name: 'Oolong Tea', price: 420, quantity: 1, discount: 80, index: 0 },
          { item_id: 'unknown_sku', item_name: 'Mug', price: 300, quantity: 1, discount: 0, index: 1 },
        ],
      },
    });
  });
});

describe('select_item', () => {
  it('reports the list id, the list name and the item at its index', () => {
    expect(selectItem(TEA, 'popular', 'Popular', 4)).toEqual({
      name: 'select_item',
      params: {
        currency: 'TWD',
        item_list_id: 'popular',
        item_list_name: 'Popular',
        items: [{ item_id: 'TEA-1', item_name: 'Oolong Tea', price: 420, quantity: 1, discount: 80, index: 4 }],
      },
    });
  });
});

describe('view_item', () => {
  it('reports one unit at its effective price', () => {
    expect(viewItem(TEA)).toEqual({
      name: 'view_item',
      params: {
        currency: 'TWD',
        value: 420,
        items: [{ item_id: 'TEA-1', item_name: 'Oolong Tea', price: 420, quantity: 1, discount: 80 }],
      },
    });
  });
});

describe('add_to_cart', () => {
  it('defaults to a quantity of 1 worth the effective price', () => {
    expect(addToCart(TEA)).toEqual({
      name: 'add_to_cart',
      params: {
        currency: 'TWD',
        value: 420,
        items: [{ item_id: 'TEA-1', item_name: 'Oolong Tea', price: 420, quantity: 1, discount: 80 }],
      },
    });
  });

  it('values the units added at price x quantity, whatever the line already holds', () => {
    expect(addToCart({ ...MUG, amount: 5 }, 3)).toEqual({
      name: 'add_to_cart',
      params: {
        currency: 'TWD',
        value: 900,
        items: [{ item_id: 'unknown_sku', item_name: 'Mug', price: 300, quantity: 3, discount: 0 }],
      },
    });
  });
});

describe('remove_from_cart', () => {
  it('defaults to the whole line, as when it is deleted', () => {
    expect(removeFromCart({ ...TEA, amount: 2 })).toEqual({
      name: 'remove_from_cart',
      params: { currency: 'TWD', value: 840, items: [TEA_X2] },
    });
  });

  it('reports the units removed when the quantity goes down', () => {
    expect(removeFromCart({ ...TEA, amount: 2 }, 1)).toEqual({
      name: 'remove_from_cart',
      params: {
        currency: 'TWD',
        value: 420,
        items: [{ item_id: 'TEA-1', item_name: 'Oolong Tea', price: 420, quantity: 1, discount: 80 }],
      },
    });
  });

  it('counts a line without an amount as one unit', () => {
    expect(removeFromCart(MUG).params).toEqual({ currency: 'TWD', value: 300, items: [MUG_X1] });
  });
});

describe('checkout funnel', () => {
  it('begin_checkout sums price x quantity over the lines', () => {
    expect(beginCheckout(LINES)).toEqual({
      name: 'begin_checkout',
      params: { currency: 'TWD', value: 1140, items: [TEA_X2, MUG_X1] },
    });
  });

  it('add_shipping_info adds the shipping tier and the delivery area', () => {
    expect(addShippingInfo(LINES, 'cvs_pickup', 'TW')).toEqual({
      name: 'add_shipping_info',
      params: {
        currency: 'TWD',
        value: 1140,
        shipping_tier: 'cvs_pickup',
        delivery_area: 'TW',
        items: [TEA_X2, MUG_X1],
      },
    });
  });

  it('add_payment_info adds the payment type', () => {
    expect(addPaymentInfo(LINES, 'wechat_pay')).toEqual({
      name: 'add_payment_info',
      params: { currency: 'TWD', value: 1140, payment_type: 'wechat_pay', items: [TEA_X2, MUG_X1] },
    });
  });
});

describe('purchase', () => {
  it('reports the transaction, the amount paid, shipping and the coupon by its code, never its internal id', () => {
    const coupon = { coupon_id: 'c-summer', code: 'SUMMER150', activity_name: 'Summer sale' };
    expect(purchase({ transactionId: 'ORD-1', value: 1090, shipping: 100, coupon, lines: LINES })).toEqual({
      name: 'purchase',
      params: {
        currency: 'TWD',
        transaction_id: 'ORD-1',
        value: 1090,
        shipping: 100,
        coupon: 'SUMMER150',
        items: [TEA_X2, MUG_X1],
      },
    });
  });

  it('names a coupon that has no code by its activity name', () => {
    const event = purchase({ transactionId: 'ORD-3', value: 270, coupon: { code: null, activity_name: 'Birthday gift' }, lines: [TEA] });
    expect(event.params.coupon).toBe('Birthday gift');
  });

  it('defaults shipping to 0 and coupon to null', () => {
    expect(purchase({ transactionId: 'ORD-2', value: 420, lines: [TEA] })).toEqual({
      name: 'purchase',
      params: {
        currency: 'TWD',
        transaction_id: 'ORD-2',
        value: 420,
        shipping: 0,
        coupon: null,
        items: [{ item_id: 'TEA-1', item_name: 'Oolong Tea', price: 420, quantity: 1, discount: 80 }],
      },
    });
  });
});
