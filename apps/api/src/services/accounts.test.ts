import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@storefront/api-contract';
import { createSeededTestDatabase, type TestDatabase } from '../test/test-database.js';
import { type Accounts, VERIFICATION_MAX_ATTEMPTS, createAccounts } from './accounts.js';
import type { MailMessage } from './mail/mailer.js';
import { createSessionStore } from './sessions.js';

// The account rules called directly rather than over HTTP: calls started together reach the
// database interleaved, which is what a burst of requests does to the API on a busy server.
let database: TestDatabase;
let accounts: Accounts;
const mails: MailMessage[] = [];

beforeAll(async () => {
  database = await createSeededTestDatabase();
  const { db } = database.handle;
  accounts = createAccounts({
    db,
    sessions: createSessionStore(db, 'k'.repeat(40)),
    mailer: { send: async (mail) => void mails.push(mail), close: async () => {} },
    storefrontUrl: 'http://shop.test',
    google: { verify: async () => null },
    weixin: undefined,
  });
});

afterAll(async () => {
  await database?.destroy();
});

/** The ErrorCode a rejected account call failed with; undefined when it passed. */
async function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => undefined,
    (error: { code?: unknown }) => error.code,
  );
}

describe('verification codes', () => {
  it('hold the attempt limit under concurrent guesses: the right code guessed after them is refused too', async () => {
    const email = 'racing.guesser@example.com';
    await accounts.sendVerificationEmail(email, 'en');
    const code = /\b(\d{6})\b/.exec(mails.find((mail) => mail.to === email)!.text)![1]!;
    const wrongCodes = Array.from({ length: 4 * VERIFICATION_MAX_ATTEMPTS }, (_, index) =>
      String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'),
    );
    const failures = await Promise.all([...wrongCodes, code].map((guess) => failureOf(accounts.verifyAccount(email, guess))));
    expect(failures).toEqual(failures.map(() => ErrorCode.VERIFICATION_FAILED));
    expect(await failureOf(accounts.register(email, 'purchase42', code))).toBe(ErrorCode.VERIFICATION_FAILED);
  });
});
