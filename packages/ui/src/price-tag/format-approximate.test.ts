import { describe, expect, it } from 'vitest';
import { formatApproximate } from './format-approximate.js';

describe('formatApproximate', () => {
  it('converts with the rate and formats in the locale, dollars never bare', () => {
    expect(formatApproximate(1000, { currency: 'USD', rate: 0.0312 }, 'en')).toBe('US$31.20');
    expect(formatApproximate(1000, { currency: 'USD', rate: 0.0312 }, 'tw')).toBe('US$31.20');
    expect(formatApproximate(1000, { currency: 'CNY', rate: 0.2215 }, 'cn')).toBe('¥221.50');
    expect(formatApproximate(1234567, { currency: 'HKD', rate: 0.24 }, 'en')).toBe('HK$296,296.08');
  });

  it('takes the currency code in any case', () => {
    expect(formatApproximate(100, { currency: 'usd', rate: 0.03 }, 'en')).toBe('US$3.00');
  });

  it.each([
    ['a zero rate', { currency: 'USD', rate: 0 }],
    ['a negative rate', { currency: 'USD', rate: -1 }],
    ['a rate that is no number', { currency: 'USD', rate: Number.NaN }],
    ['a malformed code', { currency: 'US', rate: 0.03 }],
  ])('gives null for %s', (_, approximate) => {
    expect(formatApproximate(1000, approximate, 'en')).toBeNull();
  });
});
