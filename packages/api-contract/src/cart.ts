import { Type, type Static } from 'typebox';
import { Id, Nullable, ShipOrigin, Twd, Url } from './common.js';
import { MAX_LINE_AMOUNT } from './constants.js';
import { Envelope } from './envelope.js';

/** A chosen sub-product of a line (a variant or bundle part) and how many of it, as the client sends it. */
export const SubProductInfo = Type.Object({
  product_id: Id,
  amount: Type.Integer({ minimum: 1, maximum: MAX_LINE_AMOUNT }),
});
export type SubProductInfo = Static<typeof SubProductInfo>;

/** A chosen sub-product as the server answers it: with its display name. */
export const SubProductLine = Type.Object({
  ...SubProductInfo.properties,
  display_name: Type.String(),
});
export type SubProductLine = Static<typeof SubProductLine>;

/**
 * One cart line (spec 3): a product with its chosen sub-products, where it ships from, its state
 * and its prices in whole TWD (selling_price null: sells at marked_price). A product may have one
 * line per distinct sub-product choice.
 */
export const CartLine = Type.Object({
  product_id: Id,
  sku: Type.String(),
  display_name: Type.String(),
  image_url: Nullable(Url),
  amount: Type.Integer({ minimum: 1 }),
  sub_product_infos: Type.Array(SubProductLine),
  origin: ShipOrigin,
  pre_order: Type.Boolean(),
  /** False once taken off sale or expired: the line cannot go to checkout. */
  available: Type.Boolean(),
  /** True once the sale period has ended. */
  expired: Type.Boolean(),
  /** Units left; null when the shop does not count them. */
  stock: Nullable(Type.Integer({ minimum: 0 })),
  /** The most units one order may hold; null: no limit beyond stock. */
  purchase_limit: Nullable(Type.Integer({ minimum: 1 })),
  marked_price: Twd,
  selling_price: Nullable(Twd),
  /** Subject to overseas tax: excluded from site-wide free-shipping events (spec 9). */
  overseas_tax: Type.Boolean(),
});
export type CartLine = Static<typeof CartLine>;

/**
 * GET /cart answer: the lines, and the totals of the whole cart in TWD (total = subtotal +
 * shipping_fee). The totals of a selection are computed by the domain's checkout functions.
 */
export const Cart = Type.Object({
  items: Type.Array(CartLine),
  subtotal: Twd,
  shipping_fee: Twd,
  total: Twd,
});
export type Cart = Static<typeof Cart>;
/** GET /cart response body. */
export const CartResponse = Envelope(Cart);

/**
 * POST /cart body: sets the line of product_id (and its sub-product choice) to update_amount
 * units; 0 deletes the line. It is the new amount, not a delta. Answers `{ data: null }`; the
 * client refetches the cart (spec 4).
 */
export const UpdateCartBody = Type.Object({
  product_id: Id,
  update_amount: Type.Integer({ minimum: 0, maximum: MAX_LINE_AMOUNT }),
  sub_product_infos: Type.Optional(Type.Array(SubProductInfo, { maxItems: 50 })),
});
export type UpdateCartBody = Static<typeof UpdateCartBody>;

/** A line to buy, as checkout and coupon calls send it: the product, its amount and its sub-product choice. */
export const CheckoutItem = Type.Object({
  product_id: Id,
  amount: Type.Integer({ minimum: 1, maximum: MAX_LINE_AMOUNT }),
  sub_product_infos: Type.Optional(Type.Array(SubProductInfo, { maxItems: 50 })),
});
export type CheckoutItem = Static<typeof CheckoutItem>;

/** The lines of a prospective order: 1 to 100 (a pre-order line goes alone, spec 4). */
export const CheckoutItems = Type.Array(CheckoutItem, { minItems: 1, maxItems: 100 });
export type CheckoutItems = Static<typeof CheckoutItems>;
