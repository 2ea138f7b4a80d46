import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { arrivalNotices, outboundMails, products } from '../db/schema.js';
import { startJobs } from '../jobs.js';
import { useSeededApp } from '../test/seeded-app.js';
import { ARRIVAL_MAILS_PER_HOUR, sendDueArrivalNotices } from './arrival-notices.js';
import { SandboxCurrencyRateProvider } from './currency-rates.js';
import { createMailSetup } from './mail/mailer.js';
import { deliverMails } from './mail/outbox.js';
import { listCurrencyRates } from './system.js';

const seeded = useSeededApp();
const mail = createMailSetup({ from: 'Shop <shop@example.com>' });
const STOREFRONT = 'https://shop.example';

afterAll(() => mail.mailer.close());

async function ask(productId: string, email: string, locale: string) {
  const response = await seeded.app.inject({
    method: 'POST',
    url: `/v1/product/${productId}/arrival-notice`,
    payload: { email },
    headers: { locale },
  });
  expect(response.statusCode).toBe(200);
}

const setStock = (productId: string, stock: number) => seeded.db.update(products).set({ stock }).where(eq(products.productId, productId));

describe('back-in-stock mails', () => {
  it('wait while the product is sold out, then go once to each request, in its language', async () => {
    await setStock('p-1013', 0);
    await ask('p-1013', 'mei@example.com', 'zh-TW');
    await ask('p-1013', 'li@example.com', 'zh-CN');
    await ask('p-1013', 'sam@example.com', 'en');
    expect(await sendDueArrivalNotices(seeded.db, mail.mailer, STOREFRONT)).toEqual({ sent: 0, failed: 0 });

    await setStock('p-1013', 4);
    expect(await sendDueArrivalNotices(seeded.db, mail.mailer, STOREFRONT)).toEqual({ sent: 3, failed: 0 });
    const [tw] = mail.capture!.list({ to: 'mei@example.com' });
    const [cn] = mail.capture!.list({ to: 'li@example.com' });
    const [en] = mail.capture!.list({ to: 'sam@example.com' });
    expect(tw?.subject).toMatch(/已到貨/);
    expect(cn?.subject).toMatch(/已到货/);
    expect(en?.subject).toMatch(/back in stock/);
    expect(en?.text).toContain(`${STOREFRONT}/product/p-1013`);

    expect(await sendDueArrivalNotices(seeded.db, mail.mailer, STOREFRONT)).toEqual({ sent: 0, failed: 0 });
    expect(mail.capture!.list({ to: 'sam@example.com' })).toHaveLength(1);
  });

  it(`go to one address at most ${ARRIVAL_MAILS_PER_HOUR} an hour, whoever asked: the rest wait for the next hour`, async () => {
    const flooded = 'flooded@example.com';
    const due = ['p-1001', 'p-1002', 'p-1003', 'p-1004', 'p-1006', 'p-1007', 'p-1008'].slice(0, ARRIVAL_MAILS_PER_HOUR + 2);
    for (const productId of due) {
      await setStock(productId, 5);
      await ask(productId, flooded, 'en');
    }
    await ask('p-1001', 'bystander@example.com', 'en');
    expect(await sendDueArrivalNotices(seeded.db, mail.mailer, STOREFRONT)).toEqual({ sent: ARRIVAL_MAILS_PER_HOUR + 1, failed: 0 });
    expect(mail.capture!.list({ to: flooded })).toHaveLength(ARRIVAL_MAILS_PER_HOUR);
    expect(mail.capture!.list({ to: 'bystander@example.com' })).toHaveLength(1);
    expect(await sendDueArrivalNotices(seeded.db, mail.mailer, STOREFRONT)).toEqual({ sent: 0, failed: 0 });

    // An hour later, the waiting requests go.
    await seeded.db
      .update(arrivalNotices)
      .set({ notifiedAt: new Date(Date.now() - 61 * 60_000) })
      .where(and(eq(arrivalNotices.email, flooded), isNotNull(arrivalNotices.notifiedAt)));
    expect(await sendDueArrivalNotices(seeded.db, mail.mailer, STOREFRONT)).toEqual({ sent: 2, failed: 0 });
    expect(mail.capture!.list({ to: flooded })).toHaveLength(ARRIVAL_MAILS_PER_HOUR + 2);
  });

  it('are not sent for a product in stock but off sale', async () => {
    await setStock('p-1028', 0);
    await ask('p-1028', 'off-sale@example.com', 'en');
    await setStock('p-1028', 9);
    expect(await sendDueArrivalNotices(seeded.db, mail.mailer, STOREFRONT)).toEqual({ sent: 0, failed: 0 });
  });

  it('are kept in the outbox when the mail cannot be sent, which sends them in a later round', async () => {
    await setStock('p-1017', 0);
    await ask('p-1017', 'retry@example.com', 'en');
    await setStock('p-1017', 2);
    const broken = { send: () => Promise.reject(new Error('SMTP down')), close: async () => {} };
    expect(await sendDueArrivalNotices(seeded.db, broken, STOREFRONT)).toEqual({ sent: 0, failed: 1 });
    // The request is done; its mail waits in the outbox, not for another back-in-stock round.
    expect(await sendDueArrivalNotices(seeded.db, mail.mailer, STOREFRONT)).toEqual({ sent: 0, failed: 0 });
    const [kept] = await seeded.db.select().from(outboundMails).where(eq(outboundMails.recipient, 'retry@example.com'));
    expect(kept).toMatchObject({ sentAt: null, lastError: 'SMTP down' });
    expect(await deliverMails(seeded.db, mail.mailer, kept!.nextAttemptAt)).toMatchObject({ sent: 1 });
    expect(mail.capture!.list({ to: 'retry@example.com' })).toHaveLength(1);
  });

  it("go out from the running API's background jobs, which also store the day's currency rates", async () => {
    await setStock('p-1018', 0);
    await ask('p-1018', 'background@example.com', 'en');
    await setStock('p-1018', 3);
    const rates = new SandboxCurrencyRateProvider();
    const stop = startJobs({ db: seeded.db, mailer: mail.mailer, storefrontUrl: STOREFRONT, rates, log: seeded.app.log, intervalMs: 50 });
    try {
      await expect.poll(() => mail.capture!.list({ to: 'background@example.com' }).length, { timeout: 5_000 }).toBe(1);
      const stored = await listCurrencyRates(seeded.db);
      expect(stored[0]?.date).toBe(new Date().toISOString().slice(0, 10));
    } finally {
      await stop();
    }
  });
});
