import { describe, expect, it } from 'vitest';
import type { CartLine, ExpressFee, Promotion } from '@storefront/api-contract';
import { lineMaximum, selectionTotals } from './cart-totals.js';

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  product_id: 'p-1',
  sku: 'SKU-1',
  display_name: 'Mug',
  image_url: null,
  amount: 2,
  sub_product_infos: [],
  origin: 'TW',
  pre_order: false,
  available: true,
  expired: false,
  stock: 10,
  purchase_limit: null,
  marked_price: 500,
  selling_price: 400,
  overseas_tax: false,
  ...overrides,
});

const fees: ExpressFee[] = [
  { origin: 'TW', country_code: 'TW', shipping_method: 'home_delivery', fee: 100, free_shipping_threshold: 1000 },
  { origin: 'CN', country_code: 'TW', shipping_method: 'home_delivery', fee: 250, free_shipping_threshold: null },
  { origin: 'TW', country_code: 'TW', shipping_method: 'cvs_pickup', fee: 60, free_shipping_threshold: null },
];

const promotion = (threshold: number | null): Promotion => ({
  promote_id: 'pr-1',
  display_name: 'Free shipping week',
  content: '',
  image_url: null,
  link_url: null,
  free_shipping_threshold: threshold,
  origins: [],
  starts_at: null,
  ends_at: null,
});

describe('selectionTotals', () => {
  it('adds one home-delivery fee to Taiwan per ship-from origin of the selection', () => {
    expect(selectionTotals([line(), line({ product_id: 'p-2', origin: 'CN', amount: 1 })], fees, [], 0)).toEqual({
      subtotal: 1200,
      shippingFee: 350,
      total: 1550,
    });
  });

  it('waives an origin’s fee from its threshold, and every fee in a running free-shipping event', () => {
    expect(selectionTotals([line({ amount: 3 })], fees, [], 0)).toEqual({ subtotal: 1200, shippingFee: 0, total: 1200 });
    expect(selectionTotals([line({ origin: 'CN', amount: 1 })], fees, [promotion(300)], 0)).toEqual({
      subtotal: 400,
      shippingFee: 0,
      total: 400,
    });
  });

  it('is all zero with nothing selected', () => {
    expect(selectionTotals([], fees, [promotion(0)], 0)).toEqual({ subtotal: 0, shippingFee: 0, total: 0 });
  });

  it('has no totals, rather than failing, when an origin of the selection has no home-delivery fee to Taiwan', () => {
    const taiwanOnly = fees.filter((fee) => fee.origin === 'TW');
    expect(selectionTotals([line(), line({ product_id: 'p-2', origin: 'CN', amount: 1 })], taiwanOnly, [], 0)).toBeNull();
    expect(selectionTotals([line()], taiwanOnly, [], 0)).toEqual({ subtotal: 800, shippingFee: 100, total: 900 });
  });
});

describe('lineMaximum', () => {
  it('is the lowest of the ceiling, the purchase limit and the stock of an on-sale item', () => {
    expect(lineMaximum(line({ stock: 10 }), [], 999)).toBe(10);
    expect(lineMaximum(line({ stock: 10, purchase_limit: 3 }), [], 999)).toBe(3);
    expect(lineMaximum(line({ stock: null }), [], 999)).toBe(999);
    expect(lineMaximum(line({ pre_order: true, stock: 0 }), [], 999)).toBe(999);
    expect(lineMaximum(line({ stock: 0 }), [], 999)).toBe(1);
  });

  it('leaves a line only what the purchase limit has left beside the lines of its product’s other variants', () => {
    const variant = (id: string, amount: number) =>
      line({ stock: 10, purchase_limit: 3, amount, sub_product_infos: [{ product_id: id, amount: 1, display_name: id }] });
    const black = variant('p-1-bk', 2);
    const white = variant('p-1-wh', 1);
    expect(lineMaximum(white, [black, white], 999)).toBe(1);
    expect(lineMaximum(black, [black, white], 999)).toBe(2);
    expect(lineMaximum(white, [black, white, line({ product_id: 'p-2', amount: 5 })], 999)).toBe(1);
  });
});
