import { describe, expect, it } from 'vitest';
import { expressFeeTable, refusedReturnFee, runningFreeShippingEvent } from './shipping.js';

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
