import { and, asc, desc, eq, gt, inArray, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import {
  ErrorCode,
  type CheckoutItem,
  type ClaimableCoupon,
  type Coupon,
  type CouponList,
  type CouponTerms,
  type OrderCouponOption,
} from '@storefront/api-contract';
import { priceCheckout, rankCoupons, type CartLine, type Coupon as DomainCoupon, type CouponOrder, type Locale } from '@storefront/domain';
import type { Database } from '../db/client.js';
import { coupons, memberCoupons, orders, products, purchaseOrders } from '../db/schema.js';
import { ContractError } from '../errors.js';
import { inLocale, toTimestamp } from './localized.js';
import { expressFeeTableFor, runningFreeShippingEvent } from './system.js';

const notEnded = sql<boolean>`coalesce(${coupons.endsAt} >= now(), true)`;
const hasClaimsLeft = or(isNull(coupons.claimLimit), sql`${coupons.claimed} < ${coupons.claimLimit}`);

function termColumns(locale: Locale) {
  return {
    coupon_id: coupons.couponId,
    activity_name: inLocale(locale, coupons.nameZhTw, coupons.nameZhCn, coupons.nameEn),
    promotion_details: inLocale(locale, coupons.detailsZhTw, coupons.detailsZhCn, coupons.detailsEn),
    conditions: inLocale(locale, coupons.conditionsZhTw, coupons.conditionsZhCn, coupons.conditionsEn),
    starts_at: coupons.startsAt,
    ends_at: coupons.endsAt,
    threshold_amount: coupons.thresholdAmount,
    discount_amount: coupons.discountAmount,
    free_shipping: coupons.freeShipping,
    origins: coupons.origins,
    sales_regions: coupons.salesRegions,
  };
}

type CouponRow = Awaited<ReturnType<typeof selectMine>>[number];

function selectMine(db: Database, locale: Locale, userId: string, couponId?: string) {
  return db
    .select({
      ...termColumns(locale),
      claimed_at: memberCoupons.claimedAt,
      used_at: memberCoupons.usedAt,
      ended: sql<boolean>`not ${notEnded}`,
    })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.couponId, memberCoupons.couponId))
    .where(and(eq(memberCoupons.userId, userId), couponId === undefined ? undefined : eq(coupons.couponId, couponId)))
    .orderBy(desc(memberCoupons.claimedAt), asc(coupons.couponId));
}

function toCoupon({ claimed_at, used_at, ended, starts_at, ends_at, ...terms }: CouponRow): Coupon {
  const status = used_at !== null ? 'used' : ended ? 'expired' : 'available';
  return {
    ...terms,
    starts_at: toTimestamp(starts_at),
    ends_at: toTimestamp(ends_at),
    status,
    used: status === 'used',
    claimed_at: claimed_at.getTime(),
  };
}

/** The member's coupons, newest claim first, and the listed coupons they can still claim (not ended, not claimed out), in shop order. */
export async function listCoupons(db: Database, locale: Locale, userId: string): Promise<CouponList> {
  const mine = (await selectMine(db, locale, userId)).map(toCoupon);
  const claimableRows = await db
    .select({ ...termColumns(locale), code: coupons.code })
    .from(coupons)
    .where(
      and(
        eq(coupons.listed, true),
        notEnded,
        hasClaimsLeft,
        notExists(
          db
            .select({ one: sql`1` })
            .from(memberCoupons)
            .where(and(eq(memberCoupons.couponId, coupons.couponId), eq(memberCoupons.userId, userId))),
        ),
      ),
    )
    .orderBy(asc(coupons.position));
  const claimable: ClaimableCoupon[] = claimableRows.map(({ starts_at, ends_at, ...row }) => ({
    ...row,
    starts_at: toTimestamp(starts_at),
    ends_at: toTimestamp(ends_at),
  }));
  return { mine, claimable };
}

/**
 * Binds the coupon of a code to the member: 40010 for an unknown code, 41002 once it has ended,
 * 40907 when the member has it already, 40908 when its claims have run out. The claim and the
 * count are one transaction, so the limit holds under concurrent claims.
 */
export async function claimCoupon(db: Database, locale: Locale, userId: string, code: string): Promise<Coupon> {
  const [coupon] = await db
    .select({ couponId: coupons.couponId, ended: sql<boolean>`not ${notEnded}` })
    .from(coupons)
    .where(eq(coupons.code, code.toUpperCase()));
  if (!coupon) throw new ContractError(ErrorCode.COUPON_CODE_INVALID);
  if (coupon.ended) throw new ContractError(ErrorCode.COUPON_EXPIRED);
  await db.transaction(async (tx) => {
    const [claimed] = await tx.insert(memberCoupons).values({ userId, couponId: coupon.couponId }).onConflictDoNothing().returning();
    if (!claimed) throw new ContractError(ErrorCode.COUPON_ALREADY_CLAIMED);
    const [counted] = await tx
      .update(coupons)
      .set({ claimed: sql`${coupons.claimed} + 1` })
      .where(and(eq(coupons.couponId, coupon.couponId), hasClaimsLeft))
      .returning({ couponId: coupons.couponId });
    if (!counted) throw new ContractError(ErrorCode.COUPON_CLAIM_LIMIT_REACHED);
  });
  const [row] = await selectMine(db, locale, userId, coupon.couponId);
  return toCoupon(row!);
}

/** A coupon a checkout names, as domain judges it, and whether the member already holds (and has spent) it. */
export interface CheckoutCoupon {
  coupon: DomainCoupon;
  held: boolean;
}

/**
 * The coupon a checkout names: the member's claimed coupon_id (40009 when they hold no such
 * coupon or have spent it), or a typed discount code (40009 when no coupon has it; a member who
 * holds that coupon uses their claim). An ended coupon is 41002.
 */
export async function findCheckoutCoupon(
  db: Database,
  userId: string | null,
  choice: { coupon_id?: string; discount_code?: string },
): Promise<CheckoutCoupon> {
  const terms = termColumns('en');
  const [row] = await db
    .select({
      coupon_id: terms.coupon_id,
      activity_name: terms.activity_name,
      threshold_amount: terms.threshold_amount,
      discount_amount: terms.discount_amount,
      free_shipping: terms.free_shipping,
      origins: terms.origins,
      sales_regions: terms.sales_regions,
      starts_at: terms.starts_at,
      ends_at: terms.ends_at,
      ended: sql<boolean>`not ${notEnded}`,
      held: sql<boolean>`${memberCoupons.userId} is not null`,
      used_at: memberCoupons.usedAt,
    })
    .from(coupons)
    .leftJoin(memberCoupons, and(eq(memberCoupons.couponId, coupons.couponId), eq(memberCoupons.userId, userId ?? '')))
    .where(
      choice.coupon_id !== undefined
        ? eq(coupons.couponId, choice.coupon_id)
        : eq(coupons.code, (choice.discount_code ?? '').toUpperCase()),
    );
  if (!row || (choice.coupon_id !== undefined && !row.held) || row.used_at !== null)
    throw new ContractError(ErrorCode.DISCOUNT_CODE_INVALID);
  if (row.ended) throw new ContractError(ErrorCode.COUPON_EXPIRED);
  const { coupon_id, activity_name, threshold_amount, discount_amount, free_shipping, origins, sales_regions } = row;
  const coupon = { coupon_id, activity_name, threshold_amount, discount_amount, free_shipping, origins, sales_regions };
  return { coupon: { ...coupon, starts_at: toTimestamp(row.starts_at), ends_at: toTimestamp(row.ends_at) }, held: row.held };
}

/**
 * Spends the checkout's coupon inside the order's transaction: the member's claim is marked used
 * (40009 if another checkout spent it first); a typed code not yet held is claimed on the way,
 * counted against its claim limit (40908 when none are left), for visitors too.
 */
export async function spendCoupon(tx: Database, userId: string | null, { coupon, held }: CheckoutCoupon): Promise<void> {
  if (!held) {
    const [counted] = await tx
      .update(coupons)
      .set({ claimed: sql`${coupons.claimed} + 1` })
      .where(and(eq(coupons.couponId, coupon.coupon_id), hasClaimsLeft))
      .returning({ couponId: coupons.couponId });
    if (!counted) throw new ContractError(ErrorCode.COUPON_CLAIM_LIMIT_REACHED);
    if (userId === null) return;
    const [claimed] = await tx
      .insert(memberCoupons)
      .values({ userId, couponId: coupon.coupon_id, usedAt: new Date() })
      .onConflictDoNothing()
      .returning();
    if (!claimed) throw new ContractError(ErrorCode.DISCOUNT_CODE_INVALID);
    return;
  }
  const [spent] = await tx
    .update(memberCoupons)
    .set({ usedAt: new Date() })
    .where(and(eq(memberCoupons.userId, userId ?? ''), eq(memberCoupons.couponId, coupon.coupon_id), isNull(memberCoupons.usedAt)))
    .returning({ couponId: memberCoupons.couponId });
  if (!spent) throw new ContractError(ErrorCode.DISCOUNT_CODE_INVALID);
}

/** Gives a member's spent coupon back when the order that spent it is canceled unpaid. */
export async function returnCoupon(tx: Database, userId: string, couponId: string): Promise<void> {
  await tx
    .update(memberCoupons)
    .set({ usedAt: null })
    .where(and(eq(memberCoupons.userId, userId), eq(memberCoupons.couponId, couponId)));
}

/**
 * Gives back the claim a visitor's checkout counted against its discount code's limit, once the
 * last live order of that checkout (the orders its first purchase paid for) is canceled. The
 * coupon's row is locked first, so two of the checkout's orders canceled at once give it back once.
 */
export async function returnVisitorClaim(tx: Database, orderId: string, couponId: string): Promise<void> {
  await tx.select({ couponId: coupons.couponId }).from(coupons).where(eq(coupons.couponId, couponId)).for('update');
  const checkoutPurchases = tx.select({ id: purchaseOrders.purchaseId }).from(purchaseOrders).where(eq(purchaseOrders.orderId, orderId));
  const checkoutOrders = tx
    .select({ id: purchaseOrders.orderId })
    .from(purchaseOrders)
    .where(inArray(purchaseOrders.purchaseId, checkoutPurchases));
  const [stillUsed] = await tx
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(and(inArray(orders.orderId, checkoutOrders), eq(orders.couponId, couponId), ne(orders.status, 'canceled')))
    .limit(1);
  if (stillUsed) return;
  await tx
    .update(coupons)
    .set({ claimed: sql`${coupons.claimed} - 1` })
    .where(and(eq(coupons.couponId, couponId), gt(coupons.claimed, 0)));
}

/**
 * The member's coupons that save a prospective order something, best first, with the goods and
 * shipping discount of each (domain rankCoupons). Totals are the server's: product prices, and the
 * express fee of the destination and method (40008 when an origin of the order does not ship there).
 */
export async function listOrderCoupons(
  db: Database,
  locale: Locale,
  userId: string,
  order: ProspectiveOrder,
): Promise<OrderCouponOption[]> {
  const now = Date.now();
  const couponOrder = await couponOrderOf(db, order, now);
  const mine = (await selectMine(db, locale, userId)).map(toCoupon);
  return rankCoupons(mine, couponOrder, now).map(({ coupon, discount }) => ({
    coupon,
    discount: discount.goods,
    shipping_discount: discount.shipping,
  }));
}

/**
 * What a code typed at checkout takes off a prospective order, as checkout will judge it: the
 * coupon (the member's claim when they hold it; otherwise its terms as available, claimed at this
 * moment, since placing the order claims it) with its discounts. 40009 for an unknown or spent
 * code and for one that saves this order nothing; 41002 once it has ended.
 */
export async function previewDiscountCode(
  db: Database,
  locale: Locale,
  userId: string | null,
  code: string,
  order: ProspectiveOrder,
): Promise<OrderCouponOption[]> {
  const now = Date.now();
  const couponOrder = await couponOrderOf(db, order, now);
  const found = await findCheckoutCoupon(db, userId, { discount_code: code });
  const [ranked] = rankCoupons([found.coupon], couponOrder, now);
  if (!ranked) throw new ContractError(ErrorCode.DISCOUNT_CODE_INVALID);
  const held = userId === null || !found.held ? undefined : (await selectMine(db, locale, userId, found.coupon.coupon_id))[0];
  const coupon: Coupon = held
    ? toCoupon(held)
    : { ...(await couponTermsOf(db, locale, found.coupon.coupon_id)), status: 'available', used: false, claimed_at: Date.now() };
  return [{ coupon, discount: ranked.discount.goods, shipping_discount: ranked.discount.shipping }];
}

/** The terms of one coupon in the language asked. */
async function couponTermsOf(db: Database, locale: Locale, couponId: string): Promise<CouponTerms> {
  const [row] = await db.select(termColumns(locale)).from(coupons).where(eq(coupons.couponId, couponId));
  if (!row) throw new ContractError(ErrorCode.DISCOUNT_CODE_INVALID);
  const { starts_at, ends_at, ...terms } = row;
  return { ...terms, starts_at: toTimestamp(starts_at), ends_at: toTimestamp(ends_at) };
}

/** A checkout not placed yet: its lines, destination and shipping method. */
type ProspectiveOrder = { items: CheckoutItem[]; country_code: string; shipping_method?: 'home_delivery' | 'cvs_pickup' };

/** The order a coupon is judged against, priced as checkout prices it (domain priceCheckout); 40401 / 40008 as checkout. */
async function couponOrderOf(db: Database, order: ProspectiveOrder, now: number): Promise<CouponOrder> {
  const ids = [...new Set(order.items.map((item) => item.product_id))];
  const rows = await db
    .select({
      product_id: products.productId,
      origin: products.origin,
      marked_price: products.markedPrice,
      selling_price: products.sellingPrice,
      overseas_tax: products.overseasTax,
    })
    .from(products)
    .where(and(inArray(products.productId, ids), eq(products.listed, true)));
  if (rows.length !== ids.length) throw new ContractError(ErrorCode.NOT_FOUND);
  const lines: CartLine[] = order.items.map((item) => ({
    ...rows.find((row) => row.product_id === item.product_id)!,
    amount: item.amount,
  }));

  const pricing = priceCheckout(lines, {
    fees: await expressFeeTableFor(db, order.country_code, order.shipping_method ?? 'home_delivery'),
    event: await runningFreeShippingEvent(db),
    sales_region: order.country_code,
    now,
  });
  if (pricing === null) throw new ContractError(ErrorCode.AREA_NOT_SHIPPABLE);
  return pricing.coupon_order;
}
