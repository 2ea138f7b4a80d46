import { randomUUID } from 'node:crypto';
import { RequestHeader } from '@storefront/api-contract';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

/** Fastify's logger option as buildApp takes it: off, on, or pino options (level, stream...). */
export type LoggerSetting = FastifyServerOptions['logger'];

/** Where a token or a session could appear in a log line; pino replaces them with [Redacted]. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
];

/** The request headers worth a log line: the contract's (spec 7), authorization redacted. */
const LOGGED_HEADERS = [...Object.values(RequestHeader), 'user-agent'];

// Method, URL, client and the contract headers; never the body, which may hold passwords.
function serializeRequest(request: FastifyRequest) {
  const headers = Object.fromEntries(
    LOGGED_HEADERS.filter((name) => request.headers[name] !== undefined).map((name) => [name, request.headers[name]]),
  );
  return { method: request.method, url: request.url, remoteAddress: request.ip, headers };
}

/**
 * Completes a logger setting with the API's structured-logging rules (request serializer,
 * redaction), whatever the caller passed: `true` means level info.
 */
export function loggerOptions(setting: LoggerSetting): LoggerSetting {
  if (!setting) return false;
  const base = setting === true ? {} : setting;
  return { level: 'info', ...base, redact: REDACTED_PATHS, serializers: { req: serializeRequest } };
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
