import { describe, expect, it } from 'vitest';
import { isSameUtcDay, toMilliseconds, utcDay } from './time.js';

describe('toMilliseconds', () => {
  it('turns 10-digit seconds into milliseconds', () => {
    expect(toMilliseconds(1700000000)).toBe(1700000000000);
    expect(toMilliseconds('1700000000')).toBe(1700000000000);
    expect(toMilliseconds(9999999999)).toBe(9999999999000);
  });

  it('keeps 13-digit milliseconds', () => {
    expect(toMilliseconds(1700000000123)).toBe(1700000000123);
    expect(toMilliseconds('1700000000123')).toBe(1700000000123);
  });

  it('reads shorter and negative values as seconds too (birthdays before 2001 and 1970)', () => {
    expect(toMilliseconds(631152000)).toBe(631152000000);
    expect(toMilliseconds(-86400)).toBe(-86400000);
    expect(toMilliseconds(0)).toBe(0);
    expect(toMilliseconds(1700000000.5)).toBe(1700000000500);
  });

  it('keeps 11- and 12-digit values as milliseconds (1973 to 2001)', () => {
    expect(toMilliseconds(100000000000)).toBe(100000000000);
    expect(toMilliseconds(978307200000)).toBe(978307200000);
  });

  it.each([null, undefined, '', '  ', 'abc', '12a', Number.NaN, Number.POSITIVE_INFINITY])(
    'gives null for empty or invalid %s',
    (value) => {
      expect(toMilliseconds(value)).toBeNull();
    },
  );
});

describe('utcDay', () => {
  it('writes the UTC date of an instant', () => {
    expect(utcDay(Date.UTC(2024, 1, 29, 23, 59, 59))).toBe('2024-02-29');
    expect(utcDay(new Date(Date.UTC(2025, 0, 1)))).toBe('2025-01-01');
  });
});

describe('isSameUtcDay', () => {
  const noon = Date.UTC(2024, 5, 15, 12);

  it('is true within one UTC day, edges included', () => {
    expect(isSameUtcDay(Date.UTC(2024, 5, 15), Date.UTC(2024, 5, 15, 23, 59, 59, 999))).toBe(true);
    expect(isSameUtcDay(noon, new Date(noon))).toBe(true);
  });

  it('is false across midnight UTC even when a local day (UTC+8) is the same', () => {
    // 23:30 and 00:30 UTC+8 on June 16 are June 15 15:30 and 16:30 UTC: same UTC day.
    expect(isSameUtcDay(Date.UTC(2024, 5, 15, 15, 30), Date.UTC(2024, 5, 15, 16, 30))).toBe(true);
    // 07:00 and 09:00 UTC+8 on June 16 straddle midnight UTC.
    expect(isSameUtcDay(Date.UTC(2024, 5, 15, 23), Date.UTC(2024, 5, 16, 1))).toBe(false);
  });

  it('tells apart the same day of another month or year', () => {
    expect(isSameUtcDay(noon, Date.UTC(2024, 6, 15, 12))).toBe(false);
    expect(isSameUtcDay(noon, Date.UTC(2023, 5, 15, 12))).toBe(false);
  });

  it('is false for an invalid instant', () => {
    expect(isSameUtcDay(Number.NaN, noon)).toBe(false);
    expect(isSameUtcDay(noon, new Date('nope'))).toBe(false);
  });
});
