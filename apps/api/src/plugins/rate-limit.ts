import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import { DEFAULT_ACCOUNT_RATE_LIMIT_MAX } from '../config.js';
import type { Database } from '../db/client.js';
import { rateLimits } from '../db/schema.js';

/** One minute, the window every limit counts in. */
const MINUTE_MS = 60_000;

/**
 * The strict limit of the account calls (login, register, verification, password), which guess
 * passwords and send e-mails: `max` a minute per client address and call (ACCOUNT_RATE_LIMIT_MAX,
 * default 10). The account routes set it as their `config.rateLimit`.
 */
export function accountRateLimit(max: number = DEFAULT_ACCOUNT_RATE_LIMIT_MAX): RateLimitOptions {
  return { max, timeWindow: MINUTE_MS };
}

/**
 * Route config of a cacheable file (a picture, a stored file's bytes): not counted against the
 * per-address limit. A page shows dozens of them, browsers and a CDN in front of the API keep them,
 * and counting them made a few shoppers behind one address (an office, a carrier's NAT) run out.
 */
export const CACHEABLE_FILE = { rateLimit: false } as const;

/**
 * A store of @fastify/rate-limit that counts in the database's rate_limits table, which every API
 * instance on one PostgreSQL shares, through rate-limiter-flexible's Drizzle limiter (one atomic
 * upsert a request). The global limit counts per client across routes; a route with its own limit
 * counts apart, per method and path.
 */
export function sharedRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  const limiters = new Map<number, RateLimiterDrizzle>();
  const limiterFor = (timeWindow: number) => {
    let limiter = limiters.get(timeWindow);
    if (!limiter) {
      // points only matters to consume(); incr() asks for the count and the plugin compares it with max.
      limiter = new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, points: 1, duration: timeWindow / 1000, keyPrefix: 'api' });
      limiters.set(timeWindow, limiter);
    }
    return limiter;
  };
  class SharedStore implements FastifyRateLimitStore {
    constructor(private readonly scope: string = 'all') {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      limiterFor(timeWindow)
        .penalty(`${this.scope}:${key}`, 1)
        .then(
          (counted) => callback(null, { current: counted.consumedPoints, ttl: counted.msBeforeNext }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged limit settings, with the route itself as routeInfo; a
      // limiter made with app.rateLimit() has none, and its keys name what they count.
      const { routeInfo } = routeOptions as unknown as { routeInfo: { method?: unknown; url?: unknown } };
      return new SharedStore(routeInfo.url === undefined ? 'custom' : `${String(routeInfo.method)} ${String(routeInfo.url)}`);
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Limits every route to `max` requests a minute per client address, unless the route sets its own
 * `config.rateLimit` (`false` on pictures and other cacheable files, see CACHEABLE_FILE); `false`
 * here keeps only the routes' own limits (tests that send many requests). With a shared store
 * (see sharedRateLimitStore) the counts hold for every instance together; a store that cannot be
 * reached lets the request through, to fail or not on its own database work.
 * Over the limit the answer is 429, which the error handler turns into 42902 TRY_AGAIN_LATER.
 */
export function registerRateLimit(app: FastifyInstance, max: number | false, store?: FastifyRateLimitStoreCtor): void {
  app.register(rateLimit, {
    global: max !== false,
    max: max || undefined,
    timeWindow: MINUTE_MS,
    ...(store && { store, skipOnError: true }),
    // The x-ratelimit-* headers go only on the 429 itself (with retry-after): no caller reads them
    // before, and three headers on every answer are a measurable share of a cached answer's time.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });
}
