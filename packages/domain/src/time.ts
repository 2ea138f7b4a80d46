/** Magnitudes below this are seconds: 1e11 s is the year 5138, 1e11 ms is March 1973. */
const SECONDS_LIMIT = 1e11;

/** Reads an API timestamp as milliseconds: 10-digit seconds (and shorter, e.g. pre-2001 birthdays) times 1000, 13-digit ms as is; empty or non-numeric gives null (show the invalid-date text). */
export function toMilliseconds(timestamp: number | string | null | undefined): number | null {
  if (timestamp == null) return null;
  const text = typeof timestamp === 'string' ? timestamp.trim() : '';
  if (typeof timestamp === 'string' && !/^-?\d+(?:\.\d+)?$/.test(text)) return null;
  const value = typeof timestamp === 'string' ? Number(text) : timestamp;
  if (!Number.isFinite(value)) return null;
  return Math.abs(value) < SECONDS_LIMIT ? Math.round(value * 1000) : Math.round(value);
}

/** The UTC calendar day of an instant as YYYY-MM-DD, the date the exchange rate is stored with. */
export function utcDay(instant: number | Date): string {
  return new Date(instant).toISOString().slice(0, 10);
}

/** True when two instants (ms or Date) fall on the same UTC calendar day; drives the once-a-day exchange-rate fetch. */
export function isSameUtcDay(a: number | Date, b: number | Date): boolean {
  const first = new Date(a);
  const second = new Date(b);
  if (Number.isNaN(first.getTime()) || Number.isNaN(second.getTime())) return false;
  return (
    first.getUTCFullYear() === second.getUTCFullYear() &&
    first.getUTCMonth() === second.getUTCMonth() &&
    first.getUTCDate() === second.getUTCDate()
  );
}
