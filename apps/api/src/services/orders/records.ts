import { and, asc, count, desc, eq, inArray, min } from 'drizzle-orm';
import {
  ErrorCode,
  type LastShippingMethod,
  type OrderDetail,
  type OrderLine,
  type OrderList,
  type OrderStatus,
  type OrderSummary,
  type PurchaseResult,
} from '@storefront/api-contract';
import type { Locale } from '@storefront/domain';
import type { Database } from '../../db/client.js';
import { coupons, orderLines, orders, purchaseOrders, purchases } from '../../db/schema.js';
import { ContractError } from '../../errors.js';
import { readPage } from '../paging.js';
import { type TrackingTemplates, trackingUrl } from './tracking.js';

/** Who asks for an order: the member of the request's token (or null), and the e-mail a visitor's order link carries. */
export interface OrderViewer {
  userId: string | null;
  email?: string;
}

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

function localName(locale: Locale, names: { zhTw: string; zhCn: string; en: string }): string {
  return locale === 'en' ? names.en : locale === 'cn' ? names.zhCn : names.zhTw;
}

function toOrderLine(locale: Locale, line: LineRow): OrderLine {
  return {
    product_id: line.productId,
    sku: line.sku,
    display_name: localName(locale, { zhTw: line.nameZhTw, zhCn: line.nameZhCn, en: line.nameEn }),
    image_url: line.imageUrl,
    marked_price: line.markedPrice,
    selling_price: line.sellingPrice,
    amount: line.amount,
    sub_product_infos: line.subProductInfos.map((sub) => ({
      product_id: sub.product_id,
      amount: sub.amount,
      display_name: localName(locale, { zhTw: sub.name_zh_tw, zhCn: sub.name_zh_cn, en: sub.name_en }),
    })),
    pre_order: line.preOrder,
  };
}

/** Statuses of an order that has left the warehouse: its tracking number leads to the carrier's page. */
const SENT: readonly OrderStatus[] = ['shipped', 'finished'];

/**
 * pay_by is the expiry the background job cancels the order at (orders.expires_at), so what the
 * shopper is told and what the job does cannot disagree; an order moves out of pending_activation
 * in the transaction that records its payment.
 */
function toSummary(locale: Locale, order: OrderRow, lines: LineRow[], tracking: TrackingTemplates): OrderSummary {
  return {
    order_id: order.orderId,
    purchase_id: order.purchaseId,
    purchased_at: order.createdAt.getTime(),
    status: order.status,
    origin: order.origin,
    order_amount: order.orderAmount,
    shipping_fee: order.shippingFee,
    discount: order.discount,
    shipping_discount: order.shippingDiscount,
    payment_amount: order.paymentAmount,
    payment_method: order.paymentMethod,
    shipping_code: order.shippingCode,
    tracking_url: SENT.includes(order.status) ? trackingUrl(tracking, order.shippingMethod, order.shippingCode) : null,
    pay_by: order.status === 'pending_activation' ? order.expiresAt.getTime() : null,
    items: lines.filter((line) => line.orderId === order.orderId).map((line) => toOrderLine(locale, line)),
  };
}

function linesOf(db: Database, orderIds: string[]): Promise<LineRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id));
}

/** One page of a member's orders, newest first, optionally of one status; tracking makes shipped orders' carrier links. */
export async function listOrders(
  db: Database,
  locale: Locale,
  userId: string,
  { status, page = 1, page_size: pageSize = 10 }: { status?: OrderStatus; page?: number; page_size?: number },
  tracking: TrackingTemplates,
): Promise<OrderList> {
  const where = and(eq(orders.userId, userId), status === undefined ? undefined : eq(orders.status, status));
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  return readPage(total?.n ?? 0, page, pageSize, async (limit, offset) => {
    const rows = await db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), asc(orders.orderId))
      .limit(limit)
      .offset(offset);
    const lines = await linesOf(
      db,
      rows.map((row) => row.orderId),
    );
    return rows.map((row) => toSummary(locale, row, lines, tracking));
  });
}

/** The shipping method of a member's most recent order, which their next checkout starts with; null before their first. */
export async function lastShippingMethod(db: Database, userId: string): Promise<LastShippingMethod> {
  const [latest] = await db
    .select({ shippingMethod: orders.shippingMethod })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .limit(1);
  return { shipping_method: latest?.shippingMethod ?? null };
}

/** True when the viewer may open the order: it is their member order, or a visitor order whose recipient e-mail they give. */
function canView(order: Pick<OrderRow, 'userId' | 'recipientEmail'>, viewer: OrderViewer): boolean {
  if (order.userId !== null) return order.userId === viewer.userId;
  return viewer.email !== undefined && viewer.email.toLowerCase() === order.recipientEmail;
}

/** The order row the viewer may open; 40401 for an unknown order and for anyone else's alike, so order numbers reveal nothing. */
export async function findViewableOrder(db: Database, orderId: string, viewer: OrderViewer): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!order || !canView(order, viewer)) throw new ContractError(ErrorCode.NOT_FOUND);
  return order;
}

/** An order in full (GET /order/:order_id): lines, shipping, payment, the carrier's link, and whether it can still be paid or canceled. */
export async function orderDetail(db: Database, locale: Locale, orderId: string, tracking: TrackingTemplates): Promise<OrderDetail> {
  const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!order) throw new ContractError(ErrorCode.NOT_FOUND);
  const [purchase] = await db.select().from(purchases).where(eq(purchases.purchaseId, order.purchaseId));
  const lines = await linesOf(db, [order.orderId]);
  const unpaid = order.status === 'pending_activation' && purchase?.status !== 'paid';
  return {
    ...toSummary(locale, order, lines, tracking),
    pay_by: unpaid ? order.expiresAt.getTime() : null,
    shipping: {
      recipient_name: order.recipientName,
      recipient_phone_code: order.recipientPhoneCode,
      recipient_mobile: order.recipientMobile,
      recipient_email: order.recipientEmail,
      country_code: order.countryCode,
      city: order.city,
      area: order.area,
      address: order.address,
      postal_code: order.postalCode,
      shipping_method: order.shippingMethod,
      pickup_store: order.pickupStore,
    },
    payment: {
      payment_method: order.paymentMethod,
      payment_status: purchase?.status ?? 'pending',
      payment_amount: order.paymentAmount,
      paid_at: order.paidAt?.getTime() ?? null,
    },
    coupon_id: order.couponId,
    discount_code: order.discountCode,
    can_pay: unpaid,
    can_cancel: unpaid,
  };
}

/**
 * A purchase's result (GET /purchase/:purchase_id, the storefront's /result page): a member's
 * purchase only for that member; a visitor's for whoever holds its unguessable id. 40401 otherwise.
 */
export async function purchaseResult(db: Database, locale: Locale, purchaseId: string, userId: string | null): Promise<PurchaseResult> {
  const [purchase] = await db.select().from(purchases).where(eq(purchases.purchaseId, purchaseId));
  if (!purchase || (purchase.userId !== null && purchase.userId !== userId)) throw new ContractError(ErrorCode.NOT_FOUND);
  const ids = await db
    .select({ orderId: purchaseOrders.orderId })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.purchaseId, purchaseId))
    .orderBy(asc(purchaseOrders.orderId));
  // One coupon serves the whole checkout, so each of its orders names the same one.
  const [coupon] = await db
    .select({ code: coupons.code, zhTw: coupons.nameZhTw, zhCn: coupons.nameZhCn, en: coupons.nameEn })
    .from(purchaseOrders)
    .innerJoin(orders, eq(orders.orderId, purchaseOrders.orderId))
    .innerJoin(coupons, eq(coupons.couponId, orders.couponId))
    .where(eq(purchaseOrders.purchaseId, purchaseId))
    .limit(1);
  const pendingQr = purchase.status === 'pending' && purchase.qrCode !== null;
  // The checkout's orders share one window; the soonest of those still unpaid is when paying stops helping.
  const [window] =
    purchase.status === 'pending'
      ? await db
          .select({ payBy: min(orders.expiresAt) })
          .from(purchaseOrders)
          .innerJoin(orders, eq(orders.orderId, purchaseOrders.orderId))
          .where(and(eq(purchaseOrders.purchaseId, purchaseId), eq(orders.status, 'pending_activation')))
      : [];
  return {
    purchase_id: purchase.purchaseId,
    status: purchase.status,
    payment_method: purchase.paymentMethod,
    amount: purchase.amount,
    order_ids: ids.map((row) => row.orderId),
    paid_at: purchase.paidAt?.getTime() ?? null,
    qr_code: pendingQr ? { amount: purchase.amount, type: purchase.paymentMethod, QRCode: purchase.qrCode! } : null,
    pay_by: window?.payBy ? new Date(window.payBy).getTime() : null,
    coupon: coupon ? { code: coupon.code, activity_name: localName(locale, coupon) } : null,
  };
}
