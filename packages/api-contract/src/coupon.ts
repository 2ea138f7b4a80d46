import { Type, type Static } from 'typebox';
import { CheckoutItems } from './cart.js';
import { CountryCode, Id, Nullable, ShipOrigin, Timestamp, Twd } from './common.js';
import { COUPON_STATUSES } from './constants.js';
import { Envelope } from './envelope.js';
import { ShippingMethod } from './system.js';

/** A coupon code as the member types it: 1 to 32 letters, digits, - or _. */
export const CouponCode = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' });
export type CouponCode = Static<typeof CouponCode>;

/** The terms of a coupon (spec 3); amounts in whole TWD, instants in ms, texts in the request's language. */
export const CouponTerms = Type.Object({
  coupon_id: Id,
  activity_name: Type.String(),
  /** Promotion details, plain text. */
  promotion_details: Type.String(),
  /** Effective conditions, plain text. */
  conditions: Type.String(),
  /** First valid instant (effective date); null: valid from issue. */
  starts_at: Nullable(Timestamp),
  /** Last valid instant, inclusive (validity end date); null: never expires. */
  ends_at: Nullable(Timestamp),
  /** The goods amount an order must reach ('Order reaches NT${amount}'); 0: any order. */
  threshold_amount: Twd,
  /** TWD off the goods ('NT${amount} off'); 0 for a free-shipping-only coupon. */
  discount_amount: Twd,
  free_shipping: Type.Boolean(),
  /** Eligible ship-from origins; empty: all. */
  origins: Type.Array(ShipOrigin),
  /** Eligible sales regions (destination country codes); empty: all. */
  sales_regions: Type.Array(CountryCode),
});
export type CouponTerms = Static<typeof CouponTerms>;

/** The status of a member's coupon. */
export const CouponStatus = Type.Enum(COUPON_STATUSES);
export type CouponStatus = Static<typeof CouponStatus>;

/** A coupon bound to the member's account; used mirrors status === 'used' for the domain's coupon rules. */
export const Coupon = Type.Object({
  ...CouponTerms.properties,
  status: CouponStatus,
  used: Type.Boolean(),
  claimed_at: Timestamp,
});
export type Coupon = Static<typeof Coupon>;
/** POST /coupon response body: the coupon just claimed. */
export const CouponResponse = Envelope(Coupon);

/** A coupon the member can still claim, with the code that claims it (null: claim through an event only). */
export const ClaimableCoupon = Type.Object({
  ...CouponTerms.properties,
  code: Nullable(CouponCode),
});
export type ClaimableCoupon = Static<typeof ClaimableCoupon>;

/** GET /coupon answer: the member's coupons and those they can still claim. */
export const CouponList = Type.Object({
  mine: Type.Array(Coupon),
  claimable: Type.Array(ClaimableCoupon),
});
export type CouponList = Static<typeof CouponList>;
/** GET /coupon response body. */
export const CouponListResponse = Envelope(CouponList);

/** POST /coupon body: claims a coupon by its code. */
export const ClaimCouponBody = Type.Object({
  code: CouponCode,
});
export type ClaimCouponBody = Static<typeof ClaimCouponBody>;

/**
 * POST /order/coupon body: a prospective order, to learn which of the member's coupons apply to it;
 * with discount_code, what that typed code takes off instead (open to visitors, as checkout is).
 */
export const OrderCouponBody = Type.Object({
  items: CheckoutItems,
  /** Destination country, matched against the coupons' sales regions. */
  country_code: CountryCode,
  shipping_method: Type.Optional(ShippingMethod),
  /** A code typed at checkout: the answer is that code's coupon alone, or 40009 / 41002 when it saves nothing. */
  discount_code: Type.Optional(CouponCode),
});
export type OrderCouponBody = Static<typeof OrderCouponBody>;

/** A coupon that applies to the prospective order and what it takes off, in TWD: from the goods and from shipping. */
export const OrderCouponOption = Type.Object({
  coupon: Coupon,
  discount: Twd,
  shipping_discount: Twd,
});
export type OrderCouponOption = Static<typeof OrderCouponOption>;

/** POST /order/coupon answer: the applicable coupons, biggest saving first. */
export const OrderCouponList = Type.Array(OrderCouponOption);
export type OrderCouponList = Static<typeof OrderCouponList>;
/** POST /order/coupon response body. */
export const OrderCouponListResponse = Envelope(OrderCouponList);
