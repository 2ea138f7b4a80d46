import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toLanguageTag } from './locale.js';
import { effectivePrice, formatTwd, groupDigits, lineDiscount } from './price.js';

describe('effectivePrice', () => {
  it('uses the selling price when it is above zero', () => {
    expect(effectivePrice({ marked_price: 1200, selling_price: 990 })).toBe(990);
  });

  it.each([null, undefined, 0, -5])('falls back to the marked price when selling_price is %s', (selling_price) => {
    expect(effectivePrice({ marked_price: 1200, selling_price })).toBe(1200);
  });
});

describe('formatTwd', () => {
  it.each(['en', 'tw', 'cn'] as const)('writes whole grouped dollars with NT$ in %s', (locale) => {
    expect(formatTwd(1234, locale)).toBe('NT$1,234');
  });

  it('rounds to whole dollars and keeps the sign in front', () => {
    expect(formatTwd(1234567.6, 'en')).toBe('NT$1,234,568');
    expect(formatTwd(-50, 'tw')).toBe('-NT$50');
    expect(formatTwd(0, 'cn')).toBe('NT$0');
    expect(formatTwd(-0.4, 'en')).toBe('NT$0');
    expect(formatTwd(999.5, 'en')).toBe('NT$1,000');
  });

  it('groups digits exactly as Intl does in each language', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('en', 'tw', 'cn') as fc.Arbitrary<'en' | 'tw' | 'cn'>,
        fc.double({ min: -1e15, max: 1e15, noNaN: true }),
        (locale, amount) => {
          const whole = Math.round(amount);
          const digits = new Intl.NumberFormat(toLanguageTag(locale), { maximumFractionDigits: 0 }).format(Math.abs(whole));
          expect(formatTwd(amount, locale)).toBe(`${whole < 0 ? '-' : ''}NT$${digits}`);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('groupDigits', () => {
  it('groups a whole number as Intl does in each language', () => {
    fc.assert(
      fc.property(fc.constantFrom('en', 'tw', 'cn') as fc.Arbitrary<'en' | 'tw' | 'cn'>, fc.maxSafeInteger(), (locale, whole) => {
        expect(groupDigits(whole)).toBe(new Intl.NumberFormat(toLanguageTag(locale)).format(whole));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves other numbers as String() writes them', () => {
    expect(groupDigits(1234.5)).toBe('1234.5');
    expect(groupDigits(Number.NaN)).toBe('NaN');
  });
});

describe('lineDiscount', () => {
  it('is the marked price minus the effective price', () => {
    expect(lineDiscount({ marked_price: 1200, selling_price: 990 })).toBe(210);
  });

  it('is zero without a selling price, with a zero one, or with one above the mark', () => {
    expect(lineDiscount({ marked_price: 1200 })).toBe(0);
    expect(lineDiscount({ marked_price: 1200, selling_price: 0 })).toBe(0);
    expect(lineDiscount({ marked_price: 1200, selling_price: 1500 })).toBe(0);
  });
});
