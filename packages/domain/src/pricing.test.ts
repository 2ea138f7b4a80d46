import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CartLine, ORIGINS } from './cart.js';
import type { Coupon } from './coupon.js';
import { type CheckoutTotals, priceCheckout } from './pricing.js';
import type { ExpressFeeTable } from './shipping.js';

const now = Date.UTC(2024, 5, 15);
const fees: ExpressFeeTable = { TW: { fee: 80, free_shipping_threshold: 3000 }, CN: { fee: 150 } };
const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  product_id: 'p',
  marked_price: 500,
  amount: 1,
  origin: 'TW',
  ...overrides,
});
const lines: CartLine[] = [
  line({ product_id: 'a', marked_price: 1000, selling_price: 900, amount: 2 }),
  line({ product_id: 'b', marked_price: 600, origin: 'CN' }),
];
const coupon: Coupon = {
  coupon_id: 'c',
  activity_name: 'Welcome',
  threshold_amount: 2000,
  discount_amount: 200,
  free_shipping: true,
  sales_regions: ['TW'],
};

/** The pricing, failing the test when the lines cannot ship. */
function price<Line extends CartLine>(priced: readonly Line[], context: Partial<Parameters<typeof priceCheckout>[1]> = {}) {
  const pricing = priceCheckout(priced, { fees, sales_region: 'TW', now, ...context });
  if (pricing === null) throw new Error('expected the lines to ship');
  return pricing;
}

describe('priceCheckout totals', () => {
  it('adds goods and shipping without a coupon', () => {
    expect(price(lines).totals).toEqual({ subtotal: 2400, shipping_fee: 230, discount: 0, shipping_discount: 0, total: 2630 });
  });

  it('takes off what an eligible coupon saves', () => {
    expect(price(lines, { coupon }).totals).toEqual({
      subtotal: 2400,
      shipping_fee: 230,
      discount: 200,
      shipping_discount: 230,
      total: 2200,
    });
  });

  it('ignores a coupon that does not apply', () => {
    expect(price(lines, { sales_region: 'US', coupon }).totals.total).toBe(2630);
    expect(price(lines, { coupon: { ...coupon, threshold_amount: 2401 } }).totals.total).toBe(2630);
  });

  it('never takes more off the goods than they cost', () => {
    expect(price([line()], { coupon: { ...coupon, threshold_amount: 0, discount_amount: 5000, free_shipping: false } }).totals).toEqual({
      subtotal: 500,
      shipping_fee: 80,
      discount: 500,
      shipping_discount: 0,
      total: 80,
    });
  });

  it('is all zero, with no order, for no lines', () => {
    expect(priceCheckout([], { fees: {}, sales_region: 'TW', now })).toEqual({
      totals: { subtotal: 0, shipping_fee: 0, discount: 0, shipping_discount: 0, total: 0 },
      orders: [],
      coupon_order: { subtotal: 0, shipping_fee: 0, origins: [], sales_region: 'TW' },
    });
  });

  it('is null when an origin of the lines does not ship there', () => {
    expect(priceCheckout(lines, { fees: { TW: { fee: 80 } }, sales_region: 'TW', now })).toBeNull();
    expect(priceCheckout([line()], { fees: { TW: { fee: 80 } }, sales_region: 'TW', now })).not.toBeNull();
  });

  it('judges a coupon against the whole: goods, shipping after the event, origins Taiwan first, and the region', () => {
    const reversed = [lines[1]!, lines[0]!];
    expect(price(reversed, { sales_region: 'KR' }).coupon_order).toEqual({
      subtotal: 2400,
      shipping_fee: 230,
      origins: ['TW', 'CN'],
      sales_region: 'KR',
    });
    expect(price(reversed, { event: { origins: ['CN'] } }).coupon_order.shipping_fee).toBe(80);
  });
});

describe('priceCheckout orders', () => {
  it('makes one order per origin, Taiwan first, each paying its own fee', () => {
    const { orders } = price([line({ origin: 'CN' }), line({ product_id: 'q' }), line({ product_id: 'r', origin: 'CN' })]);
    expect(orders.map((order) => [order.origin, order.lines.map((each) => each.product_id)])).toEqual([
      ['TW', ['q']],
      ['CN', ['p', 'r']],
    ]);
    expect(orders).toEqual([
      expect.objectContaining({ subtotal: 500, shipping_fee: 80, discount: 0, shipping_discount: 0, total: 580, free_shipping: null }),
      expect.objectContaining({ subtotal: 1000, shipping_fee: 150, discount: 0, shipping_discount: 0, total: 1150, free_shipping: null }),
    ]);
  });

  it("waives an origin's fee from its own threshold, overseas-tax lines included", () => {
    const [order] = price([line({ amount: 6, overseas_tax: true })]).orders;
    expect(order).toMatchObject({ shipping_fee: 0, free_shipping: 'threshold' });
    expect(price([line({ amount: 5, marked_price: 599 })]).orders[0]).toMatchObject({ shipping_fee: 80, free_shipping: null });
  });

  it('applies a site-wide event from its threshold to the covered origins', () => {
    const event = { threshold: 1000, origins: ['CN' as const] };
    expect(price([line({ origin: 'CN', amount: 2 })], { event }).orders[0]).toMatchObject({ shipping_fee: 0, free_shipping: 'event' });
    expect(price([line({ origin: 'CN' })], { event }).totals.shipping_fee).toBe(150);
    expect(price([line({ amount: 2 })], { event }).totals.shipping_fee).toBe(80);
  });

  it('applies an event without threshold or origins to every order, and a null event to none', () => {
    expect(price(lines, { event: {} }).totals.shipping_fee).toBe(0);
    expect(price([line()], { event: { origins: [] } }).totals.shipping_fee).toBe(0);
    expect(price([line()], { event: null }).totals.shipping_fee).toBe(80);
  });

  it('leaves an order with an overseas-tax line out of the site-wide event', () => {
    const { orders } = price([line(), line({ product_id: 'q', overseas_tax: true }), line({ origin: 'CN' })], { event: {} });
    expect(orders.map((order) => [order.shipping_fee, order.free_shipping])).toEqual([
      [80, null],
      [0, 'event'],
    ]);
  });

  it("shares the coupon's goods discount by goods, leftover TWD to the bigger order, and waives each order's own fee", () => {
    const orders = price([line({ marked_price: 880 }), line({ marked_price: 480, origin: 'CN' })], {
      coupon: { ...coupon, threshold_amount: 0, discount_amount: 100 },
    }).orders;
    expect(orders.map((order) => [order.discount, order.shipping_discount, order.total])).toEqual([
      [65, 80, 815],
      [35, 150, 445],
    ]);
    const even = price([line({ marked_price: 501 }), line({ marked_price: 501, origin: 'CN' })], {
      coupon: { ...coupon, threshold_amount: 0, discount_amount: 7, free_shipping: false },
    }).orders;
    expect(even.map((order) => order.discount)).toEqual([4, 3]);
  });

  it('keeps the lines as given, with their own fields', () => {
    const tagged = [{ ...line(), sku: 'FIG-1' }];
    expect(price(tagged).orders[0]!.lines[0]!.sku).toBe('FIG-1');
  });
});

const lineArbitrary: fc.Arbitrary<CartLine> = fc.record({
  product_id: fc.string({ minLength: 1, maxLength: 4 }),
  marked_price: fc.integer({ min: 0, max: 20_000 }),
  selling_price: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: undefined }),
  amount: fc.integer({ min: 1, max: 9 }),
  origin: fc.constantFrom(...ORIGINS),
  overseas_tax: fc.boolean(),
});
const rateArbitrary = fc.record({
  fee: fc.integer({ min: 0, max: 500 }),
  free_shipping_threshold: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
});
const couponArbitrary: fc.Arbitrary<Coupon> = fc.record({
  coupon_id: fc.constant('c'),
  activity_name: fc.constant('Any'),
  threshold_amount: fc.integer({ min: 0, max: 30_000 }),
  discount_amount: fc.integer({ min: 0, max: 60_000 }),
  free_shipping: fc.boolean(),
});
const eventArbitrary = fc.option(
  fc.record({ threshold: fc.integer({ min: 0, max: 30_000 }), origins: fc.subarray([...ORIGINS]) }, { requiredKeys: [] }),
  { nil: null },
);
const MONEY: readonly (keyof CheckoutTotals)[] = ['subtotal', 'shipping_fee', 'discount', 'shipping_discount', 'total'];

describe('priceCheckout properties', () => {
  it('adds up: orders sum to the totals, the total is what is left to pay, discounts never exceed what they apply to', () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { maxLength: 8 }),
        rateArbitrary,
        rateArbitrary,
        fc.option(couponArbitrary, { nil: null }),
        eventArbitrary,
        (priced, tw, cn, offer, event) => {
          const pricing = price(priced, { fees: { TW: tw, CN: cn }, coupon: offer, event });
          const { totals, orders } = pricing;
          for (const key of MONEY) expect(orders.reduce((sum, order) => sum + order[key], 0)).toBe(totals[key]);
          for (const money of [totals, ...orders]) {
            expect(money.total).toBe(money.subtotal + money.shipping_fee - money.discount - money.shipping_discount);
            expect(money.discount).toBeGreaterThanOrEqual(0);
            expect(money.discount).toBeLessThanOrEqual(money.subtotal);
            expect(money.shipping_discount).toBeGreaterThanOrEqual(0);
            expect(money.shipping_discount).toBeLessThanOrEqual(money.shipping_fee);
            expect(money.total).toBeGreaterThanOrEqual(0);
          }
          expect(orders.flatMap((order) => order.lines)).toHaveLength(priced.length);
          expect(orders.every((order) => order.lines.every((each) => each.origin === order.origin))).toBe(true);
          expect(new Set(orders.map((order) => order.origin)).size).toBe(orders.length);
          expect(pricing.coupon_order.subtotal).toBe(totals.subtotal);
          expect(pricing.coupon_order.shipping_fee).toBe(totals.shipping_fee);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('takes off at most the coupon amount from the goods, and all the shipping of a free-shipping coupon that applies', () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { minLength: 1, maxLength: 8 }), rateArbitrary, couponArbitrary, (priced, rate, offer) => {
        const { totals } = price(priced, { fees: { TW: rate, CN: rate }, coupon: offer });
        expect(totals.discount).toBeLessThanOrEqual(offer.discount_amount);
        const applies = totals.subtotal >= offer.threshold_amount;
        expect(totals.discount).toBe(applies ? Math.min(offer.discount_amount, totals.subtotal) : 0);
        expect(totals.shipping_discount).toBe(applies && offer.free_shipping ? totals.shipping_fee : 0);
      }),
      { numRuns: 500 },
    );
  });
});
