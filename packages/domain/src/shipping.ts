import { type CartLine, type Origin, type OriginGroup, subtotal } from './cart.js';

/** The express fee of one ship-from origin: a flat fee per order, waived when the origin's goods reach free_shipping_threshold. */
export interface ExpressFee {
  readonly fee: number;
  /** Goods amount from which this origin ships free; null or absent: never. */
  readonly free_shipping_threshold?: number | null;
}

/** Express fees per ship-from origin for the chosen destination and shipping method. */
export type ExpressFeeTable = Readonly<Partial<Record<Origin, ExpressFee>>>;

/** One row of the system/express-fee list: the fee of a route (origin, destination, method). */
export interface ExpressFeeRow extends ExpressFee {
  readonly origin: Origin;
  readonly country_code: string;
  readonly shipping_method: string;
}

/** Picks the rows of one destination (country code, any case) and shipping method out of the system/express-fee list, as a table by origin. */
export function expressFeeTable(rows: readonly ExpressFeeRow[], countryCode: string, shippingMethod: string): ExpressFeeTable {
  const country = countryCode.toUpperCase();
  const table: Partial<Record<Origin, ExpressFee>> = {};
  for (const row of rows) {
    if (row.country_code.toUpperCase() === country && row.shipping_method === shippingMethod && table[row.origin] === undefined) {
      table[row.origin] = { fee: row.fee, free_shipping_threshold: row.free_shipping_threshold ?? null };
    }
  }
  return table;
}

/** A site-wide free-shipping event the caller has found running now; overseas-tax lines never take part (spec 9). */
export interface FreeShippingEvent {
  /** Goods amount from which the event applies; absent: every order. */
  readonly threshold?: number;
  /** Origins the event covers; absent or empty: all. */
  readonly origins?: readonly Origin[];
}

/** Why a group ships free, if it does. */
export type FreeShippingReason = 'threshold' | 'event';

/** True when the event waives this group's fee: the group has no overseas-tax line, the origin is covered, the threshold is reached. */
function eventApplies(event: FreeShippingEvent, origin: Origin, lines: readonly CartLine[], amount: number): boolean {
  const origins = event.origins ?? [];
  if (origins.length > 0 && !origins.includes(origin)) return false;
  return !lines.some((line) => line.overseas_tax === true) && amount >= (event.threshold ?? 0);
}

/** The express fee of one origin group at its origin's rate (each origin ships its own parcel): waived by the origin's threshold, else by the event. */
export function parcelShipping(
  group: OriginGroup,
  rate: ExpressFee,
  event?: FreeShippingEvent | null,
): { readonly fee: number; readonly free: FreeShippingReason | null } {
  const amount = subtotal(group.lines);
  const byThreshold = rate.free_shipping_threshold != null && amount >= rate.free_shipping_threshold;
  const free = byThreshold ? 'threshold' : event != null && eventApplies(event, group.origin, group.lines, amount) ? 'event' : null;
  return { fee: free === null ? rate.fee : 0, free };
}

/** Return shipping charged when overseas goods are refused: the order's shipping fee times two, deducted from the refund with the customs duties (spec 9). */
export function refusedReturnFee(orderShippingFee: number): number {
  if (!Number.isFinite(orderShippingFee) || orderShippingFee < 0) {
    throw new RangeError(`shipping fee must be a non-negative number, got ${orderShippingFee}`);
  }
  return orderShippingFee * 2;
}

/** A site-wide promotion as far as shipping cares: its free-shipping threshold (null: not a free-shipping event), origins and period. */
export interface ShippingPromotion {
  readonly free_shipping_threshold: number | null;
  readonly origins?: readonly Origin[];
  /** Start and end in ms; null: open. */
  readonly starts_at?: number | null;
  readonly ends_at?: number | null;
}

/** The free-shipping event running at now among the promotions (the lowest threshold when several run), or null; what the server applies to the cart. */
export function runningFreeShippingEvent(promotions: readonly ShippingPromotion[], now: number): FreeShippingEvent | null {
  let best: FreeShippingEvent | null = null;
  for (const promotion of promotions) {
    const threshold = promotion.free_shipping_threshold;
    if (threshold === null) continue;
    if (promotion.starts_at != null && promotion.starts_at > now) continue;
    if (promotion.ends_at != null && promotion.ends_at <= now) continue;
    if (best === null || threshold < (best.threshold ?? 0)) best = { threshold, origins: promotion.origins ?? [] };
  }
  return best;
}
