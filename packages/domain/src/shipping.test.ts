import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart.js';
import {
  expressFeeTable,
  type ExpressFeeTable,
  refusedReturnFee,
  runningFreeShippingEvent,
  shippingByOrigin,
  shippingFee,
} from './shipping.js';

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  product_id: 'p',
  marked_price: 500,
  amount: 1,
  origin: 'TW',
  ...overrides,
});

const fees: ExpressFeeTable = { TW: { fee: 80, free_shipping_threshold: 1500 }, CN: { fee: 150 } };

describe('shippingByOrigin', () => {
  it('charges each origin its own fee', () => {
    expect(shippingByOrigin([line(), line({ origin: 'CN' })], fees)).toEqual([
      { origin: 'TW', subtotal: 500, fee: 80, free: null },
      { origin: 'CN', subtotal: 500, fee: 150, free: null },
    ]);
  });

  it("waives an origin's fee from its threshold, overseas-tax lines included", () => {
    expect(shippingByOrigin([line({ amount: 3, overseas_tax: true })], fees)).toEqual([
      { origin: 'TW', subtotal: 1500, fee: 0, free: 'threshold' },
    ]);
    expect(shippingFee([line({ amount: 2, marked_price: 749 })], fees)).toBe(80);
  });

  it('applies a site-wide event from its threshold to the covered origins', () => {
    const event = { threshold: 1000, origins: ['CN' as const] };
    expect(shippingByOrigin([line({ origin: 'CN', amount: 2 })], fees, event)[0]).toMatchObject({ fee: 0, free: 'event' });
    expect(shippingFee([line({ origin: 'CN' })], fees, event)).toBe(150);
    expect(shippingFee([line({ amount: 2 })], fees, event)).toBe(80);
  });

  it('applies an event without threshold or origins to every order', () => {
    expect(shippingFee([line(), line({ origin: 'CN' })], fees, {})).toBe(0);
    expect(shippingFee([line()], fees, { origins: [] })).toBe(0);
  });

  it('leaves a group with an overseas-tax line out of the site-wide event', () => {
    const taxed = [line(), line({ product_id: 'q', overseas_tax: true })];
    expect(shippingByOrigin(taxed, fees, {})).toEqual([{ origin: 'TW', subtotal: 1000, fee: 80, free: null }]);
    expect(shippingFee([line(), line({ origin: 'CN', overseas_tax: true })], fees, {})).toBe(150);
  });

  it('charges nothing for no lines and refuses an origin without a fee', () => {
    expect(shippingFee([], fees)).toBe(0);
    expect(() => shippingFee([line({ origin: 'CN' })], { TW: { fee: 80 } })).toThrow(RangeError);
  });

  it('treats a null event as none', () => {
    expect(shippingFee([line()], fees, null)).toBe(80);
  });
});

describe('refusedReturnFee', () => {
  it('is the order shipping fee times two', () => {
    expect(refusedReturnFee(150)).toBe(300);
    expect(refusedReturnFee(0)).toBe(0);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('rejects the fee %s', (fee) => {
    expect(() => refusedReturnFee(fee)).toThrow(RangeError);
  });
});

describe('expressFeeTable', () => {
  const rows = [
    { origin: 'TW' as const, country_code: 'TW', shipping_method: 'home_delivery', fee: 80, free_shipping_threshold: 1500 },
    { origin: 'TW' as const, country_code: 'TW', shipping_method: 'cvs_pickup', fee: 60, free_shipping_threshold: null },
    { origin: 'CN' as const, country_code: 'TW', shipping_method: 'home_delivery', fee: 150 },
    { origin: 'TW' as const, country_code: 'KR', shipping_method: 'home_delivery', fee: 300 },
    { origin: 'TW' as const, country_code: 'TW', shipping_method: 'home_delivery', fee: 999 },
  ];

  it('keeps the first row of each origin for the destination and method', () => {
    expect(expressFeeTable(rows, 'tw', 'home_delivery')).toEqual({
      TW: { fee: 80, free_shipping_threshold: 1500 },
      CN: { fee: 150, free_shipping_threshold: null },
    });
    expect(expressFeeTable(rows, 'TW', 'cvs_pickup')).toEqual({ TW: { fee: 60, free_shipping_threshold: null } });
    expect(expressFeeTable(rows, 'US', 'home_delivery')).toEqual({});
  });
});

describe('runningFreeShippingEvent', () => {
  const now = Date.UTC(2026, 10, 24);
  const day = 86_400_000;
  const promotion = (free_shipping_threshold: number | null, starts_at: number | null = null, ends_at: number | null = null) => ({
    free_shipping_threshold,
    origins: [] as const,
    starts_at,
    ends_at,
  });

  it('picks the running free-shipping event with the lowest threshold', () => {
    expect(runningFreeShippingEvent([promotion(2000), promotion(1500, now - day, now + day), promotion(null)], now)).toEqual({
      threshold: 1500,
      origins: [],
    });
  });

  it('ignores promotions that have not started, have ended or waive nothing', () => {
    expect(runningFreeShippingEvent([promotion(500, now + 1), promotion(800, null, now), promotion(null)], now)).toBeNull();
    expect(runningFreeShippingEvent([], now)).toBeNull();
  });

  it('keeps the origins the event covers', () => {
    expect(runningFreeShippingEvent([{ free_shipping_threshold: 0, origins: ['TW'] }], now)).toEqual({ threshold: 0, origins: ['TW'] });
  });
});
