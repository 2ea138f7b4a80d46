import type {
  CartLine,
  CheckoutItem,
  CheckoutSource,
  CreateOrderBody,
  ExpressFee,
  OrderCouponOption,
  PickupStore,
  ProductDetail,
  Promotion,
} from '@storefront/api-contract';
import {
  type CheckoutShippingValues,
  type CheckoutTotals,
  type CouponOrder,
  expressFeeTable,
  type PaymentMethod,
  priceCheckout,
  runningFreeShippingEvent,
  type ShippingMethod,
} from '@storefront/domain';
import type { BuyNowChoice } from '../product/buy-now.js';

/** The coupon or code the checkout uses, with what the server said it takes off (the totals are domain's, the same rules). */
export type CheckoutDiscount =
  | { readonly kind: 'coupon'; readonly option: OrderCouponOption }
  | { readonly kind: 'code'; readonly code: string; readonly option: OrderCouponOption };

/** The lines as the order and coupon calls take them. */
export function checkoutItems(lines: readonly CartLine[]): CheckoutItem[] {
  return lines.map(({ product_id, amount, sub_product_infos }) =>
    sub_product_infos.length === 0
      ? { product_id, amount }
      : { product_id, amount, sub_product_infos: sub_product_infos.map((sub) => ({ product_id: sub.product_id, amount: sub.amount })) },
  );
}

/** A buy-now choice as a checkout line: the product's prices and flags, its chosen options named. */
export function buyNowLine(product: ProductDetail, choice: BuyNowChoice): CartLine {
  const options = product.sub_products.flatMap((group) => group.options);
  return {
    product_id: product.product_id,
    sku: product.sku,
    display_name: product.display_name,
    image_url: product.images[0] ?? null,
    amount: choice.amount,
    sub_product_infos: choice.sub_product_infos.map((sub) => ({
      ...sub,
      display_name: options.find((option) => option.product_id === sub.product_id)?.display_name ?? '',
    })),
    origin: product.origin,
    pre_order: product.pre_order,
    available: product.available,
    expired: product.expired,
    stock: product.stock,
    purchase_limit: product.purchase_limit,
    marked_price: product.marked_price,
    selling_price: product.selling_price,
    overseas_tax: product.overseas_tax,
  };
}

/** What the totals depend on besides the lines. */
export interface TotalsInput {
  readonly fees: readonly ExpressFee[];
  readonly promotions: readonly Promotion[];
  readonly countryCode: string;
  readonly shippingMethod: ShippingMethod;
  readonly discount: CheckoutDiscount | null;
  readonly now: number;
}

/**
 * The checkout's money as the server will compute it (domain's priceCheckout with the fees of the
 * destination and method, the running free-shipping event and the coupon), or null when an origin
 * of the lines does not ship there.
 */
export function checkoutTotalsFor(lines: readonly CartLine[], input: TotalsInput): CheckoutTotals | null {
  return pricingFor(lines, input)?.totals ?? null;
}

/** The checkout as a coupon's eligibility sees it (the API judges the member's coupons against the same), or null when an origin does not ship there. */
export function couponOrderFor(lines: readonly CartLine[], input: TotalsInput): CouponOrder | null {
  return pricingFor(lines, input)?.coupon_order ?? null;
}

function pricingFor(lines: readonly CartLine[], input: TotalsInput) {
  return priceCheckout(lines, {
    fees: expressFeeTable(input.fees, input.countryCode, input.shippingMethod),
    sales_region: input.countryCode,
    now: input.now,
    event: runningFreeShippingEvent(input.promotions, input.now),
    coupon: input.discount?.option.coupon ?? null,
  });
}

/**
 * The store the form holds as the order body and a visitor's draft take it (chain, id and name
 * only), or null while the form holds no whole one.
 */
export function pickupStoreOf(value: unknown): PickupStore | null {
  if (typeof value !== 'object' || value === null) return null;
  const { cvs_brand, store_id, store_name } = value as Record<string, unknown>;
  if (typeof cvs_brand !== 'string' || typeof store_id !== 'string' || typeof store_name !== 'string') return null;
  return { cvs_brand: cvs_brand as PickupStore['cvs_brand'], store_id, store_name };
}

/** Everything of an order but the idempotency key, which stays the same while this stays the same. */
export type OrderRequest = Omit<CreateOrderBody, 'idempotency_key'>;

/** The order body of a valid checkout form (values cast by checkoutShippingSchema). */
export function orderRequest(
  values: CheckoutShippingValues,
  context: {
    readonly lines: readonly CartLine[];
    readonly source: CheckoutSource;
    readonly totals: CheckoutTotals;
    readonly discount: CheckoutDiscount | null;
  },
): OrderRequest {
  const pickup = values.shipping_method === 'cvs_pickup';
  const pickupStore = pickup ? pickupStoreOf(values.pickup_store) : null;
  const customsId = values.customs_id?.trim() ?? '';
  return {
    items: checkoutItems(context.lines),
    source: context.source,
    recipient_name: values.recipient_name ?? '',
    recipient_phone_code: values.recipient_phone_code ?? '',
    recipient_mobile: values.recipient_mobile ?? '',
    recipient_email: values.recipient_email,
    country_code: values.country_code ?? '',
    ...(customsId === '' ? {} : { customs_id: customsId }),
    // For pickup these are the store's own, filled in when it is chosen (the order records where the parcel goes).
    city: values.city ?? '',
    area: values.area ?? '',
    address: values.address ?? '',
    postal_code: pickup ? '' : (values.postal_code ?? ''),
    shipping_method: values.shipping_method as ShippingMethod,
    ...(pickupStore ? { pickup_store: pickupStore } : {}),
    payment_method: values.payment_method as PaymentMethod,
    ...(context.discount?.kind === 'code' ? { discount_code: context.discount.code } : {}),
    ...(context.discount?.kind === 'coupon' ? { coupon_id: context.discount.option.coupon.coupon_id } : {}),
    expected: context.totals,
  };
}
