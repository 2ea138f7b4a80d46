import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE_PATH, endpoints } from '@storefront/api-contract';
import { requestLocale } from '../locale.js';

/** The most answers kept; the oldest goes first. */
const MAX_ENTRIES = 2_000;

// The calls anyone may make that answer the same to everyone: the catalogue, content and reference
// data. Their answers depend only on the URL and the language.
const CACHEABLE_ROUTES: ReadonlySet<string> = new Set(
  Object.values(endpoints)
    .filter((endpoint) => endpoint.method === 'GET' && endpoint.auth === 'none')
    .map((endpoint) => `${API_BASE_PATH}${endpoint.path}`),
);

interface Entry {
  /** Kept encoded, so a hit does not encode the same text again. */
  body: Buffer;
  expiresAt: number;
}

/**
 * Reuses the answers of the public GET calls for `ttlMs` (0 turns it off): a hit skips validation,
 * the database and serialisation, while every onRequest hook (security headers, CORS, rate limit,
 * request id) still runs, so the answer carries the same headers. Only 200 answers are kept.
 */
export function registerResponseCache(app: FastifyInstance, ttlMs: number): void {
  if (ttlMs <= 0) return;
  const entries = new Map<string, Entry>();
  // The requests answered from the cache, so onSend does not store their answer again.
  const hits = new WeakSet<FastifyRequest>();
  const keyOf = (request: FastifyRequest) =>
    request.method === 'GET' && CACHEABLE_ROUTES.has(request.routeOptions.url ?? '')
      ? `${requestLocale(request)} ${request.url}`
      : undefined;

  // preValidation comes after every onRequest hook, including those of plugins registered later.
  // Both hooks take a callback rather than return a promise: they run on every request.
  app.addHook('preValidation', (request, reply, done) => {
    const key = keyOf(request);
    const entry = key === undefined ? undefined : entries.get(key);
    if (!entry) return done();
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key!);
      return done();
    }
    hits.add(request);
    // A hook that answers does not call done: Fastify goes no further.
    reply.type('application/json; charset=utf-8').send(entry.body);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const key = keyOf(request);
    if (key !== undefined && reply.statusCode === 200 && typeof payload === 'string' && !hits.has(request)) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { body: Buffer.from(payload), expiresAt: Date.now() + ttlMs });
    }
    done(null, payload);
  });
}
