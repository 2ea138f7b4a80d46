import { type CartLine, groupByOrigin, subtotal } from './cart.js';
import { type Coupon, couponDiscount, type CouponOrder } from './coupon.js';
import { type ExpressFeeTable, type FreeShippingEvent, shippingFee } from './shipping.js';

/** What the totals of a checkout depend on besides its lines. */
export interface CheckoutContext {
  readonly fees: ExpressFeeTable;
  /** Where the order goes (country code), matched against coupons' sales regions. */
  readonly sales_region: string;
  readonly now: number;
  readonly event?: FreeShippingEvent | null;
  readonly coupon?: Coupon | null;
}

/** The money lines of a cart or checkout in whole TWD (spec 3). */
export interface CheckoutTotals {
  readonly subtotal: number;
  readonly shipping_fee: number;
  readonly discount: number;
  readonly shipping_discount: number;
  readonly total: number;
}

/** The order a coupon is judged against: the lines' goods amount and origins, the shipping fee and the sales region. */
export function toCouponOrder(lines: readonly CartLine[], shipping: number, salesRegion: string): CouponOrder {
  return {
    subtotal: subtotal(lines),
    shipping_fee: shipping,
    origins: groupByOrigin(lines).map((group) => group.origin),
    sales_region: salesRegion,
  };
}

/** Subtotal, shipping fee, the coupon's discounts (nothing when it does not apply) and the total to pay, of the lines given (the selected ones). */
export function checkoutTotals(lines: readonly CartLine[], context: CheckoutContext): CheckoutTotals {
  const goods = subtotal(lines);
  const shipping = shippingFee(lines, context.fees, context.event);
  const saving =
    context.coupon == null
      ? { goods: 0, shipping: 0 }
      : couponDiscount(context.coupon, toCouponOrder(lines, shipping, context.sales_region), context.now);
  return {
    subtotal: goods,
    shipping_fee: shipping,
    discount: saving.goods,
    shipping_discount: saving.shipping,
    total: goods + shipping - saving.goods - saving.shipping,
  };
}

/** How an order reaches the shopper: delivered to an address, or picked up at a Taiwan convenience store (TW only). */
export const SHIPPING_METHODS = ['home_delivery', 'cvs_pickup'] as const;

/** A shipping method of the checkout form. */
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

/** Payment methods of the shop (spec 9): credit card, WeChat Pay, Alipay, UnionPay card. */
export const PAYMENT_METHODS = ['credit_card', 'wechat_pay', 'alipay', 'unionpay'] as const;

/** A payment method of the checkout form. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Destinations whose addresses may be written in Chinese; carriers to every other country need English. */
const CHINESE_ADDRESS_COUNTRIES: ReadonlySet<string> = new Set(['TW', 'CN', 'HK', 'MO']);

/** True when the address to this destination (a two-letter country code, any case) must be written in English: overseas, i.e. outside TW, CN, HK and MO. */
export function requiresEnglishAddress(destinationCountry: string): boolean {
  const country = destinationCountry.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(country) && !CHINESE_ADDRESS_COUNTRIES.has(country);
}

/** True when the text uses printable ASCII only, what 'Please enter in English only' asks of an overseas address. */
export function isEnglishOnly(text: string): boolean {
  return /^[\x20-\x7E]*$/.test(text);
}
