import { eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { OrderDetailResponse, OrderListResponse, PurchaseResultResponse } from '@storefront/api-contract';
import { orders, purchases } from '../db/schema.js';
import { expireUnpaidOrders, moveOrder } from '../services/orders/lifecycle.js';
import { expectOk, get, post, signUp } from '../test/accounts.js';
import { buyNowOfP1010, sandboxOutcome } from '../test/checkout.js';
import { useSeededApp } from '../test/seeded-app.js';

const MEMBER_WINDOW_MINUTES = 20;
const VISITOR_WINDOW_MINUTES = 7;
const HOME_TEMPLATE = 'https://carrier.example/track/{number}?ref=shop&again={number}';
const seeded = useSeededApp({
  paymentWindowMinutes: MEMBER_WINDOW_MINUTES,
  visitorPaymentWindowMinutes: VISITOR_WINDOW_MINUTES,
  trackingUrls: { home_delivery: HOME_TEMPLATE, cvs_pickup: null },
});
let member: string;

beforeAll(async () => {
  member = await signUp(seeded.app, 'deadline@example.com');
});

/** Places a buy-now of p-1010, as a visitor or as the member, and answers its order and purchase ids. */
async function place(as: 'visitor' | 'member'): Promise<{ orderId: string; purchaseId: string; email: string }> {
  const email = as === 'member' ? 'deadline@example.com' : 'visitor-deadline@example.com';
  const response = await post(seeded.app, '/order', buyNowOfP1010(email), { token: as === 'member' ? member : undefined });
  expectOk(response);
  const { order_ids, payment } = response.json().data;
  return { orderId: order_ids[0], purchaseId: payment.purchase_id, email };
}

async function detailOf(orderId: string) {
  const response = await get(seeded.app, `/order/${orderId}`, { token: member });
  expectOk(response);
  expect(Value.Check(OrderDetailResponse, response.json())).toBe(true);
  return response.json().data;
}

async function listed(orderId: string) {
  const response = await get(seeded.app, '/order?page_size=50', { token: member });
  expectOk(response);
  expect(Value.Check(OrderListResponse, response.json())).toBe(true);
  return response.json().data.items.find((item: { order_id: string }) => item.order_id === orderId);
}

async function purchaseOf(purchaseId: string, token?: string) {
  const response = await get(seeded.app, `/purchase/${purchaseId}`, { token });
  expectOk(response);
  expect(Value.Check(PurchaseResultResponse, response.json())).toBe(true);
  return response.json().data;
}

async function expiresAt(orderId: string): Promise<number> {
  const [row] = await seeded.db.select({ expiresAt: orders.expiresAt }).from(orders).where(eq(orders.orderId, orderId));
  return row!.expiresAt.getTime();
}

async function pay(purchaseId: string) {
  const [purchase] = await seeded.db.select().from(purchases).where(eq(purchases.purchaseId, purchaseId));
  expect((await seeded.app.inject(sandboxOutcome(purchase!.paymentUrl!, 'paid'))).statusCode).toBe(303);
}

describe('pay_by', () => {
  it("is the member's window after checkout on the order, the order list and the purchase, and the instant the expiry job cancels at", async () => {
    const before = Date.now();
    const { orderId, purchaseId } = await place('member');
    const payBy = (await detailOf(orderId)).pay_by;
    expect(payBy).toBeGreaterThanOrEqual(before + MEMBER_WINDOW_MINUTES * 60_000);
    expect(payBy).toBeLessThanOrEqual(Date.now() + MEMBER_WINDOW_MINUTES * 60_000);
    expect(payBy).toBe(await expiresAt(orderId));
    expect((await listed(orderId)).pay_by).toBe(payBy);
    expect((await purchaseOf(purchaseId, member)).pay_by).toBe(payBy);

    expect(await expireUnpaidOrders(seeded.db, new Date(payBy - 1))).toBe(0);
    expect((await detailOf(orderId)).status).toBe('pending_activation');
    expect(await expireUnpaidOrders(seeded.db, new Date(payBy + 1))).toBeGreaterThanOrEqual(1);
    const canceled = await detailOf(orderId);
    expect(canceled).toMatchObject({ status: 'canceled', pay_by: null });
    expect((await listed(orderId)).pay_by).toBeNull();
    expect((await purchaseOf(purchaseId, member)).pay_by).toBeNull();
  });

  it("is the visitor's shorter window on a visitor's order and purchase", async () => {
    const before = Date.now();
    const { orderId, purchaseId, email } = await place('visitor');
    const response = await get(seeded.app, `/order/${orderId}?email=${encodeURIComponent(email)}`);
    const payBy = response.json().data.pay_by;
    expect(payBy).toBeGreaterThanOrEqual(before + VISITOR_WINDOW_MINUTES * 60_000);
    expect(payBy).toBeLessThanOrEqual(Date.now() + VISITOR_WINDOW_MINUTES * 60_000);
    expect((await purchaseOf(purchaseId)).pay_by).toBe(payBy);
  });

  it('is null once the order is paid', async () => {
    const { orderId, purchaseId } = await place('member');
    await pay(purchaseId);
    expect(await detailOf(orderId)).toMatchObject({ status: 'picking', pay_by: null });
    expect((await listed(orderId)).pay_by).toBeNull();
    expect((await purchaseOf(purchaseId, member)).pay_by).toBeNull();
  });

  it('is null once the shopper cancels', async () => {
    const { orderId } = await place('member');
    const canceled = await post(seeded.app, `/order/${orderId}`, { action: 'cancel' }, { token: member });
    expectOk(canceled);
    expect(canceled.json().data.order).toMatchObject({ status: 'canceled', pay_by: null });
  });

  it("keeps the checkout's deadline when the order is paid again by another method", async () => {
    const { orderId } = await place('member');
    const payBy = (await detailOf(orderId)).pay_by;
    const again = await post(seeded.app, `/order/${orderId}`, { action: 'pay', payment_method: 'alipay' }, { token: member });
    expectOk(again);
    expect(again.json().data.order.pay_by).toBe(payBy);
    expect((await purchaseOf(again.json().data.payment.purchase_id, member)).pay_by).toBe(payBy);
  });
});

describe('tracking_url', () => {
  /** A member's paid order, shipped by the shop's hand with the tracking number given. */
  async function shipped(code: string | undefined): Promise<string> {
    const { orderId, purchaseId } = await place('member');
    await pay(purchaseId);
    await moveOrder(seeded.db, orderId, 'shipped', code);
    return orderId;
  }

  it("is the carrier's page for a shipped order's tracking number, URL-encoded wherever the template has {number}", async () => {
    const orderId = await shipped('AB 12/3?&#');
    const expected = 'https://carrier.example/track/AB%2012%2F3%3F%26%23?ref=shop&again=AB%2012%2F3%3F%26%23';
    expect(await detailOf(orderId)).toMatchObject({ status: 'shipped', shipping_code: 'AB 12/3?&#', tracking_url: expected });
    expect((await listed(orderId)).tracking_url).toBe(expected);
    await moveOrder(seeded.db, orderId, 'finished');
    expect((await detailOf(orderId)).tracking_url).toBe(expected);
  });

  it('is null before the order ships and for a shipped order without a tracking number', async () => {
    const { orderId, purchaseId } = await place('member');
    expect((await detailOf(orderId)).tracking_url).toBeNull();
    await pay(purchaseId);
    expect((await detailOf(orderId)).tracking_url).toBeNull();
    const withoutNumber = await shipped(undefined);
    expect(await detailOf(withoutNumber)).toMatchObject({ status: 'shipped', shipping_code: null, tracking_url: null });
  });

  it('is null for a carrier whose template is off, the tracking number still given', async () => {
    const orderId = await shipped('CVS-778');
    await seeded.db.update(orders).set({ shippingMethod: 'cvs_pickup' }).where(eq(orders.orderId, orderId));
    expect(await detailOf(orderId)).toMatchObject({ shipping_code: 'CVS-778', tracking_url: null });
  });
});
