import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT, decodeJwt } from 'jose';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, ErrorBody, ErrorCode, endpoints, fillPath, type EndpointSchema } from '@storefront/api-contract';
import { sessions } from '../db/schema.js';
import { STOREFRONT_BUCKET } from '../routes/storage.js';
import { expectError, expectOk, get, post, signUp, TEST_PASSWORD } from '../test/accounts.js';
import { TAIPEI_DELIVERY } from '../test/checkout.js';
import { useSeededApp } from '../test/seeded-app.js';

// The security suite's authorization checks: every login-only call of the contract refuses callers
// without a valid session, and no member or visitor reaches another shopper's orders, cart, coupons,
// profile or uploads. The login-only calls are read from the contract's route table (auth:
// 'required'), so a new one is covered without a change here.

const JWT_SECRET = 'authorization-suite-signing-key';
const uploadsDir = mkdtempSync(join(tmpdir(), 'authorization-test-'));
const seeded = useSeededApp({
  jwtSecret: JWT_SECRET,
  rateLimitMax: false,
  accountRateLimit: { max: 1_000_000, timeWindow: 60_000 },
  uploads: { dir: uploadsDir, maxBytes: 64 * 1024, quotaBytes: 256 * 1024 },
});
afterAll(() => rm(uploadsDir, { recursive: true, force: true }));

type Endpoint = EndpointSchema;
const loginOnly = Object.entries(endpoints as Record<string, Endpoint>).filter(([, endpoint]) => endpoint.auth === 'required');

/** An address book entry the API accepts. */
const ADDRESS_ENTRY = {
  recipient_name: 'Carol',
  recipient_phone_code: '+886',
  recipient_mobile: '0912345678',
  country_code: 'TW',
  shipping_method: 'home_delivery',
  city: '臺北市',
  area: '中正區',
  address: '重慶南路一段 122 號',
  postal_code: '100',
};

/**
 * Bodies the contract accepts for the login-only POST calls, so that the session check (not body
 * validation) is what answers. A new call whose schema TypeBox's Value.Create cannot fill validly
 * needs an entry: the 'sends a valid body' test says which.
 */
const VALID_BODIES: Record<string, unknown> = {
  updatePersonal: { account_name: 'Intruder' },
  updateCart: { product_id: 'p-1002', update_amount: 1 },
  claimCoupon: { code: 'MY200' },
  createAddress: ADDRESS_ENTRY,
  updateAddress: ADDRESS_ENTRY,
};

/** Calls on one of the member's own records by id: past the session check, the made-up id is no record of theirs (40401). */
const OWN_RECORD_CALLS: ReadonlySet<string> = new Set(['updateAddress', 'setDefaultAddress', 'deleteAddress']);

function bodyOf(name: string, endpoint: Endpoint): unknown {
  if (!endpoint.body) return undefined;
  return VALID_BODIES[name] ?? Value.Create(endpoint.body);
}

/** A call of the contract, with a made-up id in each path parameter and the given authorization header. */
function call(name: string, endpoint: Endpoint, authorization?: string) {
  const params = new Proxy({}, { get: () => 'x-authz-0001' }) as Record<string, string>;
  const body = bodyOf(name, endpoint);
  return seeded.app.inject({
    method: endpoint.method,
    url: `${API_BASE_PATH}${fillPath(endpoint.path, params)}`,
    headers: { locale: 'en', ...(authorization !== undefined && { authorization }) },
    ...(body !== undefined && { payload: body as object }),
  });
}

/** Asserts the contract's error envelope (exactly error_code and error_msg) with this code and status, and no data. */
function expectRefused(response: LightMyRequestResponse, status: number, code: ErrorCode): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<Record<string, unknown>>();
  expect(Value.Check(ErrorBody, body)).toBe(true);
  expect(Object.keys(body).sort()).toEqual(['error_code', 'error_msg']);
  expect(body.error_code).toBe(code);
}

const bearer = (token: string) => `Bearer ${token}`;
const login = async (email: string) => {
  const response = await post(seeded.app, '/account/login', { account: email, password: TEST_PASSWORD });
  expectOk(response);
  return response.json<{ data: { token: string } }>().data.token;
};
const userIdOf = async (token: string) =>
  (await get(seeded.app, '/personal', { token })).json<{ data: { user_id: string } }>().data.user_id;

interface Member {
  email: string;
  token: string;
  userId: string;
}

async function member(email: string): Promise<Member> {
  const token = await signUp(seeded.app, email);
  return { email, token, userId: await userIdOf(token) };
}

let alice: Member;
let bob: Member;
/** Forged or spent tokens, by what is wrong with them; each would name alice's session if it were valid. */
const badTokens: Array<[string, string]> = [];

beforeAll(async () => {
  alice = await member('alice.authz@example.com');
  bob = await member('bob.authz@example.com');
  const { sub, jti } = decodeJwt(alice.token);
  const key = new TextEncoder().encode(JWT_SECRET);
  const expiredJwt = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub!)
    .setJti(jti!)
    .setIssuedAt(1_700_000_000)
    .setExpirationTime(1_700_000_060)
    .sign(key);
  const otherKeyJwt = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub!)
    .setJti(jti!)
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('another-key'));
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsignedJwt = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub, jti, exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
  // A session whose row has passed its end, though its token's own expiry has not.
  const expiredSession = await login(alice.email);
  await seeded.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.sessionId, decodeJwt(expiredSession).jti!));
  const loggedOut = await login(alice.email);
  expectOk(await get(seeded.app, '/account/logout', { token: loggedOut }));
  badTokens.push(
    ['garbage', bearer('garbage')],
    ['a bare token without "Bearer"', alice.token],
    ['another scheme', `Basic ${Buffer.from(`${alice.email}:${TEST_PASSWORD}`).toString('base64')}`],
    ['an expired JWT', bearer(expiredJwt)],
    ['a JWT signed with another key', bearer(otherKeyJwt)],
    ['an unsigned JWT (alg none)', bearer(unsignedJwt)],
    ['the token of an expired session', bearer(expiredSession)],
    ['a logged-out token', bearer(loggedOut)],
  );
});

describe('login-only calls (contract auth: required)', () => {
  it('are read from the contract', () => {
    expect(loginOnly.map(([name]) => name)).toEqual(
      expect.arrayContaining(['getPersonal', 'getCart', 'listCoupons', 'listOrders', 'logout']),
    );
  });

  it.each(loginOnly)('%s sends a valid body, and a member gets past the session check', async (name, endpoint) => {
    if (endpoint.body)
      expect(Value.Check(endpoint.body, bodyOf(name, endpoint)), `add a valid body for ${name} to VALID_BODIES`).toBe(true);
    // A throwaway session of its own: logout ends it, updates change the member's own data only.
    const carol = await member(`carol.${name.toLowerCase()}@example.com`);
    const response = await call(name, endpoint, bearer(carol.token));
    if (OWN_RECORD_CALLS.has(name)) expectRefused(response, 404, ErrorCode.NOT_FOUND);
    else expect(response.statusCode, response.body).toBe(200);
  });

  it.each(loginOnly)('%s answers a caller without a token 403 / 40301 and no data', async (name, endpoint) => {
    expectRefused(await call(name, endpoint), 403, ErrorCode.SESSION_INVALID);
  });

  it.each(loginOnly)('%s answers 403 / 40301 to garbage, expired, forged and logged-out tokens', async (name, endpoint) => {
    expect(badTokens).toHaveLength(8);
    for (const [what, authorization] of badTokens) {
      const response = await call(name, endpoint, authorization);
      expect(response.statusCode, `${name} with ${what}`).toBe(403);
      expectRefused(response, 403, ErrorCode.SESSION_INVALID);
    }
  });

  it("keeps alice's own session working throughout (the forgeries named it)", async () => {
    expectOk(await get(seeded.app, '/personal', { token: alice.token }));
  });
});

/** A buy-now checkout body for one p-1002 to Taipei (NT$880 + NT$100 shipping). */
function checkoutBody(recipientEmail: string) {
  return {
    items: [{ product_id: 'p-1002', amount: 1 }],
    source: 'buy_now',
    recipient_name: '王小明',
    recipient_email: recipientEmail,
    ...TAIPEI_DELIVERY,
    expected: { subtotal: 880, shipping_fee: 100, discount: 0, shipping_discount: 0, total: 980 },
    idempotency_key: randomUUID(),
  };
}

async function placeOrder(recipientEmail: string, token?: string) {
  const response = await post(seeded.app, '/order', checkoutBody(recipientEmail), { token });
  expectOk(response);
  const { order_ids, payment } = response.json<{ data: { order_ids: string[]; payment: { purchase_id: string } } }>().data;
  return { orderId: order_ids[0]!, purchaseId: payment.purchase_id };
}

async function orderStatus(orderId: string, options: { token?: string; email?: string }) {
  const query = options.email ? `?email=${encodeURIComponent(options.email)}` : '';
  const response = await get(seeded.app, `/order/${orderId}${query}`, { token: options.token });
  expectOk(response);
  return response.json<{ data: { status: string } }>().data.status;
}

describe("one member and another member's data", () => {
  it("bob can neither read nor act on alice's order or its payment", async () => {
    const { orderId, purchaseId } = await placeOrder(alice.email, alice.token);
    expectRefused(await get(seeded.app, `/order/${orderId}`, { token: bob.token }), 404, ErrorCode.NOT_FOUND);
    // Not even with the order's recipient e-mail: a member's order opens only to the member.
    expectRefused(
      await get(seeded.app, `/order/${orderId}?email=${encodeURIComponent(alice.email)}`, { token: bob.token }),
      404,
      ErrorCode.NOT_FOUND,
    );
    for (const body of [{ action: 'cancel' }, { action: 'cancel', email: alice.email }, { action: 'pay', payment_method: 'credit_card' }]) {
      expectRefused(await post(seeded.app, `/order/${orderId}`, body, { token: bob.token }), 404, ErrorCode.NOT_FOUND);
    }
    expectRefused(await get(seeded.app, `/purchase/${purchaseId}`, { token: bob.token }), 404, ErrorCode.NOT_FOUND);
    const bobsOrders = (await get(seeded.app, '/order', { token: bob.token })).json<{ data: { items: { order_id: string }[] } }>().data
      .items;
    expect(bobsOrders.map((item) => item.order_id)).not.toContain(orderId);
    expect(await orderStatus(orderId, { token: alice.token })).toBe('pending_activation');
  });

  it("bob neither sees nor changes alice's cart", async () => {
    expectOk(await post(seeded.app, '/cart', { product_id: 'p-1012', update_amount: 2 }, { token: alice.token }));
    const bobsCart = (await get(seeded.app, '/cart', { token: bob.token })).json<{ data: { items: { product_id: string }[] } }>().data;
    expect(bobsCart.items.map((item) => item.product_id)).not.toContain('p-1012');
    // Bob's "delete p-1012" is about his own cart.
    expectOk(await post(seeded.app, '/cart', { product_id: 'p-1012', update_amount: 0 }, { token: bob.token }));
    const alicesCart = (await get(seeded.app, '/cart', { token: alice.token })).json<{
      data: { items: { product_id: string; amount: number }[] };
    }>().data;
    expect(alicesCart.items).toContainEqual(expect.objectContaining({ product_id: 'p-1012', amount: 2 }));
  });

  it("bob neither sees nor spends alice's coupon", async () => {
    const claimed = await post(seeded.app, '/coupon', { code: 'WELCOME100' }, { token: alice.token });
    expectOk(claimed);
    const couponId = claimed.json<{ data: { coupon_id: string } }>().data.coupon_id;
    const bobsCoupons = (await get(seeded.app, '/coupon', { token: bob.token })).json<{ data: { mine: { coupon_id: string }[] } }>().data;
    expect(bobsCoupons.mine.map((coupon) => coupon.coupon_id)).not.toContain(couponId);
    const options = await post(
      seeded.app,
      '/order/coupon',
      { items: [{ product_id: 'p-1002', amount: 2 }], country_code: 'TW' },
      { token: bob.token },
    );
    expectOk(options);
    expect(options.json<{ data: { coupon: { coupon_id: string } }[] }>().data.map((option) => option.coupon.coupon_id)).not.toContain(
      couponId,
    );
    const spend = { ...checkoutBody(bob.email), items: [{ product_id: 'p-1002', amount: 2 }], coupon_id: couponId };
    spend.expected = { subtotal: 1_760, shipping_fee: 0, discount: 100, shipping_discount: 0, total: 1_660 };
    expectError(await post(seeded.app, '/order', spend, { token: bob.token }), 400, ErrorCode.DISCOUNT_CODE_INVALID);
  });

  it("bob's profile calls read and change only bob", async () => {
    expectOk(await post(seeded.app, '/personal', { account_name: 'Alice A.' }, { token: alice.token }));
    const bobs = (await get(seeded.app, '/personal', { token: bob.token })).json<{ data: { user_id: string; account_name: string } }>()
      .data;
    expect(bobs.user_id).toBe(bob.userId);
    expect(bobs.account_name).not.toBe('Alice A.');
    // Naming alice in the body is not part of the contract: refused, and alice is unchanged.
    const targeted = await post(seeded.app, '/personal', { user_id: alice.userId, account_name: 'Hijacked' }, { token: bob.token });
    expectRefused(targeted, 400, ErrorCode.PARAMETER_ERROR);
    const alices = (await get(seeded.app, '/personal', { token: alice.token })).json<{ data: { account_name: string } }>().data;
    expect(alices.account_name).toBe('Alice A.');
  });
});

describe("a visitor's order", () => {
  it('opens and cancels only with its recipient e-mail', async () => {
    const { orderId, purchaseId } = await placeOrder('Guest.Authz@example.com');
    for (const email of [undefined, 'someone@example.com', 'guest.authz@example.co', alice.email]) {
      const query = email ? `?email=${encodeURIComponent(email)}` : '';
      expectRefused(await get(seeded.app, `/order/${orderId}${query}`), 404, ErrorCode.NOT_FOUND);
      expectRefused(await post(seeded.app, `/order/${orderId}`, { action: 'cancel', ...(email && { email }) }), 404, ErrorCode.NOT_FOUND);
    }
    // A member's session is no key to a visitor's order either.
    expectRefused(await get(seeded.app, `/order/${orderId}`, { token: bob.token }), 404, ErrorCode.NOT_FOUND);
    expectRefused(await post(seeded.app, `/order/${orderId}`, { action: 'cancel' }, { token: bob.token }), 404, ErrorCode.NOT_FOUND);
    const bobsOrders = (await get(seeded.app, '/order', { token: bob.token })).json<{ data: { items: { order_id: string }[] } }>().data
      .items;
    expect(bobsOrders.map((item) => item.order_id)).not.toContain(orderId);
    expect(await orderStatus(orderId, { email: 'guest.authz@example.com' })).toBe('pending_activation');
    // The payment result is the shopper's by its unguessable purchase id (the payment page's return address).
    expectOk(await get(seeded.app, `/purchase/${purchaseId}`));
    expectRefused(await get(seeded.app, `/purchase/P${'A'.repeat(24)}`), 404, ErrorCode.NOT_FOUND);
  });

  it("cannot open a member's order with the member's e-mail", async () => {
    const { orderId } = await placeOrder(alice.email, alice.token);
    expectRefused(await get(seeded.app, `/order/${orderId}?email=${encodeURIComponent(alice.email)}`), 404, ErrorCode.NOT_FOUND);
    expectRefused(await post(seeded.app, `/order/${orderId}`, { action: 'cancel', email: alice.email }), 404, ErrorCode.NOT_FOUND);
    expect(await orderStatus(orderId, { token: alice.token })).toBe('pending_activation');
  });
});

// 1x1 PNG as sharp writes it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM48P8dAAUwAq6DKzRpAAAAAElFTkSuQmCC',
  'base64',
);
const BOUNDARY = 'authz-boundary-9Qx';

/** Uploads the PNG under name, with an authorization header when given. */
function upload(name: string, authorization?: string) {
  const body = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Type: application/json\r\n\r\n${JSON.stringify({ name, contentType: 'image/png' })}\r\n--${BOUNDARY}\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return seeded.app.inject({
    method: 'POST',
    url: `/upload/storage/v1/b/${STOREFRONT_BUCKET}/o?uploadType=multipart`,
    payload: body,
    headers: { 'content-type': `multipart/related; boundary=${BOUNDARY}`, ...(authorization !== undefined && { authorization }) },
  });
}

const objectUrl = (name: string) => `/storage/v1/b/${STOREFRONT_BUCKET}/o/${encodeURIComponent(name)}`;

describe('uploads (storage)', () => {
  it("bob cannot write, read or delete under alice's object path, and a visitor cannot upload at all", async () => {
    const name = `users/${alice.userId}/avatar.png`;
    expect((await upload(name, bearer(alice.token))).statusCode).toBe(200);
    const before = (
      await seeded.app.inject({ method: 'GET', url: objectUrl(name), headers: { authorization: bearer(alice.token) } })
    ).json<{ generation: string }>();

    for (const target of [
      name,
      `users/${alice.userId}/other.png`,
      `users/${alice.userId}/../${bob.userId}/x.png`,
      `users/${alice.userId}x/a.png`,
    ]) {
      const response = await upload(target, bearer(bob.token));
      expect([400, 403], `${target}: ${response.body}`).toContain(response.statusCode);
    }
    expect((await upload(name)).statusCode).toBe(401);
    for (const [what, authorization] of badTokens) expect((await upload(name, authorization)).statusCode, what).toBe(401);
    expect(
      (await seeded.app.inject({ method: 'GET', url: objectUrl(name), headers: { authorization: bearer(bob.token) } })).statusCode,
    ).toBe(403);
    expect(
      (await seeded.app.inject({ method: 'DELETE', url: objectUrl(name), headers: { authorization: bearer(bob.token) } })).statusCode,
    ).toBe(403);

    const after = await seeded.app.inject({ method: 'GET', url: objectUrl(name), headers: { authorization: bearer(alice.token) } });
    expect(after.statusCode).toBe(200);
    expect(after.json<{ generation: string }>().generation).toBe(before.generation);
  });
});
