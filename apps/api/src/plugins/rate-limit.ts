import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_ACCOUNT_RATE_LIMIT_MAX } from '../config.js';

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
 * Limits every route to `max` requests a minute per client address, unless the route sets its own
 * `config.rateLimit` (`false` on pictures and other cacheable files, see CACHEABLE_FILE); `false`
 * here keeps only the routes' own limits (tests that send many requests).
 * Over the limit the answer is 429, which the error handler turns into 42902 TRY_AGAIN_LATER.
 */
export function registerRateLimit(app: FastifyInstance, max: number | false): void {
  app.register(rateLimit, {
    global: max !== false,
    max: max || undefined,
    timeWindow: MINUTE_MS,
    // The x-ratelimit-* headers go only on the 429 itself (with retry-after): no caller reads them
    // before, and three headers on every answer are a measurable share of a cached answer's time.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });
}
