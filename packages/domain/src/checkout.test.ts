import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart.js';
import { checkoutTotals, isEnglishOnly, requiresEnglishAddress, toCouponOrder } from './checkout.js';
import type { Coupon } from './coupon.js';
import type { ExpressFeeTable } from './shipping.js';

const now = Date.UTC(2024, 5, 15);
const fees: ExpressFeeTable = { TW: { fee: 80, free_shipping_threshold: 3000 }, CN: { fee: 150 } };
const lines: CartLine[] = [
  { product_id: 'a', marked_price: 1000, selling_price: 900, amount: 2, origin: 'TW' },
  { product_id: 'b', marked_price: 600, amount: 1, origin: 'CN' },
];
const coupon: Coupon = {
  coupon_id: 'c',
  activity_name: 'Welcome',
  threshold_amount: 2000,
  discount_amount: 200,
  free_shipping: true,
  sales_regions: ['TW'],
};

describe('toCouponOrder', () => {
  it('sums the goods and lists the origins', () => {
    expect(toCouponOrder(lines, 230, 'TW')).toEqual({ subtotal: 2400, shipping_fee: 230, origins: ['TW', 'CN'], sales_region: 'TW' });
  });
});

describe('checkoutTotals', () => {
  it('adds goods and shipping without a coupon', () => {
    expect(checkoutTotals(lines, { fees, sales_region: 'TW', now })).toEqual({
      subtotal: 2400,
      shipping_fee: 230,
      discount: 0,
      shipping_discount: 0,
      total: 2630,
    });
  });

  it('takes off what an eligible coupon saves', () => {
    expect(checkoutTotals(lines, { fees, sales_region: 'TW', now, coupon })).toEqual({
      subtotal: 2400,
      shipping_fee: 230,
      discount: 200,
      shipping_discount: 230,
      total: 2200,
    });
  });

  it('ignores a coupon that does not apply', () => {
    expect(checkoutTotals(lines, { fees, sales_region: 'US', now, coupon }).total).toBe(2630);
  });

  it('applies a site-wide free-shipping event', () => {
    expect(checkoutTotals(lines, { fees, sales_region: 'TW', now, event: {}, coupon: null }).shipping_fee).toBe(0);
  });

  it('is all zero for no lines', () => {
    expect(checkoutTotals([], { fees: {}, sales_region: 'TW', now }).total).toBe(0);
  });
});

describe('overseas addresses', () => {
  it('need English outside TW, CN, HK and MO', () => {
    expect(requiresEnglishAddress('US')).toBe(true);
    expect(requiresEnglishAddress(' kr ')).toBe(true);
    expect(['TW', 'cn', 'HK', 'MO', '', 'USA'].some(requiresEnglishAddress)).toBe(false);
  });

  it('count printable ASCII as English', () => {
    expect(isEnglishOnly("12F, No. 7, Sec. 5, Xinyi Rd. #3-1 (O'Neil)")).toBe(true);
    expect(isEnglishOnly('')).toBe(true);
    expect(isEnglishOnly('台北市信義區')).toBe(false);
    expect(isEnglishOnly('Rua São Paulo')).toBe(false);
    expect(isEnglishOnly('line\nbreak')).toBe(false);
  });
});
