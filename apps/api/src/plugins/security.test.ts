import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createEmptyTestDatabase, createSeededTestDatabase, type TestDatabase } from '../test/test-database.js';

let database: TestDatabase;
let app: ReturnType<typeof buildApp>;

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = buildApp({ db: database.handle.db, corsOrigins: ['https://shop.example'] });
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

/** A logger option writing pino's JSON lines into an array. */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  return { lines, logger: { level: 'info', stream } };
}

describe('security headers', () => {
  it('forbid a JSON answer to load or run anything and to be framed', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/category' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
    );
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('are sent on errors too', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

describe('CORS', () => {
  it('answers an allowed origin with its own origin and the headers it asks for', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/v1/product',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'locale, authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(response.headers['access-control-allow-headers']).toBe('locale, authorization');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets a storefront on another origin send every header of spec 7, the age-restricted domain flag (from) among them, which the API ignores', async () => {
    const headers = 'content-type, os, locale, from, website, authorization';
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/v1/category',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET', 'access-control-request-headers': headers },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toBe(headers);
    const call = await app.inject({
      method: 'GET',
      url: '/v1/category',
      headers: { origin: 'https://shop.example', os: 'Web', locale: 'en', from: 'false', website: 'shop.example' },
    });
    expect(call.statusCode).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBe('https://shop.example');
  });

  it.each(['https://evil.example', 'http://localhost:5173', 'null'])('gives %s no CORS header at all', async (origin) => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/v1/product',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    const simple = await app.inject({ method: 'GET', url: '/v1/category', headers: { origin } });
    expect(simple.statusCode).toBe(200);
    for (const response of [preflight, simple]) {
      expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });

  it('allows the storefront dev and preview origins by default', async () => {
    const local = buildApp({ db: database.handle.db });
    try {
      for (const origin of ['http://127.0.0.1:5173', 'http://localhost:4173']) {
        const response = await local.inject({ method: 'GET', url: '/v1/category', headers: { origin } });
        expect(response.headers['access-control-allow-origin']).toBe(origin);
      }
    } finally {
      await local.close();
    }
  });
});

describe('logs', () => {
  it('are JSON lines carrying the request id, without bodies or tokens', async () => {
    const { lines, logger } = capturedLogger();
    const logged = buildApp({ db: database.handle.db, logger });
    try {
      const response = await logged.inject({
        method: 'POST',
        url: '/v1/product',
        headers: { authorization: 'Bearer secret-token-123', locale: 'en', 'content-type': 'application/json' },
        payload: { password: 'hunter2-secret' },
      });
      const id = response.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const requestLines = lines.filter((line) => line.reqId === id);
      expect(requestLines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
      expect(requestLines[0]?.req).toMatchObject({
        method: 'POST',
        url: '/v1/product',
        headers: { authorization: '[Redacted]', locale: 'en' },
      });
      const text = JSON.stringify(lines);
      expect(text).not.toContain('secret-token-123');
      expect(text).not.toContain('hunter2');
    } finally {
      await logged.close();
    }
  });

  it("never carry a download token, a visitor's e-mail or a payment page's secret from the URL's query", async () => {
    const { lines, logger } = capturedLogger();
    const logged = buildApp({ db: database.handle.db, logger });
    try {
      const urls = [
        '/download/storage/v1/b/shop/o/avatars%2Fa.png?alt=media&token=dl-token-123',
        '/v1/order/20260101ABCDEFGHJK?email=mei.lin%40example.com',
        '/dev/mails?to=mei.lin@example.com',
        '/sandbox/pay/PABC?secret=page-secret-123',
      ];
      for (const url of urls) await logged.inject({ method: 'GET', url, headers: { locale: 'en' } });
      const text = JSON.stringify(lines);
      for (const secret of ['dl-token-123', 'mei.lin', 'page-secret-123']) expect(text).not.toContain(secret);
      expect(lines.filter((line) => line.msg === 'incoming request').map((line) => (line.req as { url: string }).url)).toEqual([
        '/download/storage/v1/b/shop/o/avatars%2Fa.png?alt=media&token=[Redacted]',
        '/v1/order/20260101ABCDEFGHJK?email=[Redacted]',
        '/dev/mails?to=[Redacted]',
        '/sandbox/pay/PABC?secret=[Redacted]',
      ]);
    } finally {
      await logged.close();
    }
  });

  it('give every request its own id', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(async () => (await app.inject({ method: 'GET', url: '/v1/category' })).headers['x-request-id']),
    );
    expect(new Set(ids).size).toBe(3);
  });
});

describe('a failing database', () => {
  /** Runs a test against the API on a database that is already closed, with its log captured. */
  async function withClosedDatabase(test: (broken: ReturnType<typeof buildApp>, lines: Array<Record<string, unknown>>) => Promise<void>) {
    const closed = await createEmptyTestDatabase();
    await closed.destroy();
    const { lines, logger } = capturedLogger();
    const broken = buildApp({ db: closed.handle.db, logger });
    try {
      await test(broken, lines);
    } finally {
      await broken.close();
    }
  }

  it('answers 500 / 50000 without a stack trace or SQL, and logs the details', () =>
    withClosedDatabase(async (broken, lines) => {
      for (const url of ['/v1/category', '/v1/product?page_size=5']) {
        const response = await broken.inject({ method: 'GET', url, headers: { locale: 'en' } });
        expect(response.statusCode, url).toBe(500);
        expect(response.json()).toEqual({ error_code: 50000, error_msg: 'An error occurred. Please try again later.' });
        expect(response.body).not.toMatch(/stack|select|at |pglite|pool/i);
      }
      const failures = lines.filter((line) => line.msg === 'request failed');
      expect(failures).toHaveLength(2);
      expect(failures[0]?.err).toHaveProperty('stack');
    }));

  it('logs the failed query without its parameters: no shopper data reaches the log', () =>
    withClosedDatabase(async (broken, lines) => {
      const response = await broken.inject({
        method: 'POST',
        url: '/v1/account/login',
        headers: { locale: 'en', 'content-type': 'application/json' },
        payload: { account: 'private-shopper@example.com', password: 'correct horse battery' },
      });
      expect(response.statusCode).toBe(500);
      const failure = lines.find((line) => line.msg === 'request failed');
      const err = failure?.err as Record<string, unknown> | undefined;
      expect(err?.type).toBe('RedactedQueryError');
      // The driver's own message follows (PGlite or node-postgres, whichever the tests run on).
      expect(err?.message).toMatch(/^Failed query: select .* from "members" where "members"\."email" = \$1: \S/);
      expect(err?.stack).toMatch(/^RedactedQueryError: Failed query: select [^\n]*\n {4}at /);
      expect(JSON.stringify(lines)).not.toContain('private-shopper@example.com');
    }));
});
