import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AdminError, runAdmin } from './admin.js';
import { orders, outboundMails, products } from './db/schema.js';
import { cancelOrder, expireUnpaidOrders } from './services/orders/lifecycle.js';
import { expectOk, get, post } from './test/accounts.js';
import { buyNowOfP1010, sandboxOutcome } from './test/checkout.js';
import { useSeededApp } from './test/seeded-app.js';

// What happens to the gateway's "paid" once a purchase has stopped waiting for it, and what a
// paid purchase counts as sold: `test` runs it on PGlite, `test:pg` on PostgreSQL.
const seeded = useSeededApp({ rateLimitMax: false });

/** A visitor's buy-now of p-1010 (units each), answering its order, purchase and sandbox page. */
async function checkout(email: string, units = 1) {
  const body = buyNowOfP1010(email);
  const subtotal = 590 * units;
  const shipping = subtotal >= 1500 ? 0 : 100;
  const placed = await post(seeded.app, '/order', {
    ...body,
    items: [{ product_id: 'p-1010', amount: units }],
    expected: { ...body.expected, subtotal, shipping_fee: shipping, total: subtotal + shipping },
  });
  expectOk(placed);
  const { order_ids, payment } = placed.json().data as { order_ids: string[]; payment: { purchase_id: string; payment_url: string } };
  return { orderId: order_ids[0]!, purchaseId: payment.purchase_id, pageUrl: payment.payment_url };
}

const purchaseStatus = async (purchaseId: string) => (await get(seeded.app, `/purchase/${purchaseId}`)).json().data.status as string;
const orderStatus = async (orderId: string, email: string) =>
  (await get(seeded.app, `/order/${orderId}?email=${encodeURIComponent(email)}`)).json().data.status as string;
const p1010 = async () => (await seeded.db.select().from(products).where(eq(products.productId, 'p-1010')))[0]!;

describe('a payment that arrives after its purchase stopped waiting', () => {
  it('on an expired order is kept as refund_due, listed by shop-admin refunds, mailed to the shopper, and marked refunded by shop-admin refunded', async () => {
    const email = 'late-payer@example.com';
    const { orderId, purchaseId, pageUrl } = await checkout(email);
    const stockBefore = (await p1010()).stock;
    expect(await expireUnpaidOrders(seeded.db, new Date(Date.now() + 24 * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect(await purchaseStatus(purchaseId)).toBe('canceled');

    await seeded.app.inject(sandboxOutcome(pageUrl, 'paid'));
    expect(await purchaseStatus(purchaseId)).toBe('refund_due');
    expect(await orderStatus(orderId, email)).toBe('canceled');
    expect((await p1010()).stock).toBe(stockBefore + 1);

    const kept = await seeded.db.select().from(outboundMails).where(eq(outboundMails.recipient, email));
    expect(kept.map((mail) => mail.subject)).toContainEqual(expect.stringContaining(`your payment for order ${orderId} will be refunded`));
    const notice = kept.find((mail) => mail.subject.includes('refunded'))!;
    expect(notice.textBody).toContain('NT$690');

    expect(await runAdmin(seeded.db, ['refunds'])).toEqual([
      expect.stringMatching(new RegExp(`^${purchaseId}\\s+credit_card\\s+NT\\$690\\s+\\S+\\s+${orderId}\\s+${email}$`)),
    ]);
    // A repeated notification changes nothing.
    await seeded.app.inject(sandboxOutcome(pageUrl, 'paid'));
    expect(await runAdmin(seeded.db, ['refunds'])).toHaveLength(1);

    expect(await runAdmin(seeded.db, ['refunded', purchaseId])).toEqual([`purchase ${purchaseId} is refunded`]);
    expect(await purchaseStatus(purchaseId)).toBe('refunded');
    expect(await runAdmin(seeded.db, ['refunds'])).toEqual(['no refunds due']);
    await expect(runAdmin(seeded.db, ['refunded', purchaseId])).rejects.toThrow(
      new AdminError(`purchase ${purchaseId} is refunded, only a refund_due purchase can be refunded`),
    );
  });

  it('on an order paid by another purchase after "pay again" is kept as refund_due; the order stays paid once', async () => {
    const email = 'paid-twice@example.com';
    const first = await checkout(email);
    const again = await post(seeded.app, `/order/${first.orderId}`, { action: 'pay', payment_method: 'credit_card', email });
    expectOk(again);
    const second = again.json().data.payment as { purchase_id: string; payment_url: string };
    await seeded.app.inject(sandboxOutcome(second.payment_url, 'paid'));
    expect(await orderStatus(first.orderId, email)).toBe('picking');

    await seeded.app.inject(sandboxOutcome(first.pageUrl, 'paid'));
    expect(await purchaseStatus(first.purchaseId)).toBe('refund_due');
    expect(await purchaseStatus(second.purchase_id)).toBe('paid');
    expect(await orderStatus(first.orderId, email)).toBe('picking');
    expect(await runAdmin(seeded.db, ['refunds'])).toEqual([expect.stringContaining(first.purchaseId)]);
    await runAdmin(seeded.db, ['refunded', first.purchaseId]);
  });
});

describe('a cancel racing "pay again"', () => {
  it('cancels the purchase the order moved to, so paying it later is a refund due, not a paid purchase for a canceled order', async () => {
    const email = 'cancel-race@example.com';
    const first = await checkout(email);
    // The cancel read the order while it still named its first purchase; "pay again" lands before the cancel takes its locks.
    const [stale] = await seeded.db.select().from(orders).where(eq(orders.orderId, first.orderId));
    const again = await post(seeded.app, `/order/${first.orderId}`, { action: 'pay', payment_method: 'credit_card', email });
    expectOk(again);
    const second = again.json().data.payment as { purchase_id: string; payment_url: string };
    await cancelOrder(seeded.db, stale!);
    expect(await orderStatus(first.orderId, email)).toBe('canceled');
    expect(await purchaseStatus(second.purchase_id)).toBe('canceled');

    await seeded.app.inject(sandboxOutcome(second.payment_url, 'paid'));
    expect(await purchaseStatus(second.purchase_id)).toBe('refund_due');
    await runAdmin(seeded.db, ['refunded', second.purchase_id]);
  });
});

describe("a product's sales_count", () => {
  it('grows by the units of a paid checkout, and not on a declined or a late payment', async () => {
    const before = (await p1010()).salesCount;
    const paid = await checkout('counted@example.com', 2);
    await seeded.app.inject(sandboxOutcome(paid.pageUrl, 'paid'));
    expect((await p1010()).salesCount).toBe(before + 2);

    const declined = await checkout('declined@example.com', 1);
    await seeded.app.inject(sandboxOutcome(declined.pageUrl, 'failed'));
    expect((await p1010()).salesCount).toBe(before + 2);

    const late = await checkout('late@example.com', 1);
    await expireUnpaidOrders(seeded.db, new Date(Date.now() + 24 * 3_600_000));
    await seeded.app.inject(sandboxOutcome(late.pageUrl, 'paid'));
    expect(await purchaseStatus(late.purchaseId)).toBe('refund_due');
    expect((await p1010()).salesCount).toBe(before + 2);
  });
});
