import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@storefront/api-contract';
import { outboundMails, paymentEvents, products } from '../db/schema.js';
import { expireUnpaidOrders } from '../services/orders/lifecycle.js';
import { SIGNATURE_HEADER, SIGNATURE_TOLERANCE_MS, signNotification } from '../services/payments/notification-signature.js';
import { expectOk, get, post } from '../test/accounts.js';
import { buyNowOfP1010, sandboxOutcome } from '../test/checkout.js';
import { useSeededApp } from '../test/seeded-app.js';

// POST /payments/notify as a real gateway calls it: `test` runs it on PGlite, `test:pg` on PostgreSQL.
const SECRET = 'gateway-shared-secret-'.padEnd(48, 's');
const seeded = useSeededApp({ rateLimitMax: false, paymentWebhookSecret: SECRET });

async function checkout(email: string) {
  const placed = await post(seeded.app, '/order', buyNowOfP1010(email));
  expectOk(placed);
  const { order_ids, payment } = placed.json().data as { order_ids: string[]; payment: { purchase_id: string; payment_url: string } };
  return { orderId: order_ids[0]!, purchaseId: payment.purchase_id, pageUrl: payment.payment_url };
}

/** Posts a notification body as a gateway does, signed with `secret` at `now` unless a signature header is given. */
function notify(
  payload: string,
  { secret = SECRET, now = Date.now(), signature }: { secret?: string; now?: number; signature?: string } = {},
) {
  return seeded.app.inject({
    method: 'POST',
    url: '/payments/notify',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature ?? signNotification(secret, payload, now) },
    payload,
  });
}

const event = (purchaseId: string, outcome: 'paid' | 'failed', eventId: string = randomUUID()) =>
  JSON.stringify({ event_id: eventId, purchase_id: purchaseId, outcome });
const purchaseStatus = async (purchaseId: string) => (await get(seeded.app, `/purchase/${purchaseId}`)).json().data.status as string;

describe('POST /payments/notify', () => {
  it('settles a purchase on a signed notification, and answers a repeated event id 200 with no second effect', async () => {
    const { purchaseId } = await checkout('notified@example.com');
    const salesBefore = (await seeded.db.select().from(products).where(eq(products.productId, 'p-1010')))[0]!.salesCount;
    const body = event(purchaseId, 'paid');
    const first = await notify(body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ data: { purchase_id: purchaseId, status: 'paid', duplicate: false } });
    expect(await purchaseStatus(purchaseId)).toBe('paid');

    // Delivered again (a gateway retries until it sees a 200), later and so signed anew.
    const again = await notify(body, { now: Date.now() + 60_000 });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ purchase_id: purchaseId, status: 'paid', duplicate: true });
    const sales = (await seeded.db.select().from(products).where(eq(products.productId, 'p-1010')))[0]!.salesCount;
    expect(sales).toBe(salesBefore + 1);
    expect(await seeded.db.select().from(paymentEvents).where(eq(paymentEvents.purchaseId, purchaseId))).toHaveLength(1);
  });

  it('records one late payment and one refund notice for an event delivered twice at once', async () => {
    const email = 'twice-late@example.com';
    const { purchaseId } = await checkout(email);
    await expireUnpaidOrders(seeded.db, new Date(Date.now() + 24 * 3_600_000));
    const body = event(purchaseId, 'paid');
    const answers = await Promise.all([notify(body), notify(body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().data.duplicate).sort()).toEqual([false, true]);
    expect(await purchaseStatus(purchaseId)).toBe('refund_due');
    expect(await seeded.db.select().from(outboundMails).where(eq(outboundMails.recipient, email))).toHaveLength(2);
  });

  it('refuses a wrong, missing, malformed or stale signature with 400 / 40004 and changes nothing', async () => {
    const { purchaseId } = await checkout('forged@example.com');
    const body = event(purchaseId, 'paid');
    const refused = [
      await notify(body, { secret: 'another-secret-'.padEnd(48, 'x') }),
      await notify(body, { signature: '' }),
      await notify(body, { signature: 't=1,v1=nothex' }),
      await notify(body, { now: Date.now() - SIGNATURE_TOLERANCE_MS - 60_000 }),
      await notify(body, { now: Date.now() + SIGNATURE_TOLERANCE_MS + 60_000 }),
      await notify(event(purchaseId, 'paid'), { signature: signNotification(SECRET, body) }),
    ];
    for (const answer of refused) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toEqual({ error_code: ErrorCode.PARAMETER_ERROR, error_msg: expect.any(String) });
    }
    expect(await purchaseStatus(purchaseId)).toBe('pending');
  });

  it('refuses a signed body that is not a notification with 400, an unknown purchase with 404, another content type with 400', async () => {
    const { purchaseId } = await checkout('odd-bodies@example.com');
    for (const body of ['not json', '{}', JSON.stringify({ event_id: 'e', purchase_id: purchaseId, outcome: 'maybe' }), '[]']) {
      const answer = await notify(body);
      expect(answer.statusCode, body).toBe(400);
      expect(answer.json().error_code).toBe(ErrorCode.PARAMETER_ERROR);
    }
    const unknown = await notify(event('NO-SUCH-PURCHASE', 'paid'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_code).toBe(ErrorCode.NOT_FOUND);
    const form = await seeded.app.inject({
      method: 'POST',
      url: '/payments/notify',
      headers: { 'content-type': 'application/x-www-form-urlencoded', [SIGNATURE_HEADER]: signNotification(SECRET, 'a=b') },
      payload: 'a=b',
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().error_code).toBe(ErrorCode.PARAMETER_ERROR);
    expect(await purchaseStatus(purchaseId)).toBe('pending');
  });

  it("is the way the sandbox's Approve settles: its notification is recorded as an event", async () => {
    const { purchaseId, pageUrl } = await checkout('sandbox-notify@example.com');
    const approved = await seeded.app.inject(sandboxOutcome(pageUrl, 'paid'));
    expect(approved.statusCode).toBe(303);
    expect(await purchaseStatus(purchaseId)).toBe('paid');
    const [recorded] = await seeded.db.select().from(paymentEvents).where(eq(paymentEvents.purchaseId, purchaseId));
    expect(recorded).toMatchObject({ outcome: 'paid', eventId: expect.stringMatching(/^sandbox-/) });
  });
});
