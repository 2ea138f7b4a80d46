import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, endpoints } from '@storefront/api-contract';
import { buildApp, type BuildAppOptions } from '../app.js';
import type { Database } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { signUp } from '../test/accounts.js';
import { createEmptyTestDatabase, createSeededTestDatabase, type TestDatabase } from '../test/test-database.js';
import { accountRateLimit } from './rate-limit.js';

// Neither the probe routes nor the account calls below (refused before any lookup) touch the database.
const db = {} as Database;
let app: ReturnType<typeof buildApp> | undefined;

afterEach(async () => {
  await app?.close();
});

/** An app with a stand-in account call under /v1 limited by accountRateLimit, and an unlimited-by-config one. */
function appWithProbes(options: Partial<Pick<BuildAppOptions, 'db' | 'rateLimitMax' | 'trustProxy' | 'sharedRateLimits'>> = {}) {
  const built = buildApp({ db, ...options });
  built.register(
    async (v1) => {
      v1.post('/account/probe', { config: { rateLimit: accountRateLimit() } }, async () => ({ data: null }));
      v1.get('/probe', async () => ({ data: null }));
    },
    { prefix: API_BASE_PATH },
  );
  return built;
}

async function send(built: ReturnType<typeof buildApp>, method: 'GET' | 'POST', url: string, times: number, remoteAddress = '203.0.113.7') {
  const responses = [];
  for (let index = 0; index < times; index += 1) {
    responses.push(await built.inject({ method, url, remoteAddress, headers: { locale: 'zh-CN' } }));
  }
  return responses;
}

describe('rate limits', () => {
  it('let an account call through 10 times a minute per client, then answer 429 / 42902 in the request language', async () => {
    app = appWithProbes();
    const responses = await send(app, 'POST', '/v1/account/probe', 11);
    expect(responses.slice(0, 10).map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const limited = responses[10];
    expect(limited?.statusCode).toBe(429);
    expect(limited?.json()).toEqual({ error_code: 42902, error_msg: '请稍后再试' });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited?.headers['x-ratelimit-limit']).toBe('10');
    // Another client address has its own count.
    const [other] = await send(app, 'POST', '/v1/account/probe', 1, '198.51.100.2');
    expect(other?.statusCode).toBe(200);
  });

  it.each([
    ['a hop count', 1],
    ["the proxy's address", ['10.0.0.2']],
    ["the proxy's range", ['10.0.0.0/8']],
  ] as const)('count per shopper behind a trusted proxy (TRUST_PROXY as %s), by the address it forwards', async (_kind, trustProxy) => {
    app = appWithProbes({ trustProxy });
    const fromProxy = (shopper: string) =>
      app!.inject({ method: 'POST', url: '/v1/account/probe', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': shopper } });
    const statuses = [];
    for (let index = 0; index < 11; index += 1) statuses.push((await fromProxy('203.0.113.7')).statusCode);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect((await fromProxy('198.51.100.2')).statusCode).toBe(200);
  });

  it("count by the connection's address without TRUST_PROXY: a forwarded address is the caller's word, not believed", async () => {
    app = appWithProbes();
    const statuses = [];
    for (const shopper of Array.from({ length: 11 }, (_, index) => `203.0.113.${index + 1}`)) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/account/probe',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': shopper },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it('let an account call through as often as ACCOUNT_RATE_LIMIT_MAX says', async () => {
    app = appWithProbes();
    app.register(
      async (v1) => {
        v1.post('/account/probe-three', { config: { rateLimit: accountRateLimit(3) } }, async () => ({ data: null }));
      },
      { prefix: API_BASE_PATH },
    );
    const responses = await send(app, 'POST', '/v1/account/probe-three', 4);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 429]);
  });

  it('apply the generous global limit to every other route', async () => {
    app = appWithProbes({ rateLimitMax: 3 });
    const responses = await send(app, 'GET', '/v1/probe', 4);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 429]);
    expect(responses[0]?.headers['x-ratelimit-limit']).toBeUndefined();
    expect(responses[3]?.headers['x-ratelimit-limit']).toBe('3');
    expect(responses[3]?.json()).toMatchObject({ error_code: 42902 });
  });

  it('default to 1200 a minute: some 30 shoppers behind one office or carrier address, at about 4 calls a page and 10 pages a minute each', async () => {
    app = appWithProbes();
    const responses = await send(app, 'GET', '/v1/probe', 1201);
    expect(responses.at(-2)?.statusCode).toBe(200);
    expect(responses.at(-1)?.statusCode).toBe(429);
    expect(responses.at(-1)?.headers['x-ratelimit-limit']).toBe('1200');
  });

  const accountCalls = Object.entries(endpoints).filter(([, endpoint]) => endpoint.path.startsWith('/account/'));

  it.each(accountCalls)('limit the real account call %s to 10 a minute per client', async (_, endpoint) => {
    app = buildApp({ db });
    // No body and no token: refused (400 or 403) before the database, but counted.
    const responses = await send(app, endpoint.method, `${API_BASE_PATH}${endpoint.path}`, 11);
    expect(responses.slice(0, 10).every((response) => [400, 403].includes(response.statusCode))).toBe(true);
    expect(responses[10]?.statusCode).toBe(429);
  });

  it('keep the account limit when the global one is off', async () => {
    app = appWithProbes({ rateLimitMax: false });
    const global = await send(app, 'GET', '/v1/probe', 301);
    expect(global.every((response) => response.statusCode === 200)).toBe(true);
    const account = await send(app, 'POST', '/v1/account/probe', 11);
    expect(account.at(-1)?.statusCode).toBe(429);
  });
});

describe('pictures and stored files are not counted as calls', () => {
  let database: TestDatabase | undefined;
  const uploadsDir = mkdtempSync(join(tmpdir(), 'rate-limit-test-'));
  const shopper = '203.0.113.9';

  beforeAll(async () => {
    database = await createSeededTestDatabase();
  });
  afterAll(async () => {
    await database?.destroy();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('serve every picture past the limit, while calls past it still answer 429 / 42902', async () => {
    app = buildApp({ db: database!.handle.db, rateLimitMax: 3 });
    const [detail] = await send(app, 'GET', '/v1/product/p-1037', 1, shopper);
    const images: string[] = detail!.json().data.images;
    expect(images.length).toBeGreaterThan(0);
    // A product list of pictures, and again as WebP, from the same address: far more than 3.
    const pictures = [...images, ...images.map((url) => url.replace(/\.png$/, '.webp'))];
    const answers = [];
    for (let round = 0; round < 4; round += 1) {
      for (const url of pictures) answers.push((await send(app, 'GET', url, 1, shopper))[0]!);
    }
    expect(answers.length).toBeGreaterThan(3);
    expect(answers.map((response) => response.statusCode)).toEqual(answers.map(() => 200));
    // The pictures took none of the calls' allowance: two more calls, then the limit.
    const calls = await send(app, 'GET', '/v1/product/p-1037', 3, shopper);
    expect(calls.map((response) => response.statusCode)).toEqual([200, 200, 429]);
    expect(calls[2]?.json()).toEqual({ error_code: 42902, error_msg: '请稍后再试' });
    expect((await send(app, 'GET', images[0]!, 1, shopper))[0]?.statusCode).toBe(200);
  });

  it('serve a stored file by its mediaLink past the limit; the calls around it stay limited', async () => {
    app = buildApp({ db: database!.handle.db, rateLimitMax: 3, uploads: { dir: uploadsDir, maxBytes: 4096, quotaBytes: 10_000 } });
    // The member signs up and uploads their avatar from another address.
    const token = await signUp(app, 'avatar.rate-limit@example.com');
    const userId = (await app.inject({ method: 'GET', url: '/v1/personal', headers: { authorization: `Bearer ${token}` } })).json().data
      .user_id;
    const boundary = 'rate-limit-boundary';
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM48P8dAAUwAq6DKzRpAAAAAElFTkSuQmCC',
      'base64',
    );
    const uploaded = await app.inject({
      method: 'POST',
      url: '/upload/storage/v1/b/storefront/o?uploadType=multipart',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/related; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Type: application/json\r\n\r\n${JSON.stringify({ name: `users/${userId}/avatar.png` })}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { pathname, search } = new URL(uploaded.json<{ mediaLink: string }>().mediaLink);
    const downloads = await send(app, 'GET', `${pathname}${search}`, 10, shopper);
    expect(downloads.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(downloads[9]?.rawPayload.equals(png)).toBe(true);
    const calls = await send(app, 'GET', '/v1/category', 4, shopper);
    expect(calls.map((response) => response.statusCode)).toEqual([200, 200, 200, 429]);
  });
});

describe('rate limits shared by instances on one database', () => {
  let database: TestDatabase;
  const apps: ReturnType<typeof buildApp>[] = [];
  beforeAll(async () => {
    database = await createEmptyTestDatabase();
    await migrateDatabase(database.handle);
  });
  afterAll(async () => {
    await Promise.all(apps.map((instance) => instance.close()));
    await database?.destroy();
  });

  /** Two instances of the API counting in the database; each test gives its limits their own client addresses. */
  function twoInstances(options: Pick<BuildAppOptions, 'rateLimitMax'> = {}) {
    const pair = [0, 1].map(() => appWithProbes({ db: database.handle.db, sharedRateLimits: true, ...options }));
    apps.push(...pair);
    return pair as [ReturnType<typeof buildApp>, ReturnType<typeof buildApp>];
  }

  it('hold an account call to 10 a minute per client for both instances together', async () => {
    const [first, second] = twoInstances();
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const instance = index % 2 === 0 ? first : second;
      statuses.push((await send(instance, 'POST', '/v1/account/probe', 1, '203.0.113.20'))[0]!.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect((await send(second, 'POST', '/v1/account/probe', 1, '203.0.113.21'))[0]?.json()).toEqual({ data: null });
  });

  it('hold logins to one account to 10 a minute whatever the addresses, on both instances together', async () => {
    const pair = [0, 1].map(() => buildApp({ db: database.handle.db, sharedRateLimits: true, rateLimitMax: false }));
    apps.push(...pair);
    const login = (index: number, account: string) =>
      pair[index % 2]!.inject({
        method: 'POST',
        url: '/v1/account/login',
        remoteAddress: `198.51.100.${index + 10}`,
        payload: { account, password: 'wrong-pass-1' },
      });
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) statuses.push((await login(index, 'Target.Member@example.com')).statusCode);
    expect(statuses).not.toContain(429);
    const limited = await login(12, 'target.member@EXAMPLE.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error_code: 42902 });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(13, 'someone.else@example.com')).statusCode).not.toBe(429);
  });

  it('hold the global limit for both instances together, apart from the account call limits', async () => {
    const [first, second] = twoInstances({ rateLimitMax: 3 });
    const statuses = [
      ...(await send(first, 'GET', '/v1/probe', 2, '203.0.113.30')),
      ...(await send(second, 'GET', '/v1/probe', 2, '203.0.113.30')),
    ].map((response) => response.statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await send(first, 'POST', '/v1/account/probe', 1, '203.0.113.30'))[0]?.statusCode).toBe(200);
  });
});
