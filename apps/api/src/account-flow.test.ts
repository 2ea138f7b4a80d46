import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@storefront/api-contract';
import { buildApp } from './app.js';
import type { CapturedMail } from './services/mail/mailer.js';
import { createSeededTestDatabase, type TestDatabase } from './test/test-database.js';

// A member's whole account life over real HTTP, as the storefront lives it; `test:pg` runs it on
// PostgreSQL, `test` on PGlite.

let database: TestDatabase;
let app: ReturnType<typeof buildApp>;
let origin: string;

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = buildApp({ db: database.handle.db });
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

async function call(method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      os: 'Web',
      locale: 'zh-TW',
      from: '0',
      website: 'localhost',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: Record<string, unknown> | null; error_code?: number; error_msg?: string },
  };
}

describe('register, mail, verify, login, profile, logout', () => {
  it('works end to end, and the logged-out token is refused with 40301', async () => {
    const account = 'flow.member@example.com';
    const password = 'flowpass42';

    expect(await call('POST', '/v1/account/send-verification-email', { account })).toEqual({ status: 200, body: { data: null } });
    const mails = (await (await fetch(`${origin}/dev/mails?to=${encodeURIComponent(account)}`)).json()) as { data: CapturedMail[] };
    expect(mails.data).toHaveLength(1);
    expect(mails.data[0]!.subject).toMatch(/驗證碼/);
    const verification_code = /\b(\d{6})\b/.exec(mails.data[0]!.text)![1]!;

    expect((await call('POST', '/v1/account/verify-account', { account, verification_code })).status).toBe(200);
    const registered = await call('POST', '/v1/account/register', { account, password, verification_code });
    expect(registered.status).toBe(200);
    expect(registered.body.data?.token).toEqual(expect.any(String));

    const login = await call('POST', '/v1/account/login', { account, password });
    expect(login.status).toBe(200);
    const token = String(login.body.data?.token);

    const updated = await call('POST', '/v1/personal', { account_name: '流程會員', phone_code: '+886', phone_number: '912000111' }, token);
    expect(updated.status).toBe(200);
    const profile = await call('GET', '/v1/personal', undefined, token);
    expect(profile.body.data).toMatchObject({
      account_name: '流程會員',
      phone_code: '+886',
      phone_number: '912000111',
      account_status: 'active',
    });

    expect(await call('GET', '/v1/account/logout', undefined, token)).toEqual({ status: 200, body: { data: null } });
    expect(await call('GET', '/v1/personal', undefined, token)).toEqual({
      status: 403,
      body: { error_code: ErrorCode.SESSION_INVALID, error_msg: '登入已失效，請重新登入' },
    });
    // The token from registration is a session of its own and still works until it is logged out.
    expect((await call('GET', '/v1/personal', undefined, String(registered.body.data?.token))).status).toBe(200);
  });
});
