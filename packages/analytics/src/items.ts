import { effectivePrice, lineDiscount } from '@storefront/domain';

/** Item id used when a line has no SKU (spec 9). */
export const UNKNOWN_SKU = 'unknown_sku';

/** A product, cart or order line as analytics sees it (spec 3). */
export interface AnalyticsLine {
  readonly sku?: string | null;
  readonly display_name: string;
  readonly marked_price: number;
  readonly selling_price?: number | null;
  readonly amount?: number;
}

/** A GA4 item: prices in TWD, discount = marked price minus effective price. */
export interface Ga4Item {
  readonly item_id: string;
  readonly item_name: string;
  readonly price: number;
  readonly quantity: number;
  readonly discount: number;
  readonly index?: number;
}

/** The item id of a line: its SKU, or unknown_sku when it has none, so every report can group by it. */
export function itemId(line: Pick<AnalyticsLine, 'sku'>): string {
  return line.sku || UNKNOWN_SKU;
}

/** Converts a line to a GA4 item so every event reports prices the same way. */
export function toGa4Item(line: AnalyticsLine, index?: number): Ga4Item {
  return {
    item_id: itemId(line),
    item_name: line.display_name,
    price: effectivePrice(line),
    quantity: line.amount ?? 1,
    discount: lineDiscount(line),
    ...(index === undefined ? {} : { index }),
  };
}
