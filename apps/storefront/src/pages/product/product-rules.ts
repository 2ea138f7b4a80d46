import { MAX_LINE_AMOUNT, type ProductDetail } from '@storefront/api-contract';
import { productState, saleStarted } from '@storefront/domain';
import type { CartProduct } from '@storefront/store';
import type { VariantSelection } from '@storefront/ui';

/** What the product page offers: buying (add to cart, buy now), a back-in-stock notice, the day its sale opens, or only a note that it is gone. */
export type PurchaseMode = 'buy' | 'notify' | 'upcoming' | 'closed';

/**
 * The actions a product's state allows at `now` (spec 4): on sale and pre-order can be bought (a
 * pre-order regardless of stock), sold out offers the arrival notice, unavailable or expired offers
 * nothing; before its sale opens it shows when, as the API refuses it until then (40909).
 */
export function purchaseMode(
  product: Pick<ProductDetail, 'available' | 'expired' | 'pre_order' | 'stock'> & Partial<Pick<ProductDetail, 'sale_starts_at'>>,
  now: number,
): PurchaseMode {
  const state = productState(product);
  if (state === 'unavailable') return 'closed';
  if (!saleStarted(product, now)) return 'upcoming';
  return state === 'sold_out' ? 'notify' : 'buy';
}

/**
 * The most units the stepper offers, never below 1: the purchase limit, the stock and the stock of
 * each chosen sub-product (one of each per unit), except that a pre-order is sold regardless of
 * stock; the API's line maximum caps the rest. The API checks all of it again.
 */
export function maxQuantity(
  product: Pick<ProductDetail, 'pre_order' | 'stock' | 'purchase_limit' | 'sub_products'>,
  selection: VariantSelection = {},
): number {
  const limits = [MAX_LINE_AMOUNT];
  if (product.purchase_limit !== null) limits.push(product.purchase_limit);
  if (!product.pre_order) {
    limits.push(product.stock);
    for (const group of product.sub_products) {
      const chosen = selection[group.group_id] ?? [];
      for (const option of group.options) if (chosen.includes(option.product_id)) limits.push(option.stock);
    }
  }
  return Math.max(1, Math.min(...limits));
}

/** The product as the cart thunk takes it: its id and what analytics reports (SKU, name, prices). */
export function toCartProduct(
  product: Pick<ProductDetail, 'product_id' | 'sku' | 'display_name' | 'marked_price' | 'selling_price'>,
): CartProduct {
  const { product_id, sku, display_name, marked_price, selling_price } = product;
  return { product_id, sku, display_name, marked_price, selling_price };
}
