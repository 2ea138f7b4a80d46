import { API_BASE_PATH, endpoints } from '@storefront/api-contract';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { accountRateLimit } from './rate-limit.js';

// Neither the probe routes nor the account calls below (refused before any lookup) touch the database.
const db = {} as Database;
let app: ReturnType<typeof buildApp> | undefined;

afterEach(async () => {
  await app?.close();
});

/** An app with a stand-in account call under /v1 limited by accountRateLimit, and an unlimited-by-config one. */
function appWithProbes(options: { rateLimitMax?: number | false } = {}) {
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

  it('default to 300 a minute', async () => {
    app = appWithProbes();
    const responses = await send(app, 'GET', '/v1/probe', 301);
    expect(responses.at(-2)?.statusCode).toBe(200);
    expect(responses.at(-1)?.statusCode).toBe(429);
    expect(responses.at(-1)?.headers['x-ratelimit-limit']).toBe('300');
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
