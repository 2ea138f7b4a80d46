import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGE_ZH, ErrorCode } from '@storefront/api-contract';
import { coupons, orders, purchases } from './db/schema.js';
import { expireUnpaidOrders } from './services/orders/lifecycle.js';
import { expectError, expectOk, post, signUp } from './test/accounts.js';
import { TAIPEI_DELIVERY, buyNowOfP1010, sandboxOutcome } from './test/checkout.js';
import { useSeededApp } from './test/seeded-app.js';

// Visitors' unpaid orders: the discount code claims they give back, the cap on how many they hold, and their payment window.
const seeded = useSeededApp({ visitorUnpaidOrdersMax: 2, paymentWindowMinutes: 30, visitorPaymentWindowMinutes: 10 });

/** POST /v1/order from a client address, as a visitor or (with a token) a member. */
function checkout(body: object, { ip, token, locale = 'en' }: { ip: string; token?: string; locale?: string }) {
  const headers = { locale, ...(token && { authorization: `Bearer ${token}` }) };
  return seeded.app.inject({ method: 'POST', url: '/v1/order', payload: body, headers, remoteAddress: ip });
}

async function placed(body: object, client: { ip: string; token?: string }) {
  const response = await checkout(body, client);
  expectOk(response);
  return response.json().data as { order_ids: string[]; payment: { purchase_id: string; payment_url: string } };
}

const cancel = (orderId: string, email: string) => post(seeded.app, `/order/${orderId}`, { action: 'cancel', email });

/** A visitor's checkout with WELCOME100 of one p-1002 (NT$880, Taiwan) and one p-1012 (NT$480, China): two orders, one claim. */
function twoOriginsWithCode(email: string) {
  return {
    items: [
      { product_id: 'p-1002', amount: 1 },
      { product_id: 'p-1012', amount: 1 },
    ],
    source: 'buy_now',
    recipient_name: 'Visitor',
    recipient_email: email,
    ...TAIPEI_DELIVERY,
    discount_code: 'WELCOME100',
    expected: { subtotal: 1_360, shipping_fee: 250, discount: 100, shipping_discount: 0, total: 1_510 },
    idempotency_key: randomUUID(),
  };
}

async function claimedOfWelcome(): Promise<number> {
  const [row] = await seeded.db.select({ claimed: coupons.claimed }).from(coupons).where(eq(coupons.couponId, 'c-welcome'));
  return row!.claimed;
}

describe("a visitor's discount code", () => {
  it("gives the claim back once when the visitor's checkout is canceled, by the visitor or by the payment window", async () => {
    const start = await claimedOfWelcome();
    await seeded.db
      .update(coupons)
      .set({ claimLimit: start + 1 })
      .where(eq(coupons.couponId, 'c-welcome'));

    const first = await placed(twoOriginsWithCode('first.code@example.com'), { ip: '10.1.0.1' });
    expect(first.order_ids).toHaveLength(2);
    expect(await claimedOfWelcome()).toBe(start + 1);
    expectError(
      await checkout(twoOriginsWithCode('second.code@example.com'), { ip: '10.1.0.2' }),
      409,
      ErrorCode.COUPON_CLAIM_LIMIT_REACHED,
    );

    // The checkout's other order still uses the code: the claim stays spent until both are canceled.
    expectOk(await cancel(first.order_ids[0]!, 'first.code@example.com'));
    expect(await claimedOfWelcome()).toBe(start + 1);
    expectOk(await cancel(first.order_ids[1]!, 'first.code@example.com'));
    expect(await claimedOfWelcome()).toBe(start);

    const second = await placed(twoOriginsWithCode('second.code@example.com'), { ip: '10.1.0.2' });
    expect(await claimedOfWelcome()).toBe(start + 1);
    expect(await expireUnpaidOrders(seeded.db, new Date(Date.now() + 11 * 60_000))).toBeGreaterThanOrEqual(2);
    const expired = await seeded.db.select({ status: orders.status }).from(orders).where(inArray(orders.orderId, second.order_ids));
    expect(expired.map((row) => row.status)).toEqual(['canceled', 'canceled']);
    expect(await claimedOfWelcome()).toBe(start);
    expect(await expireUnpaidOrders(seeded.db, new Date(Date.now() + 11 * 60_000))).toBe(0);
    expect(await claimedOfWelcome()).toBe(start);

    await placed(twoOriginsWithCode('third.code@example.com'), { ip: '10.1.0.3' });
    expect(await claimedOfWelcome()).toBe(start + 1);
  });
});

describe("a visitor's discount code, one order paid again", () => {
  it("gives the claim back once when the checkout's two orders, one of them on a purchase of its own, are canceled at the same moment", async () => {
    await seeded.db.update(coupons).set({ claimLimit: null }).where(eq(coupons.couponId, 'c-welcome'));
    const email = 'two.cancels@example.com';
    const { order_ids } = await placed(twoOriginsWithCode(email), { ip: '10.5.0.1' });
    const start = await claimedOfWelcome();
    // Paying one order again puts it on a purchase of its own, so the two cancels take different purchase locks.
    expectOk(await post(seeded.app, `/order/${order_ids[0]!}`, { action: 'pay', payment_method: 'alipay', email }));
    const answers = await Promise.all(order_ids.map((id) => cancel(id, email)));
    for (const answer of answers) expectOk(answer);
    expect(await claimedOfWelcome()).toBe(start - 1);
  });
});

describe("the cap on a visitor's unpaid orders", () => {
  it('refuses a third unpaid order per e-mail or per address with 42903 in the three languages, not a member, and counts only unpaid ones', async () => {
    const email = 'capped@example.com';
    const kept = await placed(buyNowOfP1010(email), { ip: '10.2.0.1' });
    await placed(buyNowOfP1010(email), { ip: '10.2.0.1' });

    const message = 'You have too many unpaid orders: please pay or cancel one first.';
    expectError(await checkout(buyNowOfP1010(email), { ip: '10.2.0.9' }), 429, ErrorCode.UNPAID_ORDERS_LIMIT, message);
    expectError(await checkout(buyNowOfP1010('another@example.com'), { ip: '10.2.0.1' }), 429, ErrorCode.UNPAID_ORDERS_LIMIT, message);
    for (const [locale, texts] of [
      ['zh-TW', ERROR_MESSAGE_ZH[ErrorCode.UNPAID_ORDERS_LIMIT].tw],
      ['zh-CN', ERROR_MESSAGE_ZH[ErrorCode.UNPAID_ORDERS_LIMIT].cn],
    ] as const) {
      expectError(await checkout(buyNowOfP1010(email), { ip: '10.2.0.1', locale }), 429, ErrorCode.UNPAID_ORDERS_LIMIT, texts);
    }
    expect(ERROR_MESSAGE_ZH[ErrorCode.UNPAID_ORDERS_LIMIT]).toEqual({
      tw: '未付款的訂單過多，請先付款或取消其中一筆',
      cn: '未付款的订单过多，请先付款或取消其中一笔',
    });

    // Another e-mail from another address is not held back; a member is never capped by it.
    await placed(buyNowOfP1010('another@example.com'), { ip: '10.2.0.2' });
    const member = await signUp(seeded.app, 'capped.member@example.com');
    await placed(buyNowOfP1010(email), { ip: '10.2.0.1', token: member });

    // A paid order no longer counts, and no longer keeps the address it was placed from.
    const [purchase] = await seeded.db.select().from(purchases).where(eq(purchases.purchaseId, kept.payment.purchase_id));
    await seeded.app.inject(sandboxOutcome(purchase!.paymentUrl!, 'paid'));
    const [paid] = await seeded.db.select().from(orders).where(eq(orders.orderId, kept.order_ids[0]!));
    expect(paid).toMatchObject({ status: 'picking', clientIp: null });
    const third = await placed(buyNowOfP1010(email), { ip: '10.2.0.1' });
    const [unpaid] = await seeded.db.select().from(orders).where(eq(orders.orderId, third.order_ids[0]!));
    expect(unpaid!.clientIp).toBe('10.2.0.1');

    // A canceled one neither, nor does it keep the address.
    expectError(await checkout(buyNowOfP1010(email), { ip: '10.2.0.1' }), 429, ErrorCode.UNPAID_ORDERS_LIMIT);
    expectOk(await cancel(third.order_ids[0]!, email));
    const [canceled] = await seeded.db.select().from(orders).where(eq(orders.orderId, third.order_ids[0]!));
    expect(canceled).toMatchObject({ status: 'canceled', clientIp: null });
    await placed(buyNowOfP1010(email), { ip: '10.2.0.1' });
  });
});

describe('the cap under concurrent checkouts', () => {
  it("lets only as many of one e-mail's simultaneous checkouts through as the cap, from any addresses", async () => {
    const email = 'racing@example.com';
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => checkout(buyNowOfP1010(email), { ip: `10.4.0.${index + 1}` })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429, 429, 429, 429]);
    const held = await seeded.db.select({ orderId: orders.orderId }).from(orders).where(eq(orders.recipientEmail, email));
    expect(held).toHaveLength(2);
  });
});

describe('the payment window', () => {
  it("ends a visitor's unpaid order at the visitor window and a member's at the member window", async () => {
    const member = await signUp(seeded.app, 'window.member@example.com');
    const visitorOrder = await placed(buyNowOfP1010('window.visitor@example.com'), { ip: '10.3.0.1' });
    const memberOrder = await placed(buyNowOfP1010('window.member@example.com'), { ip: '10.3.0.2', token: member });
    const windowOf = async (orderId: string) => {
      const [row] = await seeded.db.select().from(orders).where(eq(orders.orderId, orderId));
      return (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    };
    expect(await windowOf(visitorOrder.order_ids[0]!)).toBeCloseTo(10, 1);
    expect(await windowOf(memberOrder.order_ids[0]!)).toBeCloseTo(30, 1);

    expect(await expireUnpaidOrders(seeded.db, new Date(Date.now() + 11 * 60_000))).toBeGreaterThanOrEqual(1);
    const statuses = await seeded.db
      .select({ orderId: orders.orderId, status: orders.status })
      .from(orders)
      .where(inArray(orders.orderId, [visitorOrder.order_ids[0]!, memberOrder.order_ids[0]!]));
    expect(Object.fromEntries(statuses.map((row) => [row.orderId, row.status]))).toEqual({
      [visitorOrder.order_ids[0]!]: 'canceled',
      [memberOrder.order_ids[0]!]: 'pending_activation',
    });
  });
});
