import { effectivePrice, type Priced } from './price.js';

/** Ship-from origins, Taiwan first: the order the cart shows its groups in (spec 3, 9). */
export const ORIGINS = ['TW', 'CN'] as const;

/** Where a product ships from: Taiwan or China. */
export type Origin = (typeof ORIGINS)[number];

/** True when the value is a ship-from origin; guards what the API sends. */
export function isOrigin(value: unknown): value is Origin {
  return typeof value === 'string' && (ORIGINS as readonly string[]).includes(value);
}

/** A chosen variant or bundle part of a cart line. */
export interface SubProductInfo {
  readonly product_id: string;
  readonly amount: number;
}

/** What decides whether a product can be bought: availability, pre-order and stock. */
export interface Stocked {
  /** False once the product is taken off sale. */
  readonly available?: boolean;
  /** True once the product's sale period has ended. */
  readonly expired?: boolean;
  readonly pre_order?: boolean;
  /** Units left; null or absent when the shop does not count them. */
  readonly stock?: number | null;
  /** The most units one order may hold; null or absent: no limit beyond stock. */
  readonly purchase_limit?: number | null;
}

/** One cart line, prices in whole TWD (spec 3). */
export interface CartLine extends Priced, Stocked {
  readonly product_id: string;
  readonly amount: number;
  readonly origin: Origin;
  /** Subject to overseas tax: such lines are left out of site-wide free-shipping events (spec 9). */
  readonly overseas_tax?: boolean;
  readonly sub_product_infos?: readonly SubProductInfo[];
}

/** A line's identity: its product and chosen sub-products, since one product may sit in the cart once per variant choice. */
export function cartLineKey(line: Pick<CartLine, 'product_id' | 'sub_product_infos'>): string {
  const parts = (line.sub_product_infos ?? []).map((sub) => `${sub.product_id}*${sub.amount}`).sort();
  return parts.length === 0 ? line.product_id : `${line.product_id}|${parts.join(',')}`;
}

/** The states a product or line is shown in (spec 4). */
export type ProductState = 'on_sale' | 'sold_out' | 'pre_order' | 'unavailable';

/** The state a product is shown in: unavailable (off sale or expired) first, then pre-order (sold regardless of stock), then sold out. */
export function productState(product: Stocked): ProductState {
  if (product.available === false || product.expired === true) return 'unavailable';
  if (product.pre_order === true) return 'pre_order';
  if (product.stock != null && product.stock <= 0) return 'sold_out';
  return 'on_sale';
}

/** True when a line can go to checkout: on sale or pre-order, a whole amount of at least 1, within the purchase limit, and within the stock of an on-sale item. */
export function isPurchasable(line: CartLine): boolean {
  const state = productState(line);
  if (state === 'unavailable' || state === 'sold_out') return false;
  if (!Number.isInteger(line.amount) || line.amount < 1) return false;
  if (line.purchase_limit != null && line.amount > line.purchase_limit) return false;
  return state === 'pre_order' || line.stock == null || line.amount <= line.stock;
}

/**
 * The most units a line may hold under its product's purchase limit, given the other lines of the
 * same product (other sub-product choices) in `lines`: the limit counts the product, not the
 * line, so another variant does not get the whole limit again. Null when the product has none.
 */
export function purchaseLimitLeft(
  line: Pick<CartLine, 'product_id' | 'sub_product_infos' | 'purchase_limit'>,
  lines: readonly Pick<CartLine, 'product_id' | 'sub_product_infos' | 'amount'>[],
): number | null {
  if (line.purchase_limit == null) return null;
  const key = cartLineKey(line);
  const others = lines.filter((other) => other.product_id === line.product_id && cartLineKey(other) !== key);
  return Math.max(0, line.purchase_limit - others.reduce((sum, other) => sum + other.amount, 0));
}

/** True when the lines of some product hold more units together than its purchase limit. */
export function exceedsPurchaseLimit(
  lines: readonly Pick<CartLine, 'product_id' | 'sub_product_infos' | 'amount' | 'purchase_limit'>[],
): boolean {
  return lines.some((line) => {
    const left = purchaseLimitLeft(line, lines);
    return left !== null && line.amount > left;
  });
}

/** True when a product's sale has opened at `now` (ms): it has no start, or the start has passed. */
export function saleStarted(product: { readonly sale_starts_at?: number | null }, now: number): boolean {
  return product.sale_starts_at == null || product.sale_starts_at <= now;
}

/** A cart line's price times its amount. */
export function lineTotal(line: Priced & { readonly amount: number }): number {
  return effectivePrice(line) * line.amount;
}

/** The sum of the lines' totals in TWD. */
export function subtotal(lines: readonly (Priced & { readonly amount: number })[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

/** The lines of one ship-from origin. */
export interface OriginGroup<Line extends { readonly origin: Origin } = CartLine> {
  readonly origin: Origin;
  readonly lines: readonly Line[];
}

/** Groups lines by ship-from origin, Taiwan before China, keeping the lines' order and leaving out empty groups. */
export function groupByOrigin<Line extends { readonly origin: Origin }>(lines: readonly Line[]): OriginGroup<Line>[] {
  return ORIGINS.map((origin) => ({ origin, lines: lines.filter((line) => line.origin === origin) })).filter(
    (group) => group.lines.length > 0,
  );
}

/** Why a selection cannot go to checkout. */
export type CheckoutProblem = 'empty' | 'unpurchasable' | 'pre_order_combined';

/** What stops the selected lines going to checkout, or null: nothing selected, a line that cannot be bought (lines of one product past its purchase limit together too), or a pre-order line with any other line (pre-orders are billed one at a time, spec 4). */
export function checkoutProblem(selected: readonly CartLine[]): CheckoutProblem | null {
  if (selected.length === 0) return 'empty';
  if (!selected.every(isPurchasable) || exceedsPurchaseLimit(selected)) return 'unpurchasable';
  if (selected.length > 1 && selected.some((line) => line.pre_order === true)) return 'pre_order_combined';
  return null;
}

/**
 * The lines ticked for the shopper who has not chosen, and what 'Select all' ticks: every line
 * that can be bought except pre-orders, which go alone (spec 4); a cart of nothing else but
 * pre-orders gets its first one that can be bought. Lines of both origins go together: checkout
 * places one order per origin.
 */
export function defaultSelection<Line extends CartLine>(lines: readonly Line[]): Line[] {
  const purchasable = lines.filter(isPurchasable);
  const regular = purchasable.filter((line) => line.pre_order !== true);
  return regular.length > 0 ? regular : purchasable.slice(0, 1);
}

/** True when the candidate may join the selection under the pre-order rule: a pre-order line only alone, nothing next to a pre-order line. */
export function canSelectWith(selected: readonly CartLine[], candidate: CartLine): boolean {
  const key = cartLineKey(candidate);
  const others = selected.filter((line) => cartLineKey(line) !== key);
  if (others.length === 0) return true;
  return candidate.pre_order !== true && !others.some((line) => line.pre_order === true);
}
