import type { PaymentMethod, ShippingMethod } from '@storefront/domain';
import type { Ga4Event } from './events.js';
import { type AnalyticsLine, type Ga4Item, toGa4Item } from './items.js';

/** Every amount the events report is in New Taiwan dollars (spec 9). */
const CURRENCY = 'TWD';

/** Parameters of an event about a list of items: the currency of their prices and the items. */
export interface ItemListParams {
  readonly currency: 'TWD';
  readonly item_list_id: string;
  readonly item_list_name: string;
  readonly items: readonly Ga4Item[];
}

/** Parameters of an event about items worth money: currency, value (sum of price x quantity) and the items. */
export interface ItemsParams {
  readonly currency: 'TWD';
  readonly value: number;
  readonly items: readonly Ga4Item[];
}

/** purchase parameters: value is the amount paid, shipping the fee charged, coupon the coupon's code or name, or null. */
export interface PurchaseParams extends ItemsParams {
  readonly transaction_id: string;
  readonly shipping: number;
  readonly coupon: string | null;
}

/** The coupon a purchase used, as the API's purchase answer gives it: its code (null: it has none) and its activity name. */
export interface AnalyticsCoupon {
  readonly code: string | null;
  readonly activity_name: string;
}

/** What a purchase event is built from; shipping defaults to 0 and coupon to null (spec 9). */
export interface PurchaseInput {
  readonly transactionId: string;
  /** The amount paid, in TWD. */
  readonly value: number;
  readonly lines: readonly AnalyticsLine[];
  readonly shipping?: number;
  readonly coupon?: AnalyticsCoupon | null;
}

/** Currency, value and items of lines; value sums each item's effective price times its quantity. */
function itemsParams(lines: readonly AnalyticsLine[]): ItemsParams {
  const items = lines.map((line) => toGa4Item(line));
  return { currency: CURRENCY, value: items.reduce((sum, item) => sum + item.price * item.quantity, 0), items };
}

/** view_item_list: a list of products was shown, with each item's position (from 0). */
export function viewItemList(
  listId: string,
  listName: string,
  lines: readonly AnalyticsLine[],
): Ga4Event<'view_item_list', ItemListParams> {
  return {
    name: 'view_item_list',
    params: {
      currency: CURRENCY,
      item_list_id: listId,
      item_list_name: listName,
      items: lines.map((line, index) => toGa4Item(line, index)),
    },
  };
}

/** select_item: a product was chosen from a list, at its position (from 0, as in view_item_list). */
export function selectItem(line: AnalyticsLine, listId: string, listName: string, index: number): Ga4Event<'select_item', ItemListParams> {
  return {
    name: 'select_item',
    params: { currency: CURRENCY, item_list_id: listId, item_list_name: listName, items: [toGa4Item(line, index)] },
  };
}

/** view_item: a product page was shown. */
export function viewItem(line: AnalyticsLine): Ga4Event<'view_item', ItemsParams> {
  return { name: 'view_item', params: itemsParams([line]) };
}

/** add_to_cart: units of a product went into the cart (default 1: the units added, not the cart line's total). */
export function addToCart(line: AnalyticsLine, quantity = 1): Ga4Event<'add_to_cart', ItemsParams> {
  return { name: 'add_to_cart', params: itemsParams([{ ...line, amount: quantity }]) };
}

/** remove_from_cart: units of a line left the cart (default: the line's whole amount, as when it is deleted). */
export function removeFromCart(line: AnalyticsLine, quantity = line.amount ?? 1): Ga4Event<'remove_from_cart', ItemsParams> {
  return { name: 'remove_from_cart', params: itemsParams([{ ...line, amount: quantity }]) };
}

/** begin_checkout: checkout started with these lines (the selected cart items). */
export function beginCheckout(lines: readonly AnalyticsLine[]): Ga4Event<'begin_checkout', ItemsParams> {
  return { name: 'begin_checkout', params: itemsParams(lines) };
}

/** add_shipping_info: the shipping method (shipping_tier) and destination (delivery_area, e.g. a country code) were chosen. */
export function addShippingInfo(
  lines: readonly AnalyticsLine[],
  shippingTier: ShippingMethod,
  deliveryArea: string,
): Ga4Event<'add_shipping_info', ItemsParams & { readonly shipping_tier: ShippingMethod; readonly delivery_area: string }> {
  return {
    name: 'add_shipping_info',
    params: { ...itemsParams(lines), shipping_tier: shippingTier, delivery_area: deliveryArea },
  };
}

/** add_payment_info: the payment method (payment_type) was chosen. */
export function addPaymentInfo(
  lines: readonly AnalyticsLine[],
  paymentType: PaymentMethod,
): Ga4Event<'add_payment_info', ItemsParams & { readonly payment_type: PaymentMethod }> {
  return { name: 'add_payment_info', params: { ...itemsParams(lines), payment_type: paymentType } };
}

/**
 * purchase: an order was paid; value is the amount paid, not recomputed from the lines (coupons and
 * shipping change it). GA4's coupon is what a marketer knows the coupon by: its code, or the activity
 * name of a coupon that has no code.
 */
export function purchase(input: PurchaseInput): Ga4Event<'purchase', PurchaseParams> {
  return {
    name: 'purchase',
    params: {
      currency: CURRENCY,
      transaction_id: input.transactionId,
      value: input.value,
      shipping: input.shipping ?? 0,
      coupon: input.coupon ? (input.coupon.code ?? input.coupon.activity_name) : null,
      items: input.lines.map((line) => toGa4Item(line)),
    },
  };
}
