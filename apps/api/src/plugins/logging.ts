import { randomUUID } from 'node:crypto';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
import { RequestHeader } from '@storefront/api-contract';

/** Fastify's logger option as buildApp takes it: off, on, or pino options (level, stream...). */
export type LoggerSetting = FastifyServerOptions['logger'];

/** Where a token or a session could appear in a log line; pino replaces them with [Redacted]. */
const REDACTED_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'];

/**
 * Query parameters whose values stand for a person or open something, replaced like the
 * authorization header: a file's download token, a visitor's e-mail (order detail, /dev/mails'
 * `to`) and a sandbox payment page's secret.
 */
const REDACTED_QUERY_PARAMS = new Set(['token', 'email', 'to', 'secret']);

/** The URL with the values of REDACTED_QUERY_PARAMS replaced by [Redacted]; untouched when it has none. */
function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = new URLSearchParams(url.slice(start + 1));
  const redacted = [...new Set(query.keys())].filter((key) => REDACTED_QUERY_PARAMS.has(key.toLowerCase()));
  if (redacted.length === 0) return url;
  for (const key of redacted) query.set(key, '[Redacted]');
  return `${url.slice(0, start)}?${query.toString().replaceAll('%5BRedacted%5D', '[Redacted]')}`;
}

/** The request headers worth a log line: the contract's (spec 7), authorization redacted. */
const LOGGED_HEADERS = [...Object.values(RequestHeader), 'user-agent'];

// Method, URL (its secrets redacted), client and the contract headers; never the body, which may hold passwords.
function serializeRequest(request: FastifyRequest) {
  const headers = Object.fromEntries(
    LOGGED_HEADERS.filter((name) => request.headers[name] !== undefined).map((name) => [name, request.headers[name]]),
  );
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip, headers };
}

/** The stack's frames, without the message lines above them. */
function framesOf(stack: string | undefined): string {
  const lines = (stack ?? '').split('\n');
  const first = lines.findIndex((line) => line.startsWith('    at '));
  return first === -1 ? '' : lines.slice(first).join('\n');
}

/** A failed query as it goes to the log: its SQL, never its parameters (e-mails, addresses, hashes). */
class RedactedQueryError extends Error {}

/**
 * The error without the values it carries: a failed query's parameters (in Drizzle's message, its
 * stack and its params) and PostgreSQL's `detail`, which repeats a row's values ("Key (email)=(...)
 * already exists"). The SQL, the codes and the frames stay, down the cause chain.
 */
export function withoutValues(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const cause = withoutValues(error.cause);
  if (error instanceof DrizzleQueryError) {
    const failure = new RedactedQueryError(`Failed query: ${error.query}`, { cause });
    failure.stack = `RedactedQueryError: ${failure.message}\n${framesOf(error.stack)}`;
    return failure;
  }
  if (typeof (error as { detail?: unknown }).detail !== 'string' && cause === error.cause) return error;
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error) as object) as Error, error, { cause });
  Object.defineProperties(copy, { message: { value: error.message }, stack: { value: error.stack } });
  if (typeof (copy as { detail?: unknown }).detail === 'string') Object.assign(copy, { detail: '[Redacted]' });
  return copy;
}

/** Pino's error serializer, on the error without its values. */
function serializeError(error: unknown) {
  return stdSerializers.err(withoutValues(error) as Error);
}

/**
 * Completes a logger setting with the API's structured-logging rules (request serializer,
 * redaction), whatever the caller passed: `true` means level info.
 */
export function loggerOptions(setting: LoggerSetting): LoggerSetting {
  if (!setting) return false;
  const base = setting === true ? {} : setting;
  return { level: 'info', ...base, redact: REDACTED_PATHS, serializers: { req: serializeRequest, err: serializeError } };
}

/** A request id unique across restarts and instances, so a log line can be traced back from anywhere. */
export function generateRequestId(): string {
  return randomUUID();
}

/** Answers every request with its id in `x-request-id`, so a caller can quote it and the log line be found. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  // Hooks on every request take a callback rather than return a promise: one promise less per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
