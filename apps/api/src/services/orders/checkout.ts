import { createHash } from 'node:crypto';
import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { ErrorCode, type CreateOrderBody, type OrderCreated } from '@storefront/api-contract';
import {
  cartLineKey,
  checkoutProblem,
  exceedsPurchaseLimit,
  isCustomsCountry,
  isEnglishOnly,
  isValidCustomsId,
  isValidPhoneNumber,
  normalizeCustomsId,
  priceCheckout,
  requiresCustomsId,
  requiresEnglishAddress,
  type CartLine,
  type Locale,
  type PricedOrder,
} from '@storefront/domain';
import type { Database } from '../../db/client.js';
import { cartLines, orderLines, orderRequests, orders, products, purchaseOrders, purchases, twCvsStores } from '../../db/schema.js';
import { ContractError } from '../../errors.js';
import { checkAmount, checkSubProducts, lineProductColumns } from '../cart.js';
import { findCheckoutCoupon, spendCoupon, type CheckoutCoupon } from '../coupons.js';
import { type ClaimedMail, enqueueMail } from '../mail/outbox.js';
import { expressFeeTableFor, phoneNumberRules, runningFreeShippingEvent } from '../system.js';
import { orderPlacedMessage } from './confirmation.js';
import { newOrderId, newPurchaseId } from './ids.js';
import { paymentStartOf, startPayment, type PaymentSettings } from './payment.js';
import { stockTakes } from './stock.js';

/** Who checks out: a member (their user_id) or a visitor (null). */
export type Shopper = { userId: string } | null;

/**
 * Where a checkout comes from (request.ip, which honours TRUST_PROXY) and the most unpaid orders a
 * visitor may hold per recipient e-mail and per client address; false: no cap.
 */
interface VisitorCap {
  clientIp: string;
  unpaidOrdersMax: number | false;
}

// Advisory lock classes of the cap: a visitor's checkouts of one e-mail, and of one address, take turns.
const EMAIL_LOCK_CLASS = 33_001;
const ADDRESS_LOCK_CLASS = 33_002;

/** A checkout line priced from the catalogue, with what the order keeps of its product. */
interface PricedLine extends CartLine {
  sku: string;
  names: { zhTw: string; zhCn: string; en: string };
  image_url: string | null;
  sub_product_infos: { product_id: string; amount: number }[];
}

/** One order of the checkout before it is written: its id, whether it is a pre-order, its lines and money. */
interface PlannedOrder extends PricedOrder<PricedLine> {
  orderId: string;
  preOrder: boolean;
}

/** A checkout's answer, and the confirmation to send when this call placed the orders. */
export interface CheckoutResult {
  answer: OrderCreated;
  /**
   * The confirmation of the orders this call placed, kept and claimed (services/mail/outbox.ts):
   * the caller sends it. Null when a retry was answered from the first submission.
   */
  confirmation: ClaimedMail | null;
}

/** Marks a second submission of an idempotency key that lost the race to the first. */
class RepeatedRequest extends Error {}

/**
 * Checks out (POST /order): validates the destination and the lines, prices everything on the
 * server, and in one transaction takes the stock, writes one order per ship-from origin (a
 * pre-order alone), spends the coupon and removes ordered cart lines; then starts the payment of
 * all the orders together. A repeated idempotency_key answers the first submission's result. A
 * visitor holding the cap's unpaid orders for the e-mail or the address is refused with 42903.
 * Orders are placed even when the payment cannot start (the answer is then 40007, and a retry
 * with the same key or "pay again" starts it).
 */
export async function createOrder(
  db: Database,
  settings: PaymentSettings,
  locale: Locale,
  shopper: Shopper,
  body: CreateOrderBody,
  cap: VisitorCap,
): Promise<CheckoutResult> {
  const requester = shopper ? shopper.userId : `visitor:${body.recipient_email.toLowerCase()}`;
  const { idempotency_key: key, ...request } = body;
  const fingerprint = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  const earlier = await answerForKey(db, settings, key, requester, fingerprint);
  if (earlier) return { answer: earlier, confirmation: null };

  if (!settings.payments) throw new ContractError(ErrorCode.CHECKOUT_FAILED);
  checkRequest(shopper, body);
  if (!isValidPhoneNumber(await phoneNumberRules(db), body.recipient_phone_code, body.recipient_mobile)) {
    throw new ContractError(ErrorCode.PHONE_NUMBER_INVALID);
  }
  const lines = await priceLines(db, body);
  if (checkoutProblem(lines) === 'pre_order_combined') throw new ContractError(ErrorCode.CHECKOUT_FAILED);
  if (body.source === 'cart') await checkInCart(db, shopper!.userId, lines);
  if (body.pickup_store) await checkPickupStore(db, body.pickup_store);

  const fees = await expressFeeTableFor(db, body.country_code, body.shipping_method);
  const event = await runningFreeShippingEvent(db);
  const wantsCoupon = body.coupon_id !== undefined || body.discount_code !== undefined;
  const coupon = wantsCoupon ? await findCheckoutCoupon(db, shopper?.userId ?? null, body) : null;
  const pricing = priceCheckout(lines, { fees, event, sales_region: body.country_code, now: Date.now(), coupon: coupon?.coupon });
  if (pricing === null) throw new ContractError(ErrorCode.AREA_NOT_SHIPPABLE);
  const { totals } = pricing;
  if (coupon && totals.discount + totals.shipping_discount === 0) throw new ContractError(ErrorCode.DISCOUNT_CODE_INVALID);
  const { expected } = body;
  if (
    expected.subtotal !== totals.subtotal ||
    expected.shipping_fee !== totals.shipping_fee ||
    expected.discount !== totals.discount ||
    expected.shipping_discount !== totals.shipping_discount ||
    expected.total !== totals.total
  ) {
    throw new ContractError(ErrorCode.SHIPPING_FEE_CHANGED);
  }

  // One order per ship-from origin; a pre-order line goes alone (checkoutProblem above), so its order is a pre-order.
  const planned: PlannedOrder[] = pricing.orders.map((order) => ({
    ...order,
    orderId: newOrderId(),
    preOrder: order.lines.some((line) => line.pre_order === true),
  }));

  const purchaseId = newPurchaseId();
  const orderIds = planned.map((order) => order.orderId).sort();
  let confirmation: ClaimedMail | null = null;
  // One instant for the orders' expiry and the mail's deadline, so the mail tells what the job does.
  const windowMinutes = shopper ? settings.paymentWindowMinutes : settings.visitorPaymentWindowMinutes;
  const expiresAt = new Date(Date.now() + windowMinutes * 60_000);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(purchases).values({
        purchaseId,
        userId: shopper?.userId ?? null,
        paymentMethod: body.payment_method,
        amount: totals.total,
        storefrontUrl: settings.storefrontUrl,
      });
      const [claimed] = await tx
        .insert(orderRequests)
        .values({ idempotencyKey: key, requester, fingerprint, purchaseId })
        .onConflictDoNothing()
        .returning({ key: orderRequests.idempotencyKey });
      if (!claimed) throw new RepeatedRequest();
      if (!shopper) await checkVisitorCap(tx, body.recipient_email.toLowerCase(), cap);
      await writeOrders(tx, {
        body,
        shopper,
        locale,
        purchaseId,
        planned,
        coupon,
        expiresAt,
        clientIp: shopper ? null : cap.clientIp,
      });
      // Kept with the orders: a restart between the commit and the mail loses no confirmation.
      const message = orderPlacedMessage(settings.storefrontUrl, locale, {
        email: body.recipient_email,
        member: shopper !== null,
        orderIds,
        amount: totals.total,
        payBy: expiresAt,
      });
      confirmation = await enqueueMail(tx, message);
      if (body.source === 'cart') {
        await tx.delete(cartLines).where(and(eq(cartLines.userId, shopper!.userId), inArray(cartLines.lineKey, lines.map(cartLineKey))));
      }
      // The contended rows last: their locks are held only until the commit right after.
      if (coupon) await spendCoupon(tx, shopper?.userId ?? null, coupon);
      await takeStock(tx, lines);
    });
  } catch (error) {
    if (!(error instanceof RepeatedRequest)) throw error;
    const first = await answerForKey(db, settings, key, requester, fingerprint);
    if (!first) throw error;
    return { answer: first, confirmation: null };
  }
  const payment = await startPayment(db, settings, purchaseId);
  return { answer: { order_ids: orderIds, payment }, confirmation };
}

/** The answer of an earlier submission with this key, or null when there is none; 40004 when the key was used for another request. */
async function answerForKey(
  db: Database,
  settings: PaymentSettings,
  key: string,
  requester: string,
  fingerprint: string,
): Promise<OrderCreated | null> {
  const [earlier] = await db.select().from(orderRequests).where(eq(orderRequests.idempotencyKey, key));
  if (!earlier) return null;
  if (earlier.requester !== requester || earlier.fingerprint !== fingerprint) throw new ContractError(ErrorCode.PARAMETER_ERROR);
  const ids = await db
    .select({ orderId: purchaseOrders.orderId })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.purchaseId, earlier.purchaseId))
    .orderBy(purchaseOrders.orderId);
  const payment = (await paymentStartOf(db, earlier.purchaseId)) ?? (await startPayment(db, settings, earlier.purchaseId));
  return { order_ids: ids.map((row) => row.orderId), payment };
}

/**
 * Refuses a visitor's checkout with 42903 while the visitor's unpaid orders for the e-mail, or from
 * the address, reach the cap. Checkouts of the same e-mail or address wait for each other's commit
 * here, so concurrent ones cannot all slip under it.
 */
async function checkVisitorCap(tx: Database, email: string, { clientIp, unpaidOrdersMax }: VisitorCap): Promise<void> {
  if (unpaidOrdersMax === false) return;
  // Always the e-mail's lock before the address's, so two checkouts never wait on each other in a circle.
  await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_LOCK_CLASS}, hashtext(${email}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_CLASS}, hashtext(${clientIp}))`);
  const [held] = await tx
    .select({
      byEmail: sql<number>`count(*) filter (where ${orders.recipientEmail} = ${email})::int`,
      byAddress: sql<number>`count(*) filter (where ${orders.clientIp} = ${clientIp})::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending_activation'),
        isNull(orders.userId),
        or(eq(orders.recipientEmail, email), eq(orders.clientIp, clientIp)),
      ),
    );
  if (held && Math.max(held.byEmail, held.byAddress) >= unpaidOrdersMax) throw new ContractError(ErrorCode.UNPAID_ORDERS_LIMIT);
}

/** The rules that need no database: who may use the cart and coupons, pickup, customs identity, English addresses, one line per product choice. */
function checkRequest(shopper: Shopper, body: CreateOrderBody): void {
  const parameterError = () => new ContractError(ErrorCode.PARAMETER_ERROR);
  if (!shopper && (body.source === 'cart' || body.coupon_id !== undefined)) throw parameterError();
  if (body.coupon_id !== undefined && body.discount_code !== undefined) throw parameterError();
  const pickup = body.shipping_method === 'cvs_pickup';
  if (pickup !== (body.pickup_store !== undefined) || (pickup && body.country_code !== 'TW')) throw parameterError();
  const country = body.country_code;
  if (body.customs_id === undefined) {
    if (requiresCustomsId(country)) throw new ContractError(ErrorCode.CUSTOMS_INFO_INVALID);
  } else if (isCustomsCountry(country) && !isValidCustomsId(country, normalizeCustomsId(body.customs_id))) {
    throw new ContractError(ErrorCode.CUSTOMS_INFO_INVALID);
  }
  if (requiresEnglishAddress(country) && ![body.recipient_name, body.city, body.area, body.address].every(isEnglishOnly)) {
    throw parameterError();
  }
  const keys = body.items.map((item) => cartLineKey({ product_id: item.product_id, sub_product_infos: item.sub_product_infos ?? [] }));
  if (new Set(keys).size !== keys.length) throw parameterError();
}

/** The lines priced from the catalogue; each product must be on sale in the amount (cart rules, the purchase limit over all its lines) and its sub-product choice complete. */
async function priceLines(db: Database, body: CreateOrderBody): Promise<PricedLine[]> {
  const ids = [...new Set(body.items.flatMap((item) => [item.product_id, ...(item.sub_product_infos ?? []).map((sub) => sub.product_id)]))];
  const rows = await db
    .select({
      product_id: products.productId,
      listed: products.listed,
      sku: products.sku,
      nameZhTw: products.nameZhTw,
      nameZhCn: products.nameZhCn,
      nameEn: products.nameEn,
      images: products.images,
      saleStartsAt: products.saleStartsAt,
      line: lineProductColumns,
    })
    .from(products)
    .where(inArray(products.productId, ids));
  const byId = new Map(rows.map((row) => [row.product_id, row]));
  const lines: PricedLine[] = [];
  for (const item of body.items) {
    const row = byId.get(item.product_id);
    if (!row?.listed) throw new ContractError(ErrorCode.NOT_FOUND);
    const { line } = row;
    checkAmount(
      {
        stock: line.stock,
        preOrder: line.pre_order,
        purchaseLimit: line.purchase_limit,
        available: line.available,
        expired: line.expired,
        saleStartsAt: row.saleStartsAt,
      },
      item.amount,
    );
    const subs = item.sub_product_infos ?? [];
    await checkSubProducts(db, item.product_id, subs, item.amount, line.pre_order);
    lines.push({
      product_id: row.product_id,
      sku: row.sku,
      ...line,
      amount: item.amount,
      names: { zhTw: row.nameZhTw, zhCn: row.nameZhCn, en: row.nameEn },
      image_url: row.images[0] ?? null,
      sub_product_infos: subs,
    });
  }
  // The limit is per product: lines of other sub-product choices share it.
  if (exceedsPurchaseLimit(lines)) throw new ContractError(ErrorCode.INSUFFICIENT_STOCK);
  return lines;
}

/** A checkout from the cart orders lines that are in the member's cart (another tab may have removed one): else 40007. */
async function checkInCart(db: Database, userId: string, lines: PricedLine[]): Promise<void> {
  const keys = lines.map(cartLineKey);
  const held = await db
    .select({ lineKey: cartLines.lineKey })
    .from(cartLines)
    .where(and(eq(cartLines.userId, userId), inArray(cartLines.lineKey, keys)));
  if (held.length !== keys.length) throw new ContractError(ErrorCode.CHECKOUT_FAILED);
}

/** The pickup store must be one of the system/tw-cvs list: else 40004. */
async function checkPickupStore(db: Database, store: NonNullable<CreateOrderBody['pickup_store']>): Promise<void> {
  const [found] = await db
    .select({ storeId: twCvsStores.storeId })
    .from(twCvsStores)
    .where(and(eq(twCvsStores.cvsBrand, store.cvs_brand), eq(twCvsStores.storeId, store.store_id)));
  if (!found) throw new ContractError(ErrorCode.PARAMETER_ERROR);
}

/**
 * Takes the units of the lines that are not pre-orders (and of their sub-products) from stock, one
 * conditional update per product in product order, so concurrent checkouts lock rows in the same
 * order and never drive stock below 0: 40903 when a product has none left, 40904 when too few.
 */
async function takeStock(tx: Database, lines: PricedLine[]): Promise<void> {
  for (const [productId, units] of stockTakes(lines)) {
    const [taken] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${units}` })
      .where(and(eq(products.productId, productId), gte(products.stock, units)))
      .returning({ stock: products.stock });
    if (taken) continue;
    const [left] = await tx.select({ stock: products.stock }).from(products).where(eq(products.productId, productId));
    throw new ContractError((left?.stock ?? 0) === 0 ? ErrorCode.OUT_OF_STOCK : ErrorCode.INSUFFICIENT_STOCK);
  }
}

interface OrderWrite {
  body: CreateOrderBody;
  shopper: Shopper;
  locale: Locale;
  purchaseId: string;
  planned: PlannedOrder[];
  coupon: CheckoutCoupon | null;
  /** When the orders' payment window ends (the expiry job cancels them after it). */
  expiresAt: Date;
  clientIp: string | null;
}

async function writeOrders(
  tx: Database,
  { body, shopper, locale, purchaseId, planned, coupon, expiresAt, clientIp }: OrderWrite,
): Promise<void> {
  const subIds = [
    ...new Set(planned.flatMap((order) => order.lines.flatMap((line) => line.sub_product_infos.map((sub) => sub.product_id)))),
  ];
  const subNames = new Map(
    subIds.length === 0
      ? []
      : (
          await tx
            .select({ id: products.productId, zhTw: products.nameZhTw, zhCn: products.nameZhCn, en: products.nameEn })
            .from(products)
            .where(inArray(products.productId, subIds))
        ).map((row) => [row.id, row] as const),
  );
  await tx.insert(orders).values(
    planned.map((order) => ({
      orderId: order.orderId,
      purchaseId,
      userId: shopper?.userId ?? null,
      origin: order.origin,
      preOrder: order.preOrder,
      orderAmount: order.subtotal,
      shippingFee: order.shipping_fee,
      discount: order.discount,
      shippingDiscount: order.shipping_discount,
      paymentAmount: order.total,
      paymentMethod: body.payment_method,
      recipientName: body.recipient_name,
      recipientPhoneCode: body.recipient_phone_code,
      recipientMobile: body.recipient_mobile,
      recipientEmail: body.recipient_email.toLowerCase(),
      countryCode: body.country_code,
      customsId: body.customs_id === undefined ? null : normalizeCustomsId(body.customs_id),
      city: body.city,
      area: body.area,
      address: body.address,
      postalCode: body.postal_code,
      shippingMethod: body.shipping_method,
      pickupStore: body.pickup_store ?? null,
      couponId: coupon?.coupon.coupon_id ?? null,
      discountCode: body.discount_code?.toUpperCase() ?? null,
      clientIp,
      locale,
      expiresAt,
    })),
  );
  await tx.insert(purchaseOrders).values(planned.map((order) => ({ purchaseId, orderId: order.orderId })));
  await tx.insert(orderLines).values(
    planned.flatMap((order) =>
      order.lines.map((line) => ({
        orderId: order.orderId,
        productId: line.product_id,
        sku: line.sku,
        nameZhTw: line.names.zhTw,
        nameZhCn: line.names.zhCn,
        nameEn: line.names.en,
        imageUrl: line.image_url,
        markedPrice: line.marked_price,
        sellingPrice: line.selling_price ?? null,
        amount: line.amount,
        preOrder: line.pre_order === true,
        subProductInfos: line.sub_product_infos.map((sub) => {
          const names = subNames.get(sub.product_id);
          return { ...sub, name_zh_tw: names?.zhTw ?? '', name_zh_cn: names?.zhCn ?? '', name_en: names?.en ?? '' };
        }),
      })),
    ),
  );
}
