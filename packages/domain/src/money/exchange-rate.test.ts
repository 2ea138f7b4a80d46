import { describe, expect, it } from 'vitest';
import { approximateCurrency, convert, findRate, isExchangeRateFresh } from './exchange-rate.js';

describe('convert', () => {
  it('multiplies by the rate and rounds to cents', () => {
    expect(convert(1000, 0.031)).toBe(31);
    expect(convert(1234, 0.0312)).toBe(38.5);
    expect(convert(999, 0.22417)).toBe(223.95);
    expect(convert(0, 4.5)).toBe(0);
    expect(convert(-100, 0.5)).toBe(-50);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('rejects the rate %s', (rate) => {
    expect(() => convert(100, rate)).toThrow(RangeError);
  });

  it('rejects an amount that is not a number', () => {
    expect(() => convert(Number.NaN, 1)).toThrow(RangeError);
  });
});

describe('findRate', () => {
  const rates = [
    { exchange: 'USD', exrate: 0.031 },
    { exchange: 'CNY', exrate: 0.224 },
  ];

  it('finds a currency case-insensitively', () => {
    expect(findRate(rates, 'cny')).toBe(0.224);
    expect(findRate(rates, 'USD')).toBe(0.031);
  });

  it('gives undefined for a missing currency', () => {
    expect(findRate(rates, 'JPY')).toBeUndefined();
    expect(findRate([], 'USD')).toBeUndefined();
  });
});

describe('isExchangeRateFresh', () => {
  const now = Date.UTC(2024, 5, 15, 8);

  it('is fresh when fetched earlier the same UTC day', () => {
    expect(isExchangeRateFresh(Date.UTC(2024, 5, 15, 0, 0, 1), now)).toBe(true);
  });

  it('is stale when fetched the day before, or never', () => {
    expect(isExchangeRateFresh(Date.UTC(2024, 5, 14, 23, 59), now)).toBe(false);
    expect(isExchangeRateFresh(null, now)).toBe(false);
    expect(isExchangeRateFresh(undefined, now)).toBe(false);
  });
});

describe('approximateCurrency', () => {
  it('is CNY for simplified Chinese, USD for English and none for Taiwan, which pays in TWD', () => {
    expect(approximateCurrency('cn')).toBe('CNY');
    expect(approximateCurrency('en')).toBe('USD');
    expect(approximateCurrency('tw')).toBeNull();
  });
});
