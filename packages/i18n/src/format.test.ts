import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { type Locale, toLanguageTag } from '@storefront/domain';
import { formatDate, formatDateTime, formatNumber } from './format.js';

const TAIPEI = { timeZone: 'Asia/Taipei' };
// 2025-01-05 15:04 in Taipei.
const MS = Date.UTC(2025, 0, 5, 7, 4);

describe('formatDate', () => {
  it('writes a date the way each locale reads it', () => {
    expect(formatDate(MS, 'tw', TAIPEI)).toBe('2025/01/05');
    expect(formatDate(MS, 'cn', TAIPEI)).toBe('2025/01/05');
    expect(formatDate(MS, 'en', TAIPEI)).toBe('Jan 5, 2025');
  });

  it('reads 10-digit seconds, digits in a string, ISO text and Date objects', () => {
    expect(formatDate(MS / 1000, 'en', TAIPEI)).toBe('Jan 5, 2025');
    expect(formatDate(String(MS / 1000), 'en', TAIPEI)).toBe('Jan 5, 2025');
    expect(formatDate('2025-01-05T07:04:00Z', 'en', TAIPEI)).toBe('Jan 5, 2025');
    expect(formatDate(new Date(MS), 'tw', TAIPEI)).toBe('2025/01/05');
  });

  it('shows the locale’s invalid-date text for an empty or impossible date', () => {
    for (const empty of [null, undefined, '', '  ', 'soon', Number.NaN, new Date(Number.NaN), 9e15]) {
      expect(formatDate(empty, 'en'), String(empty)).toBe('Invalid Date');
      expect(formatDate(empty, 'tw'), String(empty)).toBe('無效日期');
      expect(formatDate(empty, 'cn'), String(empty)).toBe('无效日期');
    }
  });

  it('defaults to zh-TW', () => {
    expect(formatDate(MS, undefined, TAIPEI)).toBe('2025/01/05');
    expect(formatDate(null)).toBe('無效日期');
  });

  it('shows the instant in the time zone asked for', () => {
    expect(formatDate(Date.UTC(2025, 0, 5, 20, 0), 'tw', { timeZone: 'UTC' })).toBe('2025/01/05');
    expect(formatDate(Date.UTC(2025, 0, 5, 20, 0), 'tw', TAIPEI)).toBe('2025/01/06');
  });
});

describe('formatDateTime', () => {
  it('adds the time: 24-hour in Chinese, 12-hour in English', () => {
    expect(formatDateTime(MS, 'tw', TAIPEI)).toBe('2025/01/05 15:04');
    expect(formatDateTime(MS, 'cn', TAIPEI)).toBe('2025/01/05 15:04');
    expect(formatDateTime(MS, 'en', TAIPEI)).toBe('Jan 5, 2025, 3:04 PM');
  });

  it('shows the invalid-date text for an empty date', () => {
    expect(formatDateTime(null, 'en')).toBe('Invalid Date');
    expect(formatDateTime('', 'cn')).toBe('无效日期');
  });
});

describe('formatNumber', () => {
  it('groups digits per locale and takes Intl options', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234567, 'tw')).toBe('1,234,567');
    expect(formatNumber(0.256, 'cn', { style: 'percent' })).toBe('26%');
  });

  it('writes whole numbers as Intl does, without making an Intl formatter', () => {
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(formatNumber(-1234567, 'en')).toBe('-1,234,567');
      expect(formatNumber(1000, 'cn')).toBe('1,000');
      expect(formatNumber(999, 'tw')).toBe('999');
      expect(numbers).not.toHaveBeenCalled();
    } finally {
      numbers.mockRestore();
    }
  });

  it("keeps each call's options apart", () => {
    expect(formatNumber(0.5, 'en', { style: 'percent' })).toBe('50%');
    expect(formatNumber(0.5, 'en', { minimumFractionDigits: 2 })).toBe('0.50');
    expect(formatNumber(0.5, 'en')).toBe('0.5');
  });
});

describe('formatters made once', () => {
  it('keep dates, times and time zones apart', () => {
    expect(formatDateTime(MS, 'en', { timeZone: 'UTC' })).toBe('Jan 5, 2025, 7:04 AM');
    expect(formatDate(MS, 'en', { timeZone: 'UTC' })).toBe('Jan 5, 2025');
    expect(formatDateTime(MS, 'en', TAIPEI)).toBe('Jan 5, 2025, 3:04 PM');
    expect(formatDateTime(MS, 'en', { timeZone: 'UTC' })).toBe('Jan 5, 2025, 7:04 AM');
  });
});

describe('dates without Intl', () => {
  const locales = fc.constantFrom<Locale>('tw', 'cn', 'en');
  // Years 1000-9999: every instant the shop shows, and the range the hand-written shapes cover.
  const instants = fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31) });
  // One Intl formatter per language, style and zone: making one is what takes the time, not using it.
  const formatters = new Map<string, Intl.DateTimeFormat>();
  const viaIntl = (style: Intl.DateTimeFormatOptions, locale: Locale, instant: number, timeZone?: string) => {
    const key = JSON.stringify([style, locale, timeZone]);
    let formatter = formatters.get(key);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(toLanguageTag(locale), { ...style, timeZone });
      formatters.set(key, formatter);
    }
    return formatter.format(instant).replace(/[\u2009\u202f]/g, ' ');
  };
  const DATE = (locale: Locale): Intl.DateTimeFormatOptions =>
    locale === 'en' ? { dateStyle: 'medium' } : { year: 'numeric', month: '2-digit', day: '2-digit' };
  const DATE_TIME = (locale: Locale): Intl.DateTimeFormatOptions =>
    locale === 'en'
      ? { dateStyle: 'medium', timeStyle: 'short' }
      : { ...DATE(locale), hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

  it('writes what Intl writes, in the runtime’s time zone and in UTC', () => {
    fc.assert(
      fc.property(locales, instants, fc.constantFrom(undefined, 'UTC'), (locale, instant, timeZone) => {
        expect(formatDate(new Date(instant), locale, { timeZone })).toBe(viaIntl(DATE(locale), locale, instant, timeZone));
        expect(formatDateTime(new Date(instant), locale, { timeZone })).toBe(viaIntl(DATE_TIME(locale), locale, instant, timeZone));
      }),
      { numRuns: 3000 },
    );
  });

  it('makes no Intl formatter for those zones', () => {
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(formatDateTime(MS, 'en', { timeZone: 'UTC' })).toBe('Jan 5, 2025, 7:04 AM');
      expect(formatDate(Date.UTC(2025, 0, 5, 12, 0), 'tw')).toMatch(/^2025\/01\/0[56]$/);
      expect(dates).not.toHaveBeenCalled();
    } finally {
      dates.mockRestore();
    }
  });

  it('leaves any other time zone to Intl', () => {
    const zone = { timeZone: 'Asia/Tokyo' };
    expect(formatDateTime(MS, 'cn', zone)).toBe('2025/01/05 16:04');
    expect(formatDateTime(MS, 'en', zone)).toBe('Jan 5, 2025, 4:04 PM');
  });
});
