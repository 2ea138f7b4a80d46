import { type CartLine, groupByOrigin, type Origin, subtotal } from './cart.js';
import { type Coupon, couponDiscount, type CouponOrder } from './coupon.js';
import { type ExpressFeeTable, type FreeShippingEvent, type FreeShippingReason, parcelShipping } from './shipping.js';

/** What the money of lines bought together depends on besides the lines. */
export interface CheckoutContext {
  /** Express fees per origin for the destination and shipping method. */
  readonly fees: ExpressFeeTable;
  /** Where the order goes (country code), matched against coupons' sales regions. */
  readonly sales_region: string;
  readonly now: number;
  readonly event?: FreeShippingEvent | null;
  readonly coupon?: Coupon | null;
}

/** The money lines of a cart, a checkout or one of its orders, in whole TWD (spec 3). */
export interface CheckoutTotals {
  readonly subtotal: number;
  readonly shipping_fee: number;
  readonly discount: number;
  readonly shipping_discount: number;
  readonly total: number;
}

/** One order of a checkout: the lines of one ship-from origin, which ship as their own parcel, and their money. */
export interface PricedOrder<Line extends CartLine = CartLine> extends CheckoutTotals {
  readonly origin: Origin;
  readonly lines: readonly Line[];
  /** Why the order ships free, or null when it pays its origin's fee. */
  readonly free_shipping: FreeShippingReason | null;
}

/** The money of lines bought together: the whole, its orders, and what a coupon is judged against. */
export interface CheckoutPricing<Line extends CartLine = CartLine> {
  /** What the shopper pays in all; each field is the sum of the orders' fields. */
  readonly totals: CheckoutTotals;
  /** One order per ship-from origin, Taiwan first, each with its share of the coupon's discounts. */
  readonly orders: readonly PricedOrder<Line>[];
  /** The whole as a coupon's eligibility sees it (what `rankCoupons` takes). */
  readonly coupon_order: CouponOrder;
}

/** The money lines, the total being what is left to pay. */
function totalsOf(goods: number, shipping: number, discount: number, shippingDiscount: number): CheckoutTotals {
  return {
    subtotal: goods,
    shipping_fee: shipping,
    discount,
    shipping_discount: shippingDiscount,
    total: goods + shipping - discount - shippingDiscount,
  };
}

/**
 * Splits an amount over parts in proportion to their weights, in whole TWD: each part gets its
 * share rounded down, the TWD left over go one each to the heaviest parts. No part gets more
 * than its weight when the amount does not exceed the weights' sum.
 */
function split(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((amount * weight) / sum));
  let left = amount - shares.reduce((total, share) => total + share, 0);
  const heaviest = weights.map((weight, index) => ({ weight, index })).sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { index } of heaviest) {
    if (left === 0) break;
    if (shares[index]! < weights[index]!) {
      shares[index] = shares[index]! + 1;
      left -= 1;
    }
  }
  return shares;
}

/**
 * Prices lines bought together (the cart's selection, a checkout) the one way the storefront and
 * the API both use: one order per ship-from origin paying its origin's express fee unless its
 * threshold or the free-shipping event waives it; the coupon judged against the whole (its goods,
 * shipping, origins and the sales region) and its discounts shared among the orders, the goods
 * discount by goods and the shipping discount by fees. Null when an origin of the lines has no fee
 * in the table: they cannot ship to that destination by that method.
 */
export function priceCheckout<Line extends CartLine>(lines: readonly Line[], context: CheckoutContext): CheckoutPricing<Line> | null {
  const groups = groupByOrigin(lines);
  const parcels = [];
  for (const group of groups) {
    const rate = context.fees[group.origin];
    if (rate === undefined) return null;
    parcels.push({ ...group, goods: subtotal(group.lines), ...parcelShipping(group, rate, context.event) });
  }
  const goods = subtotal(lines);
  const shipping = parcels.reduce((sum, parcel) => sum + parcel.fee, 0);
  const couponOrder: CouponOrder = {
    subtotal: goods,
    shipping_fee: shipping,
    origins: groups.map((group) => group.origin),
    sales_region: context.sales_region,
  };
  const saving = context.coupon == null ? { goods: 0, shipping: 0 } : couponDiscount(context.coupon, couponOrder, context.now);
  const discounts = split(
    saving.goods,
    parcels.map((parcel) => parcel.goods),
  );
  const shippingDiscounts = split(
    saving.shipping,
    parcels.map((parcel) => parcel.fee),
  );
  return {
    totals: totalsOf(goods, shipping, saving.goods, saving.shipping),
    orders: parcels.map((parcel, index) => ({
      origin: parcel.origin,
      lines: parcel.lines,
      free_shipping: parcel.free,
      ...totalsOf(parcel.goods, parcel.fee, discounts[index]!, shippingDiscounts[index]!),
    })),
    coupon_order: couponOrder,
  };
}
