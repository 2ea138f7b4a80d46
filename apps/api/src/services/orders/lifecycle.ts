import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { ErrorCode, type PaymentMethod, type PaymentStart, type PaymentStatus } from '@storefront/api-contract';
import { LOCALES } from '@storefront/domain';
import type { Database } from '../../db/client.js';
import { orderLines, orders, paymentEvents, purchaseOrders, purchases, products } from '../../db/schema.js';
import { ContractError } from '../../errors.js';
import { returnCoupon, returnVisitorClaim } from '../coupons.js';
import { type ClaimedMail, enqueueMail } from '../mail/outbox.js';
import { refundDueMessage } from './confirmation.js';
import { newPurchaseId } from './ids.js';
import { startPayment, type PaymentSettings } from './payment.js';
import { stockTakes } from './stock.js';

type OrderRow = typeof orders.$inferSelect;
type PurchaseRow = typeof purchases.$inferSelect;

/** The statuses a shop hand moves orders to (the CLI), from the one each comes from: paid orders are picked, then shipped, then finished. */
const ORDER_MOVES = { shipped: 'picking', finished: 'shipped' } as const;
/** A status an order is moved to by hand. */
export type OrderMove = keyof typeof ORDER_MOVES;

/** Locks a purchase row for the rest of the transaction: settlement, cancel, pay again and expiry of its orders take turns. */
async function lockPurchase(tx: Database, purchaseId: string) {
  const [purchase] = await tx.select().from(purchases).where(eq(purchases.purchaseId, purchaseId)).for('update');
  return purchase;
}

/** A gateway's notification of a purchase's outcome; eventId is the gateway's own id of the notification, the same on every delivery of it. */
export interface PaymentNotification {
  eventId: string;
  purchaseId: string;
  outcome: 'paid' | 'failed';
}

/** What settling a purchase did: its status afterwards, whether the event had been settled before, and the mail to send once committed (a late payment's refund notice). */
export interface Settlement {
  status: PaymentStatus;
  duplicate: boolean;
  mail: ClaimedMail | null;
}

/**
 * Records the gateway's outcome of a purchase once: paid moves its unpaid orders from
 * pending_activation to picking and counts their units as sold; failed leaves them to be paid
 * again. A "paid" for a purchase that stopped waiting for it (canceled, failed, or replaced by
 * "pay again") took money for nothing: it becomes refund_due, and the shopper's refund notice is
 * kept in the outbox in the same transaction. A purchase already paid or refunded keeps its
 * status, and an event id settled before changes nothing (a notification delivered again).
 * storefrontUrl is the mail's fallback for rows that kept no storefront. Answers null for an unknown purchase.
 */
export async function settlePurchase(
  db: Database,
  { eventId, purchaseId, outcome }: PaymentNotification,
  storefrontUrl: string,
): Promise<Settlement | null> {
  return db.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, purchaseId);
    if (!purchase) return null;
    // Under the purchase's lock, so a second delivery of the event waits for the first and then finds its row.
    const recorded = await tx
      .insert(paymentEvents)
      .values({ eventId, purchaseId, outcome })
      .onConflictDoNothing({ target: paymentEvents.eventId })
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return { status: purchase.status, duplicate: true, mail: null };
    if (outcome === 'paid' && (purchase.status === 'canceled' || purchase.status === 'failed')) {
      await tx.update(purchases).set({ status: 'refund_due', paidAt: new Date() }).where(eq(purchases.purchaseId, purchaseId));
      return { status: 'refund_due', duplicate: false, mail: await enqueueRefundNotice(tx, purchase, storefrontUrl) };
    }
    if (purchase.status !== 'pending') return { status: purchase.status, duplicate: false, mail: null };
    const now = new Date();
    await tx
      .update(purchases)
      .set({ status: outcome, paidAt: outcome === 'paid' ? now : null })
      .where(eq(purchases.purchaseId, purchaseId));
    if (outcome === 'paid') {
      const paid = await tx
        .update(orders)
        .set({ status: 'picking', paidAt: now, updatedAt: now, clientIp: null })
        .where(and(eq(orders.purchaseId, purchaseId), eq(orders.status, 'pending_activation')))
        .returning({ orderId: orders.orderId });
      await countSales(
        tx,
        paid.map((order) => order.orderId),
      );
    }
    return { status: outcome, duplicate: false, mail: null };
  });
}

/** Adds the units of paid orders' lines to their products' sales_count (what 'best selling' sorts by), in product id order like the stock's locks. */
async function countSales(tx: Database, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const sold = await tx
    .select({ productId: orderLines.productId, units: sql<number>`sum(${orderLines.amount})::int` })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .groupBy(orderLines.productId)
    .orderBy(orderLines.productId);
  for (const { productId, units } of sold) {
    await tx
      .update(products)
      .set({ salesCount: sql`${products.salesCount} + ${units}` })
      .where(eq(products.productId, productId));
  }
}

/** Keeps the refund notice of a late payment in the outbox: to its orders' recipient, in their checkout's language, naming the orders it was for. */
async function enqueueRefundNotice(tx: Database, purchase: PurchaseRow, storefrontUrl: string): Promise<ClaimedMail | null> {
  const paidFor = await tx
    .select({ orderId: orders.orderId, email: orders.recipientEmail, locale: orders.locale, userId: orders.userId })
    .from(purchaseOrders)
    .innerJoin(orders, eq(orders.orderId, purchaseOrders.orderId))
    .where(eq(purchaseOrders.purchaseId, purchase.purchaseId))
    .orderBy(orders.orderId);
  const [first] = paidFor;
  if (!first) return null;
  const locale = LOCALES.find((known) => known === first.locale) ?? 'en';
  const message = refundDueMessage(purchase.storefrontUrl ?? storefrontUrl, locale, {
    email: first.email,
    member: first.userId !== null,
    orderIds: paidFor.map((order) => order.orderId),
    amount: purchase.amount,
  });
  return enqueueMail(tx, message);
}

/** Puts back the stock an order took (its lines that are not pre-orders, with their sub-products). */
async function returnStock(tx: Database, orderId: string): Promise<void> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const taken = stockTakes(
    lines.map((line) => ({
      product_id: line.productId,
      amount: line.amount,
      pre_order: line.preOrder,
      sub_product_infos: line.subProductInfos,
    })),
  );
  for (const [productId, units] of taken) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${units}` })
      .where(eq(products.productId, productId));
  }
}

/**
 * Cancels an unpaid order (cancelUnpaid) in a transaction holding its current purchase's lock, then
 * the order's: a "pay again" between reading the order and locking moves it to another purchase,
 * so the lock is taken again on that one (a cancel under the old purchase's lock would leave the
 * new one pending, to be paid for a canceled order). Locks go purchase first, as settlement takes them.
 */
async function cancelUnderLocks(db: Database, orderId: string, purchaseId: string): Promise<boolean> {
  let lockedId = purchaseId;
  for (;;) {
    const answer = await db.transaction(async (tx): Promise<string | boolean> => {
      const purchase = await lockPurchase(tx, lockedId);
      const [order] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
      if (order && order.purchaseId !== lockedId) return order.purchaseId;
      return cancelUnpaid(tx, order, purchase?.status ?? 'pending');
    });
    if (typeof answer === 'boolean') return answer;
    lockedId = answer;
  }
}

/**
 * Cancels an unpaid order inside a transaction that holds its purchase's lock and its own: the order is
 * canceled, its stock returned, its pending purchase canceled (the checkout's other orders are then
 * paid again one by one), a member's coupon given back once no live order uses it, and the claim a
 * visitor's discount code counted given back once no live order of that checkout uses it.
 * Answers false when the order is no longer unpaid.
 */
async function cancelUnpaid(tx: Database, order: OrderRow | undefined, purchaseStatus: PaymentStatus): Promise<boolean> {
  if (!order || order.status !== 'pending_activation' || purchaseStatus === 'paid') return false;
  const { orderId } = order;
  const now = new Date();
  await tx.update(orders).set({ status: 'canceled', updatedAt: now, clientIp: null }).where(eq(orders.orderId, orderId));
  // Before the stock: checkout locks the coupon's row before the products', so the two never wait on each other.
  if (order.userId === null && order.couponId !== null) await returnVisitorClaim(tx, orderId, order.couponId);
  await returnStock(tx, orderId);
  if (purchaseStatus === 'pending') {
    await tx.update(purchases).set({ status: 'canceled' }).where(eq(purchases.purchaseId, order.purchaseId));
  }
  if (order.userId !== null && order.couponId !== null) {
    const [stillUsed] = await tx
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(and(eq(orders.userId, order.userId), eq(orders.couponId, order.couponId), ne(orders.status, 'canceled')))
      .limit(1);
    if (!stillUsed) await returnCoupon(tx, order.userId, order.couponId);
  }
  return true;
}

/** Cancels an unpaid order the viewer may open (POST /order/:order_id action cancel); 40004 once it is paid or ended. */
export async function cancelOrder(db: Database, order: OrderRow): Promise<void> {
  const canceled = await cancelUnderLocks(db, order.orderId, order.purchaseId);
  if (!canceled) throw new ContractError(ErrorCode.PARAMETER_ERROR);
}

/**
 * Pays an unpaid order again (POST /order/:order_id action pay), possibly by another method: a new
 * purchase for this order alone; a pending one it belonged to is canceled. The payment window
 * stays that of the checkout. 40004 once the order is paid or ended.
 */
export async function payAgain(db: Database, settings: PaymentSettings, order: OrderRow, method: PaymentMethod): Promise<PaymentStart> {
  if (!settings.payments) throw new ContractError(ErrorCode.CHECKOUT_FAILED);
  const purchaseId = newPurchaseId();
  await db.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, order.purchaseId);
    const [current] = await tx.select().from(orders).where(eq(orders.orderId, order.orderId)).for('update');
    if (!current || current.status !== 'pending_activation' || purchase?.status === 'paid' || current.purchaseId !== order.purchaseId) {
      throw new ContractError(ErrorCode.PARAMETER_ERROR);
    }
    if (purchase?.status === 'pending') {
      await tx.update(purchases).set({ status: 'canceled' }).where(eq(purchases.purchaseId, order.purchaseId));
    }
    await tx.insert(purchases).values({
      purchaseId,
      userId: current.userId,
      paymentMethod: method,
      amount: current.paymentAmount,
      storefrontUrl: settings.storefrontUrl,
    });
    await tx.insert(purchaseOrders).values({ purchaseId, orderId: current.orderId });
    await tx.update(orders).set({ purchaseId, paymentMethod: method, updatedAt: new Date() }).where(eq(orders.orderId, current.orderId));
  });
  return startPayment(db, settings, purchaseId);
}

/**
 * Cancels the orders whose payment window has passed unpaid, returning their stock (the background
 * job's round). Each order is its own transaction, taken under its purchase's lock, so a payment
 * landing at the same moment wins or loses cleanly. Answers how many were canceled.
 */
export async function expireUnpaidOrders(db: Database, now = new Date(), batch = 100): Promise<number> {
  const due = await db
    .select({ orderId: orders.orderId, purchaseId: orders.purchaseId })
    .from(orders)
    .where(and(eq(orders.status, 'pending_activation'), lt(orders.expiresAt, now)))
    .limit(batch);
  let canceled = 0;
  for (const { orderId, purchaseId } of due) {
    const done = await cancelUnderLocks(db, orderId, purchaseId);
    if (done) canceled += 1;
  }
  return canceled;
}

/**
 * Moves an order on by hand (the CLI): a picked order is shipped (with the carrier's tracking
 * number when given), a shipped one finished. Throws a RangeError naming the problem otherwise.
 */
export async function moveOrder(db: Database, orderId: string, to: OrderMove, shippingCode?: string): Promise<void> {
  const from = ORDER_MOVES[to];
  const [moved] = await db
    .update(orders)
    .set({ status: to, updatedAt: new Date(), ...(shippingCode !== undefined && { shippingCode }) })
    .where(and(eq(orders.orderId, orderId), eq(orders.status, from)))
    .returning({ orderId: orders.orderId });
  if (moved) return;
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.orderId, orderId));
  throw new RangeError(order ? `order ${orderId} is ${order.status}, only a ${from} order can be ${to}` : `no order ${orderId}`);
}

/**
 * Moves an unpaid order's payment deadline (development and tests: an order about to expire
 * without waiting out the window). A RangeError names an order that is not unpaid.
 */
export async function movePaymentDeadline(db: Database, orderId: string, payBy: Date): Promise<void> {
  const [moved] = await db
    .update(orders)
    .set({ expiresAt: payBy })
    .where(and(eq(orders.orderId, orderId), eq(orders.status, 'pending_activation')))
    .returning({ orderId: orders.orderId });
  if (!moved) throw new RangeError(`order ${orderId} is not waiting for its payment`);
}

/** A late payment the shop owes back, as the CLI lists it. */
export interface RefundDue {
  purchaseId: string;
  paymentMethod: PurchaseRow['paymentMethod'];
  amount: number;
  paidAt: Date | null;
  orderIds: string[];
  email: string | null;
}

/** The purchases paid too late (refund_due), oldest payment first: what an operator refunds through the gateway's dashboard. */
export async function listRefundsDue(db: Database): Promise<RefundDue[]> {
  const due = await db.select().from(purchases).where(eq(purchases.status, 'refund_due')).orderBy(purchases.paidAt, purchases.purchaseId);
  if (due.length === 0) return [];
  const paidFor = await db
    .select({ purchaseId: purchaseOrders.purchaseId, orderId: orders.orderId, email: orders.recipientEmail })
    .from(purchaseOrders)
    .innerJoin(orders, eq(orders.orderId, purchaseOrders.orderId))
    .where(
      inArray(
        purchaseOrders.purchaseId,
        due.map((purchase) => purchase.purchaseId),
      ),
    )
    .orderBy(orders.orderId);
  return due.map((purchase) => {
    const mine = paidFor.filter((row) => row.purchaseId === purchase.purchaseId);
    return {
      purchaseId: purchase.purchaseId,
      paymentMethod: purchase.paymentMethod,
      amount: purchase.amount,
      paidAt: purchase.paidAt,
      orderIds: mine.map((row) => row.orderId),
      email: mine[0]?.email ?? null,
    };
  });
}

/** Records that an operator has given a late payment back (refund_due to refunded); a RangeError names any other state. */
export async function markRefunded(db: Database, purchaseId: string): Promise<void> {
  const [marked] = await db
    .update(purchases)
    .set({ status: 'refunded' })
    .where(and(eq(purchases.purchaseId, purchaseId), eq(purchases.status, 'refund_due')))
    .returning({ purchaseId: purchases.purchaseId });
  if (marked) return;
  const [purchase] = await db.select({ status: purchases.status }).from(purchases).where(eq(purchases.purchaseId, purchaseId));
  throw new RangeError(
    purchase ? `purchase ${purchaseId} is ${purchase.status}, only a refund_due purchase can be refunded` : `no purchase ${purchaseId}`,
  );
}

/** Adds units to products' stock (the CLI's restock); back-in-stock mails go out on the job's next round. Answers the new stock of each. */
export async function restock(db: Database, productIds: string[], units: number): Promise<{ productId: string; stock: number }[]> {
  if (!Number.isInteger(units) || units < 1) throw new RangeError(`units must be a whole number of at least 1, got ${units}`);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${units}` })
      .where(inArray(products.productId, productIds))
      .returning({ productId: products.productId, stock: products.stock });
    const missing = productIds.filter((id) => !updated.some((row) => row.productId === id));
    // Thrown inside the transaction: an unknown id restocks nothing.
    if (missing.length > 0) throw new RangeError(`no product ${missing.join(', ')}`);
    return updated;
  });
}
