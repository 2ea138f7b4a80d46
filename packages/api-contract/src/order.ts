import { Type, type Static } from 'typebox';
import { CheckoutItems, SubProductLine } from './cart.js';
import { CountryCode, Email, Id, Nullable, Page, Paginated, PhoneCode, PhoneNumber, ShipOrigin, Timestamp, Twd, Url } from './common.js';
import { CHECKOUT_SOURCES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './constants.js';
import { CouponCode } from './coupon.js';
import { Envelope } from './envelope.js';
import { CvsBrand, ShippingMethod } from './system.js';

/** The status of an order: established, stock up, shipped, completed or canceled. */
export const OrderStatus = Type.Enum(ORDER_STATUSES);
export type OrderStatus = Static<typeof OrderStatus>;

/** How an order is paid. */
export const PaymentMethod = Type.Enum(PAYMENT_METHODS);
export type PaymentMethod = Static<typeof PaymentMethod>;

/** The state of a payment (purchase). */
export const PaymentStatus = Type.Enum(PAYMENT_STATUSES);
export type PaymentStatus = Static<typeof PaymentStatus>;

/** The source of a checkout. */
export const CheckoutSource = Type.Enum(CHECKOUT_SOURCES);
export type CheckoutSource = Static<typeof CheckoutSource>;

/** The Taiwan convenience store chosen for pickup (from GET /system/tw-cvs). */
export const PickupStore = Type.Object({
  cvs_brand: CvsBrand,
  store_id: Type.String({ minLength: 1, maxLength: 16, pattern: '^[A-Za-z0-9]+$' }),
  store_name: Type.String({ minLength: 1, maxLength: 100 }),
});
export type PickupStore = Static<typeof PickupStore>;

/**
 * The origin the shopper's storefront runs at (the page's `location.origin`: scheme, host and port,
 * no path). A card payment returns to its /result and a visitor's order mail links to it when it is
 * one of the storefront origins the API allows (its CORS origins and STOREFRONT_URL's); any other
 * origin is ignored for STOREFRONT_URL, so it is never an open redirect. Absent: STOREFRONT_URL.
 */
export const StorefrontOrigin = Type.String({
  minLength: 8,
  maxLength: 300,
  pattern: '^https?://(\\[[0-9A-Fa-f:.]+\\]|[A-Za-z0-9.-]+)(:[0-9]{1,5})?$',
});
export type StorefrontOrigin = Static<typeof StorefrontOrigin>;

/** The money of a checkout in whole TWD: total = subtotal + shipping_fee - discount - shipping_discount. */
export const CheckoutTotals = Type.Object({
  subtotal: Twd,
  shipping_fee: Twd,
  discount: Twd,
  shipping_discount: Twd,
  total: Twd,
});
export type CheckoutTotals = Static<typeof CheckoutTotals>;

/**
 * POST /order body: a checkout (spec 3). Open to visitors. Address texts are free text (English
 * only for overseas, spec 5); customs_id is the destination's customs identity (the spec's
 * "ID number"; required for KR, ID, MX, BR, VN, TH, MY; CN resident ID for China).
 * expected holds the totals the client showed: when the server's shipping fee differs it
 * answers SHIPPING_FEE_CHANGED (40902) instead of ordering. Retries carry the same idempotency_key
 * and get the first answer back.
 */
export const CreateOrderBody = Type.Object({
  items: CheckoutItems,
  source: CheckoutSource,
  recipient_name: Type.String({ minLength: 1, maxLength: 50 }),
  recipient_phone_code: PhoneCode,
  recipient_mobile: PhoneNumber,
  recipient_email: Email,
  /** Destination country (sales region). */
  country_code: CountryCode,
  customs_id: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  /** County or city. */
  city: Type.String({ minLength: 1, maxLength: 50 }),
  area: Type.String({ maxLength: 50 }),
  address: Type.String({ minLength: 1, maxLength: 200 }),
  postal_code: Type.String({ maxLength: 12, pattern: '^[A-Za-z0-9 -]*$' }),
  shipping_method: ShippingMethod,
  /** Required when shipping_method is cvs_pickup. */
  pickup_store: Type.Optional(PickupStore),
  payment_method: PaymentMethod,
  /** A discount code typed at checkout (coupon code format). */
  discount_code: Type.Optional(CouponCode),
  coupon_id: Type.Optional(Id),
  expected: CheckoutTotals,
  storefront_origin: Type.Optional(StorefrontOrigin),
  idempotency_key: Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});
export type CreateOrderBody = Static<typeof CreateOrderBody>;

/** QR-code payment data (spec 3, kept in session storage): the amount in TWD, the payment type and the QRCode content to render. */
export const QrCodeData = Type.Object({
  amount: Twd,
  type: PaymentMethod,
  QRCode: Type.String({ minLength: 1, maxLength: 4096 }),
});
export type QrCodeData = Static<typeof QrCodeData>;

/** How to pay a purchase: open payment_url (card pages), or show qr_code and wait (spec 4); one of them is set. */
export const PaymentStart = Type.Object({
  purchase_id: Id,
  payment_method: PaymentMethod,
  amount: Twd,
  payment_url: Nullable(Url),
  qr_code: Nullable(QrCodeData),
});
export type PaymentStart = Static<typeof PaymentStart>;

/** POST /order answer: the orders created (one per ship-from origin or pre-order) and how to pay them together. */
export const OrderCreated = Type.Object({
  order_ids: Type.Array(Id, { minItems: 1 }),
  payment: PaymentStart,
});
export type OrderCreated = Static<typeof OrderCreated>;
/** POST /order response body. */
export const OrderCreatedResponse = Envelope(OrderCreated);

/** A line of an order (product information): prices in TWD as ordered. */
export const OrderLine = Type.Object({
  product_id: Id,
  sku: Type.String(),
  display_name: Type.String(),
  image_url: Nullable(Url),
  marked_price: Twd,
  selling_price: Nullable(Twd),
  amount: Type.Integer({ minimum: 1 }),
  sub_product_infos: Type.Array(SubProductLine),
  pre_order: Type.Boolean(),
});
export type OrderLine = Static<typeof OrderLine>;

/**
 * An order as the order records list it (spec 3). order_id is the order number. Amounts in TWD:
 * order_amount is the goods total; payment_amount = order_amount + shipping_fee - discount -
 * shipping_discount. shipping_code is the carrier's tracking number once shipped, tracking_url the
 * carrier's page for it (null: not shipped, no number, or the shop links no page for the carrier).
 * pay_by is when the payment window of an unpaid order ends: the order is then canceled and its
 * stock released (null once paid or canceled).
 */
export const OrderSummary = Type.Object({
  order_id: Id,
  purchase_id: Id,
  purchased_at: Timestamp,
  status: OrderStatus,
  origin: ShipOrigin,
  order_amount: Twd,
  shipping_fee: Twd,
  discount: Twd,
  shipping_discount: Twd,
  payment_amount: Twd,
  payment_method: PaymentMethod,
  shipping_code: Nullable(Type.String({ maxLength: 64 })),
  tracking_url: Nullable(Url),
  pay_by: Nullable(Timestamp),
  items: Type.Array(OrderLine),
});
export type OrderSummary = Static<typeof OrderSummary>;

/** Shipping information of an order. */
export const ShippingInfo = Type.Object({
  recipient_name: Type.String(),
  recipient_phone_code: Type.String(),
  recipient_mobile: Type.String(),
  recipient_email: Type.String(),
  country_code: CountryCode,
  city: Type.String(),
  area: Type.String(),
  address: Type.String(),
  postal_code: Type.String(),
  shipping_method: ShippingMethod,
  pickup_store: Nullable(PickupStore),
});
export type ShippingInfo = Static<typeof ShippingInfo>;

/** Payment information of an order. */
export const PaymentInfo = Type.Object({
  payment_method: PaymentMethod,
  payment_status: PaymentStatus,
  payment_amount: Twd,
  paid_at: Nullable(Timestamp),
});
export type PaymentInfo = Static<typeof PaymentInfo>;

/** GET /order/:order_id answer: the order with shipping and payment information and what may be done with it. */
export const OrderDetail = Type.Object({
  ...OrderSummary.properties,
  shipping: ShippingInfo,
  payment: PaymentInfo,
  coupon_id: Nullable(Id),
  discount_code: Nullable(Type.String()),
  /** True while unpaid: POST action pay is allowed. */
  can_pay: Type.Boolean(),
  /** True while unpaid: POST action cancel is allowed (a paid order is refunded by the shop, not canceled here). */
  can_cancel: Type.Boolean(),
});
export type OrderDetail = Static<typeof OrderDetail>;
/** GET /order/:order_id response body. */
export const OrderDetailResponse = Envelope(OrderDetail);

/** GET and POST /order/:order_id path parameters. */
export const OrderParams = Type.Object({
  order_id: Id,
});
export type OrderParams = Static<typeof OrderParams>;

/** GET /order/:order_id query: a visitor (no token) proves the order is theirs with the recipient e-mail. */
export const OrderDetailQuery = Type.Object({
  email: Type.Optional(Email),
});
export type OrderDetailQuery = Static<typeof OrderDetailQuery>;

/** GET /order query: an optional status filter and 1-based pagination (page_size 1..50, default 10), newest first. */
export const OrderListQuery = Type.Object({
  status: Type.Optional(OrderStatus),
  page: Type.Optional(Page),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export type OrderListQuery = Static<typeof OrderListQuery>;

/** GET /order answer: one page of the member's orders. */
export const OrderList = Paginated(OrderSummary);
export type OrderList = Static<typeof OrderList>;
/** GET /order response body. */
export const OrderListResponse = Envelope(OrderList);

/** GET /order/last-shipping-method answer: the shipping method of the member's most recent order, null before their first. */
export const LastShippingMethod = Type.Object({
  shipping_method: Nullable(ShippingMethod),
});
export type LastShippingMethod = Static<typeof LastShippingMethod>;
/** GET /order/last-shipping-method response body. */
export const LastShippingMethodResponse = Envelope(LastShippingMethod);

/** Pay an unpaid order again, possibly by another method. */
export const PayOrderAction = Type.Object({
  action: Type.Literal('pay'),
  payment_method: PaymentMethod,
  email: Type.Optional(Email),
  storefront_origin: Type.Optional(StorefrontOrigin),
});
export type PayOrderAction = Static<typeof PayOrderAction>;

/** Cancel an order that is not paid yet. */
export const CancelOrderAction = Type.Object({
  action: Type.Literal('cancel'),
  email: Type.Optional(Email),
});
export type CancelOrderAction = Static<typeof CancelOrderAction>;

/** POST /order/:order_id body: pay again or cancel; email as in OrderDetailQuery for visitors. */
export const UpdateOrderBody = Type.Union([PayOrderAction, CancelOrderAction]);
export type UpdateOrderBody = Static<typeof UpdateOrderBody>;

/** POST /order/:order_id answer: the order after the action, and how to pay (null after cancel). */
export const OrderUpdated = Type.Object({
  order: OrderDetail,
  payment: Nullable(PaymentStart),
});
export type OrderUpdated = Static<typeof OrderUpdated>;
/** POST /order/:order_id response body. */
export const OrderUpdatedResponse = Envelope(OrderUpdated);

/** GET /purchase/:purchase_id path parameters. */
export const PurchaseParams = Type.Object({
  purchase_id: Id,
});
export type PurchaseParams = Static<typeof PurchaseParams>;

/** The coupon a purchase used: its code (null: a coupon given, not claimed by a code) and its activity name. */
export const PurchaseCoupon = Type.Object({
  code: Nullable(CouponCode),
  activity_name: Type.String(),
});
export type PurchaseCoupon = Static<typeof PurchaseCoupon>;

/**
 * GET /purchase/:purchase_id answer: the payment result page's data; qr_code while a QR payment is
 * pending; pay_by while it is pending, the end of its orders' payment window (null otherwise).
 */
export const PurchaseResult = Type.Object({
  purchase_id: Id,
  status: PaymentStatus,
  payment_method: PaymentMethod,
  amount: Twd,
  order_ids: Type.Array(Id, { minItems: 1 }),
  paid_at: Nullable(Timestamp),
  qr_code: Nullable(QrCodeData),
  pay_by: Nullable(Timestamp),
  /** The coupon the purchase used (the purchase event reports it); null: none. */
  coupon: Nullable(PurchaseCoupon),
});
export type PurchaseResult = Static<typeof PurchaseResult>;
/** GET /purchase/:purchase_id response body. */
export const PurchaseResultResponse = Envelope(PurchaseResult);
