import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderLines, orders, products, purchaseOrders, purchases } from './db/schema.js';
import { expireUnpaidOrders } from './services/orders/lifecycle.js';
import { SIGNATURE_HEADER, signNotification } from './services/payments/notification-signature.js';
import { post } from './test/accounts.js';
import { buyNowOfP1010 } from './test/checkout.js';
import { useSeededApp } from './test/seeded-app.js';

// Acceptance 2 of the money path, as a property: any interleaving of the gateway's notifications
// (on time, late, declined, delivered twice), the shopper's cancel and "pay again", and the
// payment window's expiry, on one order, keeps stock and money whole. `test` runs it on PGlite,
// `test:pg` on PostgreSQL, where the steps of a round really run at once.
const SECRET = 'property-test-webhook-secret-'.padEnd(48, 'p');
const seeded = useSeededApp({ rateLimitMax: false, paymentWebhookSecret: SECRET });
const INITIAL_STOCK = 3;
const FAR_FUTURE = () => new Date(Date.now() + 365 * 86_400_000);

/** What can happen to the order: `purchase` picks among the purchases it has had (the checkout's, then each "pay again"'s). */
type Action =
  | { kind: 'notify'; purchase: number; outcome: 'paid' | 'failed' }
  | { kind: 'redeliver' }
  | { kind: 'cancel' }
  | { kind: 'payAgain' }
  | { kind: 'expire' };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('notify'), purchase: fc.nat(2), outcome: fc.constantFrom('paid', 'failed') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('redeliver') }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel') }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('payAgain') }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('expire') }) },
) as fc.Arbitrary<Action>;
/** Rounds of one or two actions; the actions of a round run at once. */
const rounds = fc.array(fc.array(action, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 5 });

/** One order's story: its purchases, the events sent, and which purchases the gateway reported paid. */
interface Story {
  email: string;
  orderId: string;
  purchaseIds: string[];
  sent: string[];
  reportedPaid: Set<string>;
}

async function notify(payload: string) {
  const answer = await seeded.app.inject({
    method: 'POST',
    url: '/payments/notify',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signNotification(SECRET, payload) },
    payload,
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

async function perform(story: Story, step: Action): Promise<void> {
  switch (step.kind) {
    case 'notify': {
      const purchaseId = story.purchaseIds[step.purchase % story.purchaseIds.length]!;
      const payload = JSON.stringify({ event_id: randomUUID(), purchase_id: purchaseId, outcome: step.outcome });
      story.sent.push(payload);
      await notify(payload);
      if (step.outcome === 'paid') story.reportedPaid.add(purchaseId);
      return;
    }
    case 'redeliver': {
      const payload = story.sent.at(-1);
      if (payload !== undefined) await notify(payload);
      return;
    }
    case 'cancel':
    case 'payAgain': {
      const body =
        step.kind === 'cancel' ? { action: 'cancel', email: story.email } : { action: 'pay', payment_method: 'alipay', email: story.email };
      const answer = await post(seeded.app, `/order/${story.orderId}`, body);
      // A paid or ended order refuses both with 40004; nothing else may come back.
      expect([200, 400], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === 400) expect(answer.json().error_code).toBe(40004);
      if (step.kind === 'payAgain' && answer.statusCode === 200) story.purchaseIds.push(answer.json().data.payment.purchase_id as string);
      return;
    }
    case 'expire':
      await expireUnpaidOrders(seeded.db, FAR_FUTURE());
      return;
  }
}

describe('the money path, for any interleaving of payments, cancel, pay again and expiry on one order', () => {
  it('keeps stock + live ordered units at the initial stock, and ends each payment taken in one paid order or one refund due', async () => {
    await fc.assert(
      fc.asyncProperty(rounds, async (plan) => {
        await seeded.db.update(products).set({ stock: INITIAL_STOCK }).where(eq(products.productId, 'p-1010'));
        const email = `property-${randomUUID()}@example.com`;
        const placed = await post(seeded.app, '/order', buyNowOfP1010(email));
        expect(placed.statusCode, placed.body).toBe(200);
        const { order_ids, payment } = placed.json().data as { order_ids: string[]; payment: { purchase_id: string } };
        const story: Story = { email, orderId: order_ids[0]!, purchaseIds: [payment.purchase_id], sent: [], reportedPaid: new Set() };

        for (const round of plan) await Promise.all(round.map((step) => perform(story, step)));

        const [order] = await seeded.db.select().from(orders).where(eq(orders.orderId, story.orderId));
        const [product] = await seeded.db.select({ stock: products.stock }).from(products).where(eq(products.productId, 'p-1010'));
        const lines = await seeded.db.select().from(orderLines).where(eq(orderLines.orderId, story.orderId));
        const liveUnits = order!.status === 'canceled' ? 0 : lines.reduce((sum, line) => sum + line.amount, 0);
        expect(product!.stock + liveUnits).toBe(INITIAL_STOCK);

        const rows = await seeded.db.select().from(purchases).where(inArray(purchases.purchaseId, story.purchaseIds));
        const paid = rows.filter((row) => row.status === 'paid');
        // The order is paid by exactly one purchase, the one it names, or by none.
        expect(paid.length).toBeLessThanOrEqual(1);
        expect(order!.status === 'picking').toBe(paid.length === 1);
        if (paid.length === 1) expect(order!.purchaseId).toBe(paid[0]!.purchaseId);
        for (const row of rows) {
          if (story.reportedPaid.has(row.purchaseId)) {
            // Money taken: a paid order or a refund due, never dropped.
            expect(['paid', 'refund_due'], row.purchaseId).toContain(row.status);
          } else {
            // Nothing taken: nothing to ship and nothing to refund.
            expect(['pending', 'failed', 'canceled'], row.purchaseId).toContain(row.status);
          }
        }
        const links = await seeded.db.select().from(purchaseOrders).where(inArray(purchaseOrders.purchaseId, story.purchaseIds));
        expect(links.every((link) => link.orderId === story.orderId)).toBe(true);

        // Leaves nothing pending to the next run, whose stock is counted afresh.
        await expireUnpaidOrders(seeded.db, FAR_FUTURE());
      }),
      { numRuns: 40 },
    );
  }, 300_000);
});
