import { randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '@storefront/test-utils';
import { createMailSetup } from './services/mail/mailer.js';
import { deliverMails } from './services/mail/outbox.js';
import { post } from './test/accounts.js';
import { TAIPEI_DELIVERY } from './test/checkout.js';
import { useSeededApp } from './test/seeded-app.js';

// Issue 32, acceptance 3: the mail server down while shoppers sign up and check out. Nothing
// listens on its port until the test starts it.
const smtpPort = await findFreePort();
const mail = createMailSetup({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, from: 'Storefront <no-reply@storefront.localhost>' });
const seeded = useSeededApp({ mail, rateLimitMax: false });

const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  disableReverseLookup: true,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((to) => to.address), raw: Buffer.concat(chunks).toString('utf8') });
      callback();
    });
  },
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe('with the mail server down', () => {
  it('sign-up and checkout still answer, and their mails go out once the server is back', async () => {
    const shopper = 'while.mail.is.down@example.com';
    const buyer = 'buyer.while.mail.is.down@example.com';
    const signUp = await post(seeded.app, '/account/send-verification-email', { account: shopper });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const checkout = await post(seeded.app, '/order', {
      items: [{ product_id: 'p-1010', amount: 1 }],
      source: 'buy_now',
      recipient_name: 'Buyer',
      recipient_email: buyer,
      ...TAIPEI_DELIVERY,
      expected: { subtotal: 590, shipping_fee: 100, discount: 0, shipping_discount: 0, total: 690 },
      idempotency_key: randomUUID(),
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(received).toEqual([]);

    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
    // The background job's round once the first retry is due (a minute on), before any claim runs out.
    await deliverMails(seeded.db, mail.mailer, new Date(Date.now() + 5 * 60_000));
    const recipients = received.flatMap((message) => message.to);
    expect(recipients.filter((to) => to === shopper)).toHaveLength(1);
    expect(recipients.filter((to) => to === buyer)).toHaveLength(1);

    const code = /\b(\d{6})\b/.exec(received.find((message) => message.to.includes(shopper))!.raw)![1];
    const verified = await post(seeded.app, '/account/verify-account', { account: shopper, verification_code: code });
    expect(verified.statusCode, verified.body).toBe(200);
  });
});
