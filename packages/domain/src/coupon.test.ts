import { describe, expect, it } from 'vitest';
import {
  bestCoupon,
  type Coupon,
  couponDiscount,
  couponDisplayState,
  couponIneligibility,
  type CouponOrder,
  isCouponEligible,
  rankCoupons,
} from './coupon.js';

const DAY = 86_400_000;
const now = Date.UTC(2024, 5, 15, 12);

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  coupon_id: 'c-1',
  activity_name: 'Summer sale',
  threshold_amount: 1000,
  discount_amount: 100,
  free_shipping: false,
  starts_at: now - DAY,
  ends_at: now + DAY,
  ...overrides,
});

const order: CouponOrder = { subtotal: 1500, shipping_fee: 80, origins: ['TW'], sales_region: 'TW' };

describe('couponDisplayState', () => {
  it('is available, or selected when it is the chosen one', () => {
    expect(couponDisplayState(coupon(), now)).toBe('available');
    expect(couponDisplayState(coupon(), now, null)).toBe('available');
    expect(couponDisplayState(coupon(), now, 'c-2')).toBe('available');
    expect(couponDisplayState(coupon(), now, 'c-1')).toBe('selected');
  });

  it('is expired after its last instant, which itself still counts', () => {
    expect(couponDisplayState(coupon({ ends_at: now }), now)).toBe('available');
    expect(couponDisplayState(coupon({ ends_at: now - 1 }), now, 'c-1')).toBe('expired');
    expect(couponDisplayState(coupon({ ends_at: null }), now + 1000 * DAY)).toBe('available');
  });

  it('is used once used, even after it expired', () => {
    expect(couponDisplayState(coupon({ used: true, ends_at: now - DAY }), now, 'c-1')).toBe('used');
  });
});

describe('couponIneligibility', () => {
  it('is null for an eligible coupon', () => {
    expect(couponIneligibility(coupon(), order, now)).toBeNull();
    expect(isCouponEligible(coupon(), order, now)).toBe(true);
  });

  it('needs the order to reach the threshold, which counts itself', () => {
    expect(couponIneligibility(coupon({ threshold_amount: 1500 }), order, now)).toBeNull();
    expect(couponIneligibility(coupon({ threshold_amount: 1501 }), order, now)).toBe('below_threshold');
    expect(isCouponEligible(coupon({ threshold_amount: 1501 }), order, now)).toBe(false);
  });

  it('needs the validity dates, both ends included', () => {
    expect(couponIneligibility(coupon({ starts_at: now }), order, now)).toBeNull();
    expect(couponIneligibility(coupon({ starts_at: now + 1 }), order, now)).toBe('not_started');
    expect(couponIneligibility(coupon({ ends_at: now - 1 }), order, now)).toBe('expired');
    expect(couponIneligibility(coupon({ starts_at: null, ends_at: undefined }), order, now)).toBeNull();
  });

  it('refuses a used coupon', () => {
    expect(couponIneligibility(coupon({ used: true }), order, now)).toBe('used');
  });

  it('needs every ship-from origin of the order to be eligible', () => {
    expect(couponIneligibility(coupon({ origins: ['TW'] }), order, now)).toBeNull();
    expect(couponIneligibility(coupon({ origins: ['CN'] }), order, now)).toBe('origin');
    expect(couponIneligibility(coupon({ origins: ['TW'] }), { ...order, origins: ['TW', 'CN'] }, now)).toBe('origin');
    expect(couponIneligibility(coupon({ origins: ['TW', 'CN'] }), { ...order, origins: ['TW', 'CN'] }, now)).toBeNull();
    expect(couponIneligibility(coupon({ origins: [] }), { ...order, origins: ['CN'] }, now)).toBeNull();
  });

  it('needs the sales region to be eligible, in any case', () => {
    expect(couponIneligibility(coupon({ sales_regions: ['tw', 'HK'] }), order, now)).toBeNull();
    expect(couponIneligibility(coupon({ sales_regions: ['CN'] }), order, now)).toBe('sales_region');
    expect(couponIneligibility(coupon({ sales_regions: [] }), { ...order, sales_region: 'US' }, now)).toBeNull();
  });
});

describe('couponDiscount', () => {
  it('takes the amount off the goods', () => {
    expect(couponDiscount(coupon(), order, now)).toEqual({ goods: 100, shipping: 0, total: 100 });
  });

  it('waives shipping for a free-shipping coupon, on top of its amount', () => {
    expect(couponDiscount(coupon({ discount_amount: 0, free_shipping: true }), order, now)).toEqual({
      goods: 0,
      shipping: 80,
      total: 80,
    });
    expect(couponDiscount(coupon({ free_shipping: true }), order, now).total).toBe(180);
  });

  it('never takes off more than the goods', () => {
    expect(couponDiscount(coupon({ threshold_amount: 0, discount_amount: 5000 }), order, now).goods).toBe(1500);
  });

  it('gives nothing when the coupon does not apply', () => {
    expect(couponDiscount(coupon({ used: true, free_shipping: true }), order, now)).toEqual({ goods: 0, shipping: 0, total: 0 });
  });
});

describe('rankCoupons', () => {
  it("lists the coupons that save something with their discounts, best first, keeping the caller's coupon objects", () => {
    const small = { ...coupon({ coupon_id: 'small', discount_amount: 50 }), code: 'SMALL' };
    const shipping = { ...coupon({ coupon_id: 'ship', discount_amount: 50, free_shipping: true }), code: 'SHIP' };
    const used = { ...coupon({ coupon_id: 'used', discount_amount: 900, used: true }), code: 'USED' };
    expect(rankCoupons([small, used, shipping], order, now)).toEqual([
      { coupon: shipping, discount: { goods: 50, shipping: 80, total: 130 } },
      { coupon: small, discount: { goods: 50, shipping: 0, total: 50 } },
    ]);
  });
});

describe('bestCoupon', () => {
  it('picks the biggest saving, shipping included', () => {
    const small = coupon({ coupon_id: 'small', discount_amount: 50 });
    const big = coupon({ coupon_id: 'big', discount_amount: 120 });
    const shipping = coupon({ coupon_id: 'ship', discount_amount: 50, free_shipping: true });
    expect(bestCoupon([small, big, shipping], order, now)?.coupon_id).toBe('ship');
    expect(bestCoupon([small, big], order, now)?.coupon_id).toBe('big');
  });

  it('skips coupons that do not apply', () => {
    const tooHigh = coupon({ coupon_id: 'high', threshold_amount: 2000, discount_amount: 500 });
    const fits = coupon({ coupon_id: 'fits' });
    expect(bestCoupon([tooHigh, fits], order, now)?.coupon_id).toBe('fits');
  });

  it('gives undefined when no coupon saves anything', () => {
    expect(bestCoupon([], order, now)).toBeUndefined();
    expect(bestCoupon([coupon({ used: true })], order, now)).toBeUndefined();
    const freeShipping = coupon({ discount_amount: 0, free_shipping: true });
    expect(bestCoupon([freeShipping], { ...order, shipping_fee: 0 }, now)).toBeUndefined();
  });

  it('breaks ties by soonest end, never-ending last, then lower threshold, then coupon_id', () => {
    const later = coupon({ coupon_id: 'a-later', ends_at: now + 2 * DAY });
    const sooner = coupon({ coupon_id: 'z-sooner', ends_at: now + DAY });
    const never = coupon({ coupon_id: '0-never', ends_at: null });
    expect(bestCoupon([never, later, sooner], order, now)?.coupon_id).toBe('z-sooner');
    expect(bestCoupon([never, later], order, now)?.coupon_id).toBe('a-later');

    const high = coupon({ coupon_id: 'a-high', threshold_amount: 1200 });
    const low = coupon({ coupon_id: 'b-low', threshold_amount: 800 });
    expect(bestCoupon([high, low], order, now)?.coupon_id).toBe('b-low');

    const b = coupon({ coupon_id: 'b' });
    const a = coupon({ coupon_id: 'a' });
    expect(bestCoupon([b, a], order, now)?.coupon_id).toBe('a');
    expect(bestCoupon([a, b], order, now)?.coupon_id).toBe('a');
    expect(bestCoupon([a, a], order, now)?.coupon_id).toBe('a');
  });
});
