import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../db/migrate.js';
import { outboundMails } from '../../db/schema.js';
import { createEmptyTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createMailSetup, type Mailer, type MailMessage } from './mailer.js';
import { MAIL_KEEP_MS, MAIL_LEASE_MS, MAIL_MAX_ATTEMPTS, deliverMails, enqueueMail, purgeOldMails } from './outbox.js';

let database: TestDatabase;
const mail = createMailSetup({ from: 'Shop <shop@example.com>' });
const db = () => database.handle.db;

beforeAll(async () => {
  database = await createEmptyTestDatabase();
  await migrateDatabase(database.handle);
});
afterAll(async () => {
  await mail.mailer.close();
  await database.destroy();
});
afterEach(async () => {
  await db().delete(outboundMails);
});

const message = (to: string): MailMessage => ({ to, subject: `Order for ${to}`, text: 'Thank you', html: '<p>Thank you</p>' });
const keep = (to: string) => db().transaction((tx) => enqueueMail(tx, message(to)));
const row = async (id: number) => (await db().select().from(outboundMails).where(eq(outboundMails.id, id)))[0]!;
const later = (ms: number) => new Date(Date.now() + ms);

/** A mailer that refuses every mail, as an unreachable SMTP server does. */
const refusing: Mailer = { send: () => Promise.reject(new Error('SMTP down')), close: async () => {} };

describe('the mail outbox', () => {
  it('sends a kept mail once and marks it sent', async () => {
    const id = await keep('once@example.com');
    expect(await deliverMails(db(), mail.mailer)).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(mail.capture!.list({ to: 'once@example.com' })).toMatchObject([{ subject: 'Order for once@example.com', text: 'Thank you' }]);
    expect((await row(id)).sentAt).toBeInstanceOf(Date);
    expect(await deliverMails(db(), mail.mailer, { now: later(MAIL_LEASE_MS * 2) })).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    expect(mail.capture!.list({ to: 'once@example.com' })).toHaveLength(1);
  });

  it('keeps nothing when the transaction that wrote the mail rolls back', async () => {
    await expect(
      db().transaction(async (tx) => {
        await enqueueMail(tx, message('rolled.back@example.com'));
        throw new Error('stock ran out');
      }),
    ).rejects.toThrow('stock ran out');
    expect(await db().select().from(outboundMails)).toEqual([]);
  });

  it('sends only the mails asked for by id', async () => {
    const wanted = await keep('wanted@example.com');
    const other = await keep('other@example.com');
    expect(await deliverMails(db(), mail.mailer, { ids: [wanted] })).toMatchObject({ sent: 1 });
    expect((await row(other)).sentAt).toBeNull();
    expect(mail.capture!.list({ to: 'other@example.com' })).toEqual([]);
  });

  it('tries a failed mail again after a wait that doubles, and gives it up after the last try', async () => {
    const id = await keep('retry@example.com');
    expect(await deliverMails(db(), refusing)).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    const first = await row(id);
    expect(first).toMatchObject({ attempts: 1, sentAt: null });
    // Not before its time, even for a working mailer.
    expect(await deliverMails(db(), mail.mailer)).toMatchObject({ sent: 0 });
    const firstWait = first.nextAttemptAt.getTime() - Date.now();
    expect(firstWait).toBeGreaterThan(50_000);
    expect(firstWait).toBeLessThanOrEqual(60_000);

    let now = first.nextAttemptAt;
    for (let attempt = 2; attempt < MAIL_MAX_ATTEMPTS; attempt += 1) {
      expect(await deliverMails(db(), refusing, { now })).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
      const next = (await row(id)).nextAttemptAt;
      expect(next.getTime() - now.getTime()).toBe(60_000 * 2 ** (attempt - 1));
      now = next;
    }
    expect(await deliverMails(db(), refusing, { now })).toEqual({ sent: 0, failed: 0, gaveUp: 1 });
    expect(await deliverMails(db(), mail.mailer, { now: later(365 * 86_400_000) })).toMatchObject({ sent: 0 });
    expect(await row(id)).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, sentAt: null });
  });

  it('a mail being sent is not sent again by a second sender, unless its sender died (the lease ran out)', async () => {
    const id = await keep('lease@example.com');
    let release: () => void = () => {};
    const slow: Mailer = { send: () => new Promise<void>((resolve) => (release = resolve)), close: async () => {} };
    const first = deliverMails(db(), slow);
    await expect.poll(async () => (await row(id)).attempts).toBe(1);
    expect(await deliverMails(db(), mail.mailer)).toMatchObject({ sent: 0 });
    // The first sender never finishes: after the lease another sends the mail.
    expect(await deliverMails(db(), mail.mailer, { now: later(MAIL_LEASE_MS + 1_000) })).toMatchObject({ sent: 1 });
    expect(mail.capture!.list({ to: 'lease@example.com' })).toHaveLength(1);
    release();
    await first;
  });

  it('forgets sent and given-up mails a week later, and never a mail still to send', async () => {
    const sent = await keep('sent@example.com');
    const pending = await keep('pending@example.com');
    await deliverMails(db(), mail.mailer, { ids: [sent] });
    expect(await purgeOldMails(db(), later(MAIL_KEEP_MS - 60_000))).toBe(0);
    expect(await purgeOldMails(db(), later(MAIL_KEEP_MS + 60_000))).toBe(1);
    expect((await db().select().from(outboundMails)).map((mail) => mail.id)).toEqual([pending]);

    let now = new Date();
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      await deliverMails(db(), refusing, { now });
      now = (await row(pending)).nextAttemptAt;
    }
    expect(await purgeOldMails(db(), new Date(now.getTime() + MAIL_KEEP_MS - 60_000))).toBe(0);
    expect(await purgeOldMails(db(), new Date(now.getTime() + MAIL_KEEP_MS + 60_000))).toBe(1);
  });
});
