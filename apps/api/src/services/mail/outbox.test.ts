import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../db/migrate.js';
import { outboundMails } from '../../db/schema.js';
import { createEmptyTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createMailSetup, type Mailer, type MailMessage } from './mailer.js';
import { MAIL_KEEP_MS, MAIL_LEASE_MS, MAIL_MAX_ATTEMPTS, deliverMails, enqueueMail, purgeOldMails, sendClaimedMail } from './outbox.js';

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
const later = (ms: number, from = new Date()) => new Date(from.getTime() + ms);

/** A mailer that refuses every mail, as an unreachable SMTP server does. */
const refusing: Mailer = { send: () => Promise.reject(new Error('SMTP down')), close: async () => {} };

describe('the mail outbox', () => {
  it('sends a kept mail once, by the request that kept it, and marks it sent', async () => {
    const kept = await keep('once@example.com');
    expect(await sendClaimedMail(db(), mail.mailer, kept)).toBe('sent');
    expect(mail.capture!.list({ to: 'once@example.com' })).toMatchObject([{ subject: 'Order for once@example.com', text: 'Thank you' }]);
    expect((await row(kept.id)).sentAt).toBeInstanceOf(Date);
    expect(await deliverMails(db(), mail.mailer, later(MAIL_LEASE_MS * 2))).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
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

  it('sends a mail its writer never got to once the claim runs out (the writer died)', async () => {
    await keep('orphan@example.com');
    expect(await deliverMails(db(), mail.mailer)).toMatchObject({ sent: 0 });
    expect(await deliverMails(db(), mail.mailer, later(MAIL_LEASE_MS + 1_000))).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(mail.capture!.list({ to: 'orphan@example.com' })).toHaveLength(1);
  });

  it('tries a failed mail again after a wait that doubles, and gives it up after the last try', async () => {
    const kept = await keep('retry@example.com');
    let now = new Date();
    expect(await sendClaimedMail(db(), refusing, kept, now)).toBe('failed');
    expect(await row(kept.id)).toMatchObject({ attempts: 1, sentAt: null, nextAttemptAt: later(60_000, now), lastError: 'SMTP down' });
    // Not before its time, even for a working mailer.
    expect(await deliverMails(db(), mail.mailer, later(59_000, now))).toMatchObject({ sent: 0 });

    now = (await row(kept.id)).nextAttemptAt;
    for (let attempt = 2; attempt < MAIL_MAX_ATTEMPTS; attempt += 1) {
      expect(await deliverMails(db(), refusing, now)).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
      const next = (await row(kept.id)).nextAttemptAt;
      expect(next.getTime() - now.getTime()).toBe(60_000 * 2 ** (attempt - 1));
      now = next;
    }
    expect(await deliverMails(db(), refusing, now)).toEqual({ sent: 0, failed: 0, gaveUp: 1 });
    expect(await deliverMails(db(), mail.mailer, later(365 * 86_400_000))).toMatchObject({ sent: 0 });
    expect(await row(kept.id)).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, sentAt: null });
    expect(mail.capture!.list({ to: 'retry@example.com' })).toEqual([]);
  });

  it('a mail being sent is not sent again by a second sender until the lease runs out', async () => {
    const kept = await keep('lease@example.com');
    await sendClaimedMail(db(), refusing, kept);
    const due = (await row(kept.id)).nextAttemptAt;
    let release: () => void = () => {};
    const slow: Mailer = { send: () => new Promise<void>((resolve) => (release = resolve)), close: async () => {} };
    const first = deliverMails(db(), slow, due);
    await expect.poll(async () => (await row(kept.id)).attempts).toBe(2);
    expect(await deliverMails(db(), mail.mailer, later(1_000, due))).toMatchObject({ sent: 0 });
    // The first sender never finishes: after the lease another sends the mail.
    expect(await deliverMails(db(), mail.mailer, later(MAIL_LEASE_MS + 1_000, due))).toMatchObject({ sent: 1 });
    expect(mail.capture!.list({ to: 'lease@example.com' })).toHaveLength(1);
    expect(await row(kept.id)).toMatchObject({ lastError: null });
    release();
    await first;
  });

  it('forgets sent and given-up mails a week later, and never a mail still to send', async () => {
    const sent = await keep('sent@example.com');
    const pending = await keep('pending@example.com');
    await sendClaimedMail(db(), mail.mailer, sent);
    expect(await purgeOldMails(db(), later(MAIL_KEEP_MS - 60_000))).toBe(0);
    expect(await purgeOldMails(db(), later(MAIL_KEEP_MS + 60_000))).toBe(1);
    expect((await db().select().from(outboundMails)).map((mail) => mail.id)).toEqual([pending.id]);

    let now = new Date();
    await sendClaimedMail(db(), refusing, pending, now);
    for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      now = (await row(pending.id)).nextAttemptAt;
      await deliverMails(db(), refusing, now);
    }
    now = (await row(pending.id)).nextAttemptAt;
    expect(await purgeOldMails(db(), later(MAIL_KEEP_MS - 60_000, now))).toBe(0);
    expect(await purgeOldMails(db(), later(MAIL_KEEP_MS + 60_000, now))).toBe(1);
  });
});
