// The contract's plain values: enumerations and limits, free of TypeBox, so a client that needs only
// a list (payment methods, order statuses, ...) does not bundle the schema library. The schema
// modules build their schemas from these.

/** The most units of one line a request may carry. */
export const MAX_LINE_AMOUNT = 999;

/** The most entries a member's address book holds (the domain's ADDRESS_BOOK_MAX_ENTRIES). */
export const MAX_ADDRESS_BOOK_ENTRIES = 10;

/** Orders a product list can be sorted in; default is the shop's own order. */
export const PRODUCT_SORTS = ['default', 'newest', 'price_asc', 'price_desc', 'best_selling'] as const;

/** The category_id that means every category (the /product-list/all route). */
export const ALL_CATEGORIES = 'all';

/** Ship-from origins: Taiwan and China (spec 3, 9). */
export const SHIP_ORIGINS = ['TW', 'CN'] as const;

/** States of a member's coupon as the server sees it; "selected" is the client's own display state. */
export const COUPON_STATUSES = ['available', 'used', 'expired'] as const;

/** Order statuses in the order an order moves through them; canceled can end it early (spec 4). */
export const ORDER_STATUSES = ['pending_activation', 'picking', 'shipped', 'finished', 'canceled'] as const;

/** Payment methods: credit card, WeChat Pay, Alipay, UnionPay card (spec 9). */
export const PAYMENT_METHODS = ['credit_card', 'wechat_pay', 'alipay', 'unionpay'] as const;

/**
 * States of a payment. refund_due: the gateway took the money after the purchase had stopped waiting
 * for it (its order canceled, or paid by another purchase), so the shop owes it back; refunded: given back.
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'canceled', 'refund_due', 'refunded'] as const;

/** Where a checkout comes from: the cart (its lines are removed once ordered) or a product's buy-now. */
export const CHECKOUT_SOURCES = ['cart', 'buy_now'] as const;

/** Genders a member can state. */
export const GENDERS = ['male', 'female'] as const;

/** Account states: unverified (e-mail not yet verified), active, suspended (may not log in). */
export const ACCOUNT_STATUSES = ['unverified', 'active', 'suspended'] as const;

/** Shipping methods: delivery to an address, or pickup at a Taiwan convenience store (cvs_pickup, TW only). */
export const SHIPPING_METHODS = ['home_delivery', 'cvs_pickup'] as const;

/** Taiwan convenience-store chains that offer pickup. */
export const CVS_BRANDS = ['seven_eleven', 'family_mart', 'hi_life', 'ok_mart'] as const;

/** Image types the storefront uploads (avatars). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The largest file the storefront uploads: 5 MiB. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
