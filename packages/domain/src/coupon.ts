import type { Origin } from './cart.js';

/** A member's coupon as the API sends it; amounts in whole TWD, instants in ms (spec 3). */
export interface Coupon {
  readonly coupon_id: string;
  readonly activity_name: string;
  /** Promotion details, plain text. */
  readonly promotion_details?: string;
  /** Effective conditions, plain text. */
  readonly conditions?: string;
  /** The goods amount an order must reach ('Order reaches NT${amount}'); 0: any order. */
  readonly threshold_amount: number;
  /** TWD off the goods ('NT${amount} off'); 0 for a free-shipping-only coupon. */
  readonly discount_amount: number;
  readonly free_shipping: boolean;
  /** Ship-from origins it is valid for; absent or empty: all. */
  readonly origins?: readonly Origin[];
  /** Sales regions (country codes) it is valid for; absent or empty: all. */
  readonly sales_regions?: readonly string[];
  /** First valid instant; null or absent: valid from issue. */
  readonly starts_at?: number | null;
  /** Last valid instant, inclusive; null or absent: never expires. */
  readonly ends_at?: number | null;
  readonly used?: boolean;
}

/** What eligibility needs to know of an order. */
export interface CouponOrder {
  /** Goods amount in TWD, before shipping and discounts. */
  readonly subtotal: number;
  /** Shipping fee in TWD, what a free-shipping coupon waives. */
  readonly shipping_fee: number;
  /** The ship-from origins of the order's lines. */
  readonly origins: readonly Origin[];
  /** Where the order is sold to (country code). */
  readonly sales_region: string;
}

/** How a coupon is shown in the list and at checkout (spec 4). */
export type CouponDisplayState = 'available' | 'selected' | 'used' | 'expired';

/** Why a coupon cannot be applied to an order. */
export type CouponIneligibility = 'used' | 'not_started' | 'expired' | 'below_threshold' | 'origin' | 'sales_region';

/** What a coupon takes off an order in TWD: from the goods, from shipping, and both together. */
export interface CouponDiscount {
  readonly goods: number;
  readonly shipping: number;
  readonly total: number;
}

const NO_DISCOUNT: CouponDiscount = { goods: 0, shipping: 0, total: 0 };

/** True once the last valid instant has passed. */
function hasExpired(coupon: Coupon, now: number): boolean {
  return coupon.ends_at != null && now > coupon.ends_at;
}

/** How the coupon is shown now: used wins over expired, expired over selected, else available. */
export function couponDisplayState(coupon: Coupon, now: number, selectedCouponId?: string | null): CouponDisplayState {
  if (coupon.used === true) return 'used';
  if (hasExpired(coupon, now)) return 'expired';
  return selectedCouponId != null && selectedCouponId === coupon.coupon_id ? 'selected' : 'available';
}

/** The first reason the coupon cannot apply to the order now, or null when it can: used, dates, threshold, every origin of the order, sales region. */
export function couponIneligibility(coupon: Coupon, order: CouponOrder, now: number): CouponIneligibility | null {
  if (coupon.used === true) return 'used';
  if (coupon.starts_at != null && now < coupon.starts_at) return 'not_started';
  if (hasExpired(coupon, now)) return 'expired';
  if (order.subtotal < coupon.threshold_amount) return 'below_threshold';
  const origins = coupon.origins ?? [];
  if (origins.length > 0 && !order.origins.every((origin) => origins.includes(origin))) return 'origin';
  const regions = (coupon.sales_regions ?? []).map((region) => region.toUpperCase());
  if (regions.length > 0 && !regions.includes(order.sales_region.toUpperCase())) return 'sales_region';
  return null;
}

/** True when the coupon can be applied to the order now. */
export function isCouponEligible(coupon: Coupon, order: CouponOrder, now: number): boolean {
  return couponIneligibility(coupon, order, now) === null;
}

/** What the coupon takes off the order now: its amount (never more than the goods) plus the shipping fee when it ships free; nothing when ineligible. */
export function couponDiscount(coupon: Coupon, order: CouponOrder, now: number): CouponDiscount {
  if (!isCouponEligible(coupon, order, now)) return NO_DISCOUNT;
  const goods = Math.max(0, Math.min(coupon.discount_amount, order.subtotal));
  const shipping = coupon.free_shipping ? Math.max(0, order.shipping_fee) : 0;
  return { goods, shipping, total: goods + shipping };
}

/** Orders two candidates: bigger saving, then sooner end (never-ending last), then lower threshold, then coupon_id. */
function compareCandidates(a: { coupon: Coupon; saving: number }, b: { coupon: Coupon; saving: number }): number {
  if (a.saving !== b.saving) return b.saving - a.saving;
  const endA = a.coupon.ends_at ?? Number.POSITIVE_INFINITY;
  const endB = b.coupon.ends_at ?? Number.POSITIVE_INFINITY;
  if (endA !== endB) return endA < endB ? -1 : 1;
  if (a.coupon.threshold_amount !== b.coupon.threshold_amount) return a.coupon.threshold_amount - b.coupon.threshold_amount;
  return a.coupon.coupon_id < b.coupon.coupon_id ? -1 : a.coupon.coupon_id > b.coupon.coupon_id ? 1 : 0;
}

/** A coupon that applies to an order, with what it takes off. */
export interface RankedCoupon<C extends Coupon = Coupon> {
  readonly coupon: C;
  readonly discount: CouponDiscount;
}

/** The coupons that save the order something now, best first: bigger saving, then the soonest end (use it before it lapses), the lower threshold, the smaller coupon_id. */
export function rankCoupons<C extends Coupon>(coupons: readonly C[], order: CouponOrder, now: number): RankedCoupon<C>[] {
  return coupons
    .map((coupon) => {
      const discount = couponDiscount(coupon, order, now);
      return { coupon, discount, saving: discount.total };
    })
    .filter((candidate) => candidate.saving > 0)
    .sort(compareCandidates)
    .map(({ coupon, discount }) => ({ coupon, discount }));
}

/** The coupon that saves the order the most now (the first of rankCoupons), or undefined when none saves anything. */
export function bestCoupon(coupons: readonly Coupon[], order: CouponOrder, now: number): Coupon | undefined {
  return rankCoupons(coupons, order, now)[0]?.coupon;
}
