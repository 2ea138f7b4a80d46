import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { findFreePort } from '@storefront/test-utils';
import { outboundMails } from './db/schema.js';
import { createMailSetup } from './services/mail/mailer.js';
import { deliverMails } from './services/mail/outbox.js';
import { post } from './test/accounts.js';
import { buyNowOfP1010 } from './test/checkout.js';
import { useSeededApp } from './test/seeded-app.js';
import { createRecordingSmtpServer } from './test/smtp.js';

// Issue 32, acceptance 3: the mail server down while shoppers sign up and check out. Nothing
// listens on its port until the test starts it.
const smtpPort = await findFreePort();
const mail = createMailSetup({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, from: 'Storefront <no-reply@storefront.localhost>' });
const seeded = useSeededApp({ mail, rateLimitMax: false });

const smtp = createRecordingSmtpServer();
afterAll(() => smtp.close());

describe('with the mail server down', () => {
  it('sign-up and checkout still answer, and their mails go out once the server is back', async () => {
    const shopper = 'while.mail.is.down@example.com';
    const buyer = 'buyer.while.mail.is.down@example.com';
    const signUp = await post(seeded.app, '/account/send-verification-email', { account: shopper });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const checkout = await post(seeded.app, '/order', buyNowOfP1010(buyer));
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(smtp.received).toEqual([]);
    // The confirmation's first try runs after the answer: it has failed once its error is recorded.
    await vi.waitFor(async () => {
      const [kept] = await seeded.db
        .select({ lastError: outboundMails.lastError })
        .from(outboundMails)
        .where(eq(outboundMails.recipient, buyer));
      expect(kept?.lastError).toBeTruthy();
    });

    await smtp.listen(smtpPort);
    // The background job's round once the first retry is due (a minute on), before any claim runs out.
    await deliverMails(seeded.db, mail.mailer, new Date(Date.now() + 5 * 60_000));
    const recipients = smtp.received.flatMap((message) => message.to);
    expect(recipients.filter((to) => to === shopper)).toHaveLength(1);
    expect(recipients.filter((to) => to === buyer)).toHaveLength(1);

    const code = /\b(\d{6})\b/.exec(smtp.received.find((message) => message.to.includes(shopper))!.text)![1];
    const verified = await post(seeded.app, '/account/verify-account', { account: shopper, verification_code: code });
    expect(verified.statusCode, verified.body).toBe(200);
  });
});
