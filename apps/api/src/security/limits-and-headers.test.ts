import type { LightMyRequestResponse } from 'fastify';
import { Value } from 'typebox/value';
import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE_PATH, endpoints, ErrorBody, ErrorCode } from '@storefront/api-contract';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';

// The security suite's rate-limit and header checks that plugins/rate-limit.test.ts and
// plugins/security.test.ts leave out: the account limit cannot be dodged by headers or spellings
// of the path, a low configured limit answers the contract's envelope, and the headers a browser
// needs for HTTPS (HSTS) and against framing and sniffing are on every kind of answer.

// No call below reaches the database: bodies are empty (refused by validation, yet counted) or
// tokens absent (refused before any lookup).
const db = {} as Database;
let app: ReturnType<typeof buildApp> | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

const loginUrl = `${API_BASE_PATH}${endpoints.login.path}`;

function login(built: ReturnType<typeof buildApp>, headers: Record<string, string> = {}, url = loginUrl) {
  return built.inject({ method: 'POST', url, remoteAddress: '203.0.113.50', headers: { locale: 'en', ...headers } });
}

function expectEnvelope(response: LightMyRequestResponse, status: number, code: ErrorCode): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<Record<string, unknown>>();
  expect(Value.Check(ErrorBody, body)).toBe(true);
  expect(Object.keys(body).sort()).toEqual(['error_code', 'error_msg']);
  expect(body.error_code).toBe(code);
}

describe('account rate limit', () => {
  it('answers 429 / 42902 in the contract envelope once a low configured limit is passed, with retry-after', async () => {
    app = buildApp({ db, accountRateLimit: { max: 2, timeWindow: 60_000 } });
    const answers = [await login(app), await login(app), await login(app)];
    expect(answers.slice(0, 2).map((response) => response.statusCode)).toEqual([400, 400]);
    expectEnvelope(answers[2]!, 429, ErrorCode.TRY_AGAIN_LATER);
    expect(Number(answers[2]!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('cannot be dodged with forwarding headers: the client address is the connection, not what it claims', async () => {
    app = buildApp({ db, accountRateLimit: { max: 2, timeWindow: 60_000 } });
    const claims = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'];
    const answers = [];
    for (const address of claims) {
      answers.push(
        await login(app, { 'x-forwarded-for': address, 'x-real-ip': address, forwarded: `for=${address}`, 'true-client-ip': address }),
      );
    }
    expect(answers.map((response) => response.statusCode)).toEqual([400, 400, 429, 429]);
  });

  it('cannot be dodged with another spelling of the path', async () => {
    app = buildApp({ db, accountRateLimit: { max: 2, timeWindow: 60_000 } });
    await login(app);
    await login(app);
    for (const url of [loginUrl, `${loginUrl}?again=1`, `${loginUrl}/`, `${loginUrl.toUpperCase()}`, `${API_BASE_PATH}//account/login`]) {
      const response = await login(app, {}, url);
      // Either the same call, still limited, or no call at all: never a fresh allowance.
      expect([404, 429], `${url}: ${response.statusCode}`).toContain(response.statusCode);
    }
  });
});

describe('security headers', () => {
  const HEADERS = {
    'strict-transport-security': expect.stringMatching(/^max-age=(\d{8,}|[3-9]\d{7}); includeSubDomains/),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
  };

  it('are on success, refusal, not-found, rate-limited and storage answers alike', async () => {
    app = buildApp({ db, accountRateLimit: { max: 1, timeWindow: 60_000 } });
    const answers: Array<[string, LightMyRequestResponse]> = [
      ['40301', await app.inject({ method: 'GET', url: `${API_BASE_PATH}${endpoints.getCart.path}` })],
      ['40401', await app.inject({ method: 'GET', url: `${API_BASE_PATH}/no-such-call` })],
      ['40004', await login(app)],
      ['42902', await login(app)],
      ['storage 401', await app.inject({ method: 'GET', url: '/storage/v1/b/storefront/o/users%2Fx%2Fa.png' })],
    ];
    expect(answers.map(([, response]) => response.statusCode)).toEqual([403, 404, 400, 429, 401]);
    for (const [what, response] of answers) {
      expect(response.headers, what).toMatchObject(HEADERS);
      expect(response.headers['x-powered-by'], what).toBeUndefined();
      expect(response.headers.server, what).toBeUndefined();
    }
  });
});
