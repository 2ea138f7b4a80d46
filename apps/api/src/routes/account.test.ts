import { eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { AuthTokenResponse, ChecksumAccountResponse, EmptyResponse, ErrorCode } from '@storefront/api-contract';
import { emailVerifications, members, passwordResets } from '../db/schema.js';
import { DAILY_VERIFICATION_LIMIT, RESET_MAILS_PER_HOUR, VERIFICATION_MAX_ATTEMPTS } from '../services/accounts.js';
import type { GoogleIdentity } from '../services/identity/google.js';
import { TEST_PASSWORD, expectError, expectOk, get, latestCode, mailsTo, post, signUp } from '../test/accounts.js';
import { useSeededApp } from '../test/seeded-app.js';

// Google's side is the Firebase verifier's (tested against the Auth emulator in google.test.ts and
// firebase-login.test.ts); here a table of known tokens stands in, to reach every branch of linking.
const googleTokens = new Map<string, GoogleIdentity>();
const seeded = useSeededApp({
  accountRateLimit: { max: 1000, timeWindow: 60_000 },
  google: { verify: async (token) => googleTokens.get(token) ?? null },
});

const token = (response: { json(): unknown }) => (response.json() as { data: { token: string } }).data.token;
const profile = async (bearer: string) => get(seeded.app, '/personal', { token: bearer });

describe('sign-up: send-verification-email, verify-account, register', () => {
  it('mails a 6-digit code in the request language, which verifies and registers a logged-in member', async () => {
    const email = 'new.member@example.com';
    const sent = await post(seeded.app, '/account/send-verification-email', { account: email }, { locale: 'zh-TW' });
    expectOk(sent);
    expect(Value.Check(EmptyResponse, sent.json())).toBe(true);
    const [mail] = await mailsTo(seeded.app, email);
    expect(mail?.subject).toMatch(/驗證碼/);
    const verification_code = await latestCode(seeded.app, email);

    expectOk(await post(seeded.app, '/account/verify-account', { account: email, verification_code }));
    const registered = await post(seeded.app, '/account/register', { account: email, password: TEST_PASSWORD, verification_code });
    expectOk(registered);
    expect(Value.Check(AuthTokenResponse, registered.json())).toBe(true);

    const me = await profile(token(registered));
    expectOk(me);
    expect(me.json().data).toMatchObject({ account_name: 'new.member', account_status: 'active', avatar_picture: '', gender: null });
  });

  it('treats addresses case-insensitively and refuses one already registered', async () => {
    await signUp(seeded.app, 'Case.Member@Example.com');
    expectError(
      await post(seeded.app, '/account/send-verification-email', { account: 'case.member@example.COM' }),
      409,
      ErrorCode.EMAIL_IN_USE,
      'This email is already in use.',
    );
    expectOk(await post(seeded.app, '/account/login', { account: 'CASE.member@example.com', password: TEST_PASSWORD }));
  });

  it('refuses a wrong code, and every code once too many wrong guesses were made', async () => {
    const email = 'guesser@example.com';
    expectOk(await post(seeded.app, '/account/send-verification-email', { account: email }));
    const code = await latestCode(seeded.app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    expectError(
      await post(seeded.app, '/account/verify-account', { account: email, verification_code: wrong }),
      400,
      ErrorCode.VERIFICATION_FAILED,
      'Verification failed: the code is incorrect or has expired.',
    );
    for (let guess = 1; guess < VERIFICATION_MAX_ATTEMPTS; guess++) {
      await post(seeded.app, '/account/verify-account', { account: email, verification_code: wrong });
    }
    expectError(
      await post(seeded.app, '/account/verify-account', { account: email, verification_code: code }),
      400,
      ErrorCode.VERIFICATION_FAILED,
    );
    expectError(
      await post(seeded.app, '/account/register', { account: email, password: TEST_PASSWORD, verification_code: code }),
      400,
      ErrorCode.VERIFICATION_FAILED,
    );
  });

  it('refuses an expired code and a code never sent', async () => {
    const email = 'late@example.com';
    expectOk(await post(seeded.app, '/account/send-verification-email', { account: email }));
    const verification_code = await latestCode(seeded.app, email);
    await seeded.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.email, email));
    expectError(
      await post(seeded.app, '/account/verify-account', { account: email, verification_code }),
      400,
      ErrorCode.VERIFICATION_FAILED,
    );
    expectError(
      await post(seeded.app, '/account/verify-account', { account: 'never@example.com', verification_code: '123456' }),
      400,
      ErrorCode.VERIFICATION_FAILED,
    );
  });

  it(`sends at most ${DAILY_VERIFICATION_LIMIT} codes a day to one address, and only the newest code counts`, async () => {
    const email = 'eager@example.com';
    for (let send = 0; send < DAILY_VERIFICATION_LIMIT; send++) {
      expectOk(await post(seeded.app, '/account/send-verification-email', { account: email }));
    }
    const limited = await post(seeded.app, '/account/send-verification-email', { account: email }, { locale: 'zh-CN' });
    expectError(limited, 429, ErrorCode.DAILY_VERIFICATION_LIMIT, '已达今日验证次数上限');
    expect(await mailsTo(seeded.app, email)).toHaveLength(DAILY_VERIFICATION_LIMIT);
    expectOk(await post(seeded.app, '/account/verify-account', { account: email, verification_code: await latestCode(seeded.app, email) }));
  });

  it('registers a code once, and refuses passwords that break the rule', async () => {
    const email = 'twice@example.com';
    expectOk(await post(seeded.app, '/account/send-verification-email', { account: email }));
    const verification_code = await latestCode(seeded.app, email);
    expectError(
      await post(seeded.app, '/account/register', { account: email, password: 'lettersonly', verification_code }),
      400,
      ErrorCode.PARAMETER_ERROR,
    );
    expectOk(await post(seeded.app, '/account/register', { account: email, password: TEST_PASSWORD, verification_code }));
    expectError(
      await post(seeded.app, '/account/register', { account: email, password: TEST_PASSWORD, verification_code }),
      409,
      ErrorCode.EMAIL_IN_USE,
    );
  });

  it('refuses an address the domain rule rejects', async () => {
    expectError(
      await post(seeded.app, '/account/send-verification-email', { account: 'a..b@example.com' }),
      400,
      ErrorCode.PARAMETER_ERROR,
    );
  });
});

describe('login and logout', () => {
  it('logs in with the password; a wrong password and an unknown account fail alike', async () => {
    await signUp(seeded.app, 'login@example.com');
    const ok = await post(seeded.app, '/account/login', { account: 'login@example.com', password: TEST_PASSWORD });
    expectOk(ok);
    expect(Value.Check(AuthTokenResponse, ok.json())).toBe(true);
    const message = 'Login failed: the account or password is incorrect.';
    expectError(
      await post(seeded.app, '/account/login', { account: 'login@example.com', password: 'wrong123' }),
      400,
      ErrorCode.LOGIN_FAILED,
      message,
    );
    expectError(
      await post(seeded.app, '/account/login', { account: 'nobody@example.com', password: TEST_PASSWORD }),
      400,
      ErrorCode.LOGIN_FAILED,
      message,
    );
  });

  it('refuses a suspended account at login and ends its sessions', async () => {
    const bearer = await signUp(seeded.app, 'suspended@example.com');
    await seeded.db.update(members).set({ accountStatus: 'suspended' }).where(eq(members.email, 'suspended@example.com'));
    expectError(
      await post(seeded.app, '/account/login', { account: 'suspended@example.com', password: TEST_PASSWORD }),
      400,
      ErrorCode.LOGIN_FAILED,
    );
    expectError(await profile(bearer), 403, ErrorCode.SESSION_INVALID);
  });

  it('ends only the session logged out of; the old token then answers 40301', async () => {
    const first = await signUp(seeded.app, 'logout@example.com');
    const second = token(await post(seeded.app, '/account/login', { account: 'logout@example.com', password: TEST_PASSWORD }));
    const loggedOut = await get(seeded.app, '/account/logout', { token: first });
    expectOk(loggedOut);
    expectError(await profile(first), 403, ErrorCode.SESSION_INVALID, 'Your session has expired. Please log in again.');
    expectError(await get(seeded.app, '/account/logout', { token: first }), 403, ErrorCode.SESSION_INVALID);
    expectOk(await profile(second));
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'not-a-jwt'],
    ['a token signed with another key', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwianRpIjoieSJ9.c2lnbmF0dXJl'],
  ])('answers 40301 to a login-only call with %s', async (_, bearer) => {
    expectError(await get(seeded.app, '/personal', { token: bearer }), 403, ErrorCode.SESSION_INVALID);
  });
});

describe('forgotten password: forget-password, verify-checksum, change-password', () => {
  it(`mails one member at most ${RESET_MAILS_PER_HOUR} reset links an hour, then answers 42902 in the request's language`, async () => {
    const email = 'flooded.member@example.com';
    await signUp(seeded.app, email);
    for (let sent = 0; sent < RESET_MAILS_PER_HOUR; sent++) {
      expectOk(await post(seeded.app, '/account/forget-password', { account: email }));
    }
    expectError(
      await post(seeded.app, '/account/forget-password', { account: email }, { locale: 'en' }),
      429,
      ErrorCode.TRY_AGAIN_LATER,
      'Please try again later.',
    );
    expectError(
      await post(seeded.app, '/account/forget-password', { account: email }, { locale: 'zh-TW' }),
      429,
      ErrorCode.TRY_AGAIN_LATER,
      '請稍後再試',
    );
    const resets = (await mailsTo(seeded.app, email)).filter((mail) => mail.text.includes('/reset-password?checksum='));
    expect(resets).toHaveLength(RESET_MAILS_PER_HOUR);

    // An hour later, one more may go.
    const [member] = await seeded.db.select({ userId: members.userId }).from(members).where(eq(members.email, email));
    await seeded.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, member!.userId));
    expectOk(await post(seeded.app, '/account/forget-password', { account: email }));
  });

  it('mails a reset link whose checksum sets a new password once and ends every session', async () => {
    const email = 'forgetful@example.com';
    const bearer = await signUp(seeded.app, email);
    expectOk(await post(seeded.app, '/account/forget-password', { account: email }, { locale: 'en' }));
    const [mail] = await mailsTo(seeded.app, email);
    const link = /http:\/\/127\.0\.0\.1:5173\/reset-password\?checksum=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
    expect(link, mail?.text).not.toBeNull();
    const checksum = link![1]!;

    const verified = await post(seeded.app, '/account/verify-checksum', { checksum });
    expectOk(verified);
    expect(Value.Check(ChecksumAccountResponse, verified.json())).toBe(true);
    expect(verified.json().data).toEqual({ account: email });

    expectOk(await post(seeded.app, '/account/change-password', { checksum, new_password: 'newpass456' }));
    expectError(await profile(bearer), 403, ErrorCode.SESSION_INVALID);
    expectError(await post(seeded.app, '/account/login', { account: email, password: TEST_PASSWORD }), 400, ErrorCode.LOGIN_FAILED);
    expectOk(await post(seeded.app, '/account/login', { account: email, password: 'newpass456' }));

    expectError(await post(seeded.app, '/account/verify-checksum', { checksum }), 400, ErrorCode.LINK_INVALID, 'This link is invalid.');
    expectError(await post(seeded.app, '/account/change-password', { checksum, new_password: 'other789' }), 400, ErrorCode.LINK_INVALID);
  });

  it('refuses an address that is not a member, and an unknown checksum', async () => {
    expectError(
      await post(seeded.app, '/account/forget-password', { account: 'stranger@example.com' }),
      400,
      ErrorCode.ACCOUNT_NOT_MEMBER,
      'This account is not a member.',
    );
    expectError(await post(seeded.app, '/account/verify-checksum', { checksum: 'a'.repeat(43) }), 400, ErrorCode.LINK_INVALID);
  });

  it('changes the password of a logged-in member by the old one, then asks for a new login', async () => {
    const email = 'changer@example.com';
    const bearer = await signUp(seeded.app, email);
    const change = { old_password: TEST_PASSWORD, new_password: 'changed789' };
    expectError(await post(seeded.app, '/account/change-password', change), 403, ErrorCode.SESSION_INVALID);
    expectError(
      await post(seeded.app, '/account/change-password', { ...change, old_password: 'wrong123' }, { token: bearer }),
      400,
      ErrorCode.LOGIN_FAILED,
    );
    expectOk(await post(seeded.app, '/account/change-password', change, { token: bearer }));
    expectError(await profile(bearer), 403, ErrorCode.SESSION_INVALID);
    expectOk(await post(seeded.app, '/account/login', { account: email, password: 'changed789' }));
  });
});

describe('Google sign-in: firebaseLogin', () => {
  it('creates a member on the first sign-in and finds the same one after', async () => {
    googleTokens.set('google-a', {
      uid: 'uid-a',
      email: 'ann@gmail.example',
      emailVerified: true,
      name: 'Ann Lin',
      picture: 'https://img.example/ann.png',
    });
    const first = await post(seeded.app, '/account/firebaseLogin', { id_token: 'google-a' });
    expectOk(first);
    const again = await post(seeded.app, '/account/firebaseLogin', { id_token: 'google-a' });
    const [one, two] = await Promise.all([profile(token(first)), profile(token(again))]);
    expect(one.json().data).toMatchObject({ account_name: 'Ann Lin', avatar_picture: 'https://img.example/ann.png' });
    expect(two.json().data.user_id).toBe(one.json().data.user_id);
  });

  it('links a verified Google e-mail to the e-mail member with that address', async () => {
    const bearer = await signUp(seeded.app, 'linked@example.com');
    googleTokens.set('google-linked', { uid: 'uid-linked', email: 'Linked@example.com', emailVerified: true, name: null, picture: null });
    const google = await post(seeded.app, '/account/firebaseLogin', { id_token: 'google-linked' });
    expectOk(google);
    expect((await profile(token(google))).json().data.user_id).toBe((await profile(bearer)).json().data.user_id);
  });

  it('does not link an unverified Google e-mail to an existing member', async () => {
    const bearer = await signUp(seeded.app, 'unverified-link@example.com');
    googleTokens.set('google-unverified', {
      uid: 'uid-unverified',
      email: 'unverified-link@example.com',
      emailVerified: false,
      name: 'Mallory',
      picture: null,
    });
    const google = await post(seeded.app, '/account/firebaseLogin', { id_token: 'google-unverified' });
    expectOk(google);
    expect((await profile(token(google))).json().data.user_id).not.toBe((await profile(bearer)).json().data.user_id);
  });

  it('refuses a token the verifier rejects', async () => {
    expectError(await post(seeded.app, '/account/firebaseLogin', { id_token: 'forged' }), 400, ErrorCode.LOGIN_FAILED);
  });
});

describe('WeChat sign-in through the sandbox: weixinLogin', () => {
  const redirect = 'http://localhost:5173/login';

  it('shows an authorise page and sends the browser back to the storefront with a code and the state', async () => {
    const page = await seeded.app.inject({
      method: 'GET',
      url: `/sandbox/weixin/authorize?redirect_uri=${encodeURIComponent(redirect)}&state=s1`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('action="/sandbox/weixin/approve"');
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://localhost:5173");

    const approve = await seeded.app.inject({
      method: 'GET',
      url: `/sandbox/weixin/approve?redirect_uri=${encodeURIComponent(redirect)}&state=s1&nickname=${encodeURIComponent('小明')}`,
    });
    expect(approve.statusCode).toBe(302);
    const back = new URL(approve.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe(redirect);
    expect(back.searchParams.get('state')).toBe('s1');
    const code = back.searchParams.get('code')!;

    const login = await post(seeded.app, '/account/weixinLogin', { code, state: 's1' });
    expectOk(login);
    expect((await profile(token(login))).json().data).toMatchObject({ account_name: '小明' });
    expectError(await post(seeded.app, '/account/weixinLogin', { code }), 400, ErrorCode.LOGIN_FAILED);
  });

  it('refuses to send a code to another site, and refuses unknown codes', async () => {
    const page = await seeded.app.inject({
      method: 'GET',
      url: `/sandbox/weixin/authorize?redirect_uri=${encodeURIComponent('https://evil.example/steal')}`,
    });
    expectError(page, 400, ErrorCode.PARAMETER_ERROR);
    expectError(await post(seeded.app, '/account/weixinLogin', { code: 'sandbox_unknown' }), 400, ErrorCode.LOGIN_FAILED);
  });
});
