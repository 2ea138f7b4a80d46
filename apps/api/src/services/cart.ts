import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode, type Cart, type CartLine, type SubProductInfo } from '@storefront/api-contract';
import { cartLineKey, isPurchasable, priceCheckout, productState, purchaseLimitLeft, saleStarted, type Locale } from '@storefront/domain';
import type { Database } from '../db/client.js';
import { cartLines, products, subProductGroups, subProductOptions } from '../db/schema.js';
import { ContractError } from '../errors.js';
import { available, expired } from './catalogue.js';
import { inLocale } from './localized.js';
import { expressFeeTableFor, runningFreeShippingEvent } from './system.js';

/** The most lines one cart holds (spec 9 leaves the number to us); one more is 40905. */
export const CART_MAX_LINES = 50;

// The cart has no destination yet: its shipping fee is that of home delivery in Taiwan, the
// default of checkout, which recomputes it for the destination chosen there.
const CART_DESTINATION = 'TW';
const CART_SHIPPING_METHOD = 'home_delivery';

/** What a line's product must satisfy to be put in the cart or have its amount changed. */
interface ProductRule {
  stock: number;
  preOrder: boolean;
  purchaseLimit: number | null;
  available: boolean;
  expired: boolean;
  saleStartsAt: Date | null;
}

/**
 * Sets the member's line of a product and sub-product choice to `amount` units (0 deletes it).
 * Fails with 40401 for an unknown product, 40006 for a sub-product choice the product does not
 * offer or leaves incomplete, 41001 when its sale has ended, 40906 when it is off sale, 40909 before
 * its sale starts, 40903 when sold out, 40904 beyond stock or the purchase limit (counted over the
 * product's lines of every sub-product choice), and 40905 when a new line would pass CART_MAX_LINES.
 */
export async function updateCartLine(
  db: Database,
  userId: string,
  {
    product_id,
    update_amount: amount,
    sub_product_infos: subs = [],
  }: { product_id: string; update_amount: number; sub_product_infos?: SubProductInfo[] },
): Promise<void> {
  const lineKey = cartLineKey({ product_id, sub_product_infos: subs });
  const lineWhere = and(eq(cartLines.userId, userId), eq(cartLines.lineKey, lineKey));
  if (amount === 0) {
    await db.delete(cartLines).where(lineWhere);
    return;
  }
  const [product] = await db
    .select({
      stock: products.stock,
      preOrder: products.preOrder,
      purchaseLimit: products.purchaseLimit,
      available,
      expired,
      saleStartsAt: products.saleStartsAt,
    })
    .from(products)
    .where(and(eq(products.productId, product_id), eq(products.listed, true)));
  if (!product) throw new ContractError(ErrorCode.NOT_FOUND);
  await checkSubProducts(db, product_id, subs, amount, product.preOrder);
  checkAmount(product, amount);

  // One transaction per member's cart: the row lock on the member serialises concurrent adds, so
  // two tabs cannot both add the 50th line.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from members where user_id = ${userId} for update`);
    if (product.purchaseLimit !== null) {
      // Under the same lock, so two tabs adding other variants cannot pass the limit together.
      const held = await tx
        .select({ product_id: cartLines.productId, sub_product_infos: cartLines.subProductInfos, amount: cartLines.amount })
        .from(cartLines)
        .where(and(eq(cartLines.userId, userId), eq(cartLines.productId, product_id)));
      const left = purchaseLimitLeft({ product_id, sub_product_infos: subs, purchase_limit: product.purchaseLimit }, held);
      if (left !== null && amount > left) throw new ContractError(ErrorCode.INSUFFICIENT_STOCK);
    }
    const [existing] = await tx.select({ id: cartLines.id }).from(cartLines).where(lineWhere);
    if (existing) {
      await tx.update(cartLines).set({ amount }).where(eq(cartLines.id, existing.id));
      return;
    }
    const [lines] = await tx.select({ n: count() }).from(cartLines).where(eq(cartLines.userId, userId));
    if ((lines?.n ?? 0) >= CART_MAX_LINES) throw new ContractError(ErrorCode.CART_LIMIT_REACHED);
    await tx.insert(cartLines).values({ userId, productId: product_id, lineKey, subProductInfos: subs, amount });
  });
}

/**
 * Fails as the cart and checkout do when a product cannot be bought in this amount: 41001 sale
 * ended, 40906 off sale, 40909 sale not started, 40903 sold out, 40904 beyond stock or purchase
 * limit (of this line alone; the lines of one product together are checked by the caller).
 */
export function checkAmount(product: ProductRule, amount: number): void {
  checkOnSale(product);
  const state = productState({ available: product.available, pre_order: product.preOrder, stock: product.stock });
  if (state === 'sold_out') throw new ContractError(ErrorCode.OUT_OF_STOCK);
  const overStock = state === 'on_sale' && amount > product.stock;
  if (overStock || (product.purchaseLimit !== null && amount > product.purchaseLimit)) {
    throw new ContractError(ErrorCode.INSUFFICIENT_STOCK);
  }
}

// A sale's end is the end of its event (a lucky bag, a limited edition), so it answers spec 8's
// 'event has ended' rather than 'product unavailable', which is left to a product taken off by hand.
function checkOnSale(product: Pick<ProductRule, 'available' | 'expired' | 'saleStartsAt'>): void {
  if (product.expired) throw new ContractError(ErrorCode.EVENT_ENDED);
  if (!product.available) throw new ContractError(ErrorCode.PRODUCT_UNAVAILABLE);
  if (!saleStarted({ sale_starts_at: product.saleStartsAt?.getTime() ?? null }, Date.now())) {
    throw new ContractError(ErrorCode.SALE_NOT_STARTED);
  }
}

/**
 * A product with sub-product groups needs, in every group, options adding up to the group's
 * required amount (spec 5 'Please select all items'); a product without groups takes none. Each
 * option is on sale and, unless the product is a pre-order, in stock for the line's amount.
 */
export async function checkSubProducts(
  db: Database,
  productId: string,
  subs: SubProductInfo[],
  amount: number,
  preOrder: boolean,
): Promise<void> {
  const groups = await db
    .select({ groupId: subProductGroups.groupId, requiredAmount: subProductGroups.requiredAmount })
    .from(subProductGroups)
    .where(eq(subProductGroups.productId, productId));
  if (groups.length === 0 && subs.length === 0) return;
  const chosen = new Set(subs.map((sub) => sub.product_id));
  if (groups.length === 0 || chosen.size !== subs.length) throw new ContractError(ErrorCode.ADD_TO_CART_FAILED);
  const options = await db
    .select({
      groupId: subProductOptions.groupId,
      productId: products.productId,
      stock: products.stock,
      available,
      expired,
      saleStartsAt: products.saleStartsAt,
    })
    .from(subProductOptions)
    .innerJoin(products, eq(products.productId, subProductOptions.productId))
    .where(
      and(
        inArray(
          subProductOptions.groupId,
          groups.map((group) => group.groupId),
        ),
        inArray(subProductOptions.productId, [...chosen]),
      ),
    );
  if (options.length !== subs.length) throw new ContractError(ErrorCode.ADD_TO_CART_FAILED);
  for (const group of groups) {
    const units = subs
      .filter((sub) => options.some((option) => option.productId === sub.product_id && option.groupId === group.groupId))
      .reduce((sum, sub) => sum + sub.amount, 0);
    if (units !== group.requiredAmount) throw new ContractError(ErrorCode.ADD_TO_CART_FAILED);
  }
  for (const option of options) {
    checkOnSale(option);
    const perUnit = subs.find((sub) => sub.product_id === option.productId)!.amount;
    if (!preOrder && option.stock < perUnit * amount) {
      throw new ContractError(option.stock === 0 ? ErrorCode.OUT_OF_STOCK : ErrorCode.INSUFFICIENT_STOCK);
    }
  }
}

/** The product columns a domain CartLine reads: origin, state, stock, purchase limit, prices and overseas tax. */
export const lineProductColumns = {
  origin: products.origin,
  pre_order: products.preOrder,
  available,
  expired,
  stock: products.stock,
  purchase_limit: products.purchaseLimit,
  marked_price: products.markedPrice,
  selling_price: products.sellingPrice,
  overseas_tax: products.overseasTax,
};

/** The member's cart in a language: its lines, oldest first, and the totals of the lines that can be bought. */
export async function getCart(db: Database, locale: Locale, userId: string): Promise<Cart> {
  const rows = await db
    .select({
      product_id: products.productId,
      sku: products.sku,
      display_name: inLocale(locale, products.nameZhTw, products.nameZhCn, products.nameEn),
      images: products.images,
      amount: cartLines.amount,
      sub_product_infos: cartLines.subProductInfos,
      ...lineProductColumns,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.productId, cartLines.productId))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));

  const subIds = [...new Set(rows.flatMap((row) => row.sub_product_infos.map((sub) => sub.product_id)))];
  const subNames = new Map(
    subIds.length === 0
      ? []
      : (
          await db
            .select({ id: products.productId, name: inLocale(locale, products.nameZhTw, products.nameZhCn, products.nameEn) })
            .from(products)
            .where(inArray(products.productId, subIds))
        ).map((row) => [row.id, row.name] as const),
  );

  const items: CartLine[] = rows.map(({ images, sub_product_infos, ...row }) => ({
    ...row,
    image_url: images[0] ?? null,
    sub_product_infos: sub_product_infos.map((sub) => ({ ...sub, display_name: subNames.get(sub.product_id) ?? '' })),
  }));
  const pricing = priceCheckout(items.filter(isPurchasable), {
    fees: await expressFeeTableFor(db, CART_DESTINATION, CART_SHIPPING_METHOD),
    event: await runningFreeShippingEvent(db),
    sales_region: CART_DESTINATION,
    now: Date.now(),
  });
  if (pricing === null) throw new ContractError(ErrorCode.AREA_NOT_SHIPPABLE);
  const { subtotal, shipping_fee, total } = pricing.totals;
  return { items, subtotal, shipping_fee, total };
}
