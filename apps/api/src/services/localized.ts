import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Locale } from '@storefront/domain';

/** Selects the text column of a locale out of its zh-TW, zh-CN and English columns. */
export function inLocale(locale: Locale, zhTw: AnyColumn, zhCn: AnyColumn, en: AnyColumn): SQL<string> {
  return sql<string>`${locale === 'en' ? en : locale === 'cn' ? zhCn : zhTw}`;
}

/** Milliseconds since the epoch of an optional instant, as the contract's Timestamp. */
export function toTimestamp(instant: Date | null): number | null {
  return instant === null ? null : instant.getTime();
}

/** A LIKE pattern matching text that contains `keyword` literally (%, _ and \ lose their meaning). */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
