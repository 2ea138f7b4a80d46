import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGE, ERROR_MESSAGE_ZH, ERROR_STATUS, ErrorCode, type ErrorBody } from '@storefront/api-contract';
import type { Locale } from '@storefront/domain';
import { requestLocale } from './locale.js';

/**
 * A failure the contract names, thrown by services and routes: the error handler answers it with
 * the code's status and its message in the request's language.
 */
export class ContractError extends Error {
  override name = 'ContractError';
  /** The failing fields of a refused form, by path, each with its validation message key: sent as error_fields. */
  readonly fields: Readonly<Record<string, string>> | undefined;
  /** cause: the failure behind the answer (a payment gateway's error), logged, never sent. */
  constructor(
    readonly code: ErrorCode,
    options?: { cause?: unknown; fields?: Readonly<Record<string, string>> },
  ) {
    super(ERROR_MESSAGE[code], options?.cause === undefined ? undefined : { cause: options.cause });
    this.fields = options?.fields;
  }
}

function errorBody(code: ErrorCode, locale: Locale, fields?: Readonly<Record<string, string>>): ErrorBody {
  return {
    error_code: code,
    error_msg: locale === 'en' ? ERROR_MESSAGE[code] : ERROR_MESSAGE_ZH[code][locale],
    ...(fields !== undefined && { error_fields: { ...fields } }),
  };
}

/** Answers 404 / 40401 in the request's language: unknown routes and unknown resources alike. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(404).send(errorBody(ErrorCode.NOT_FOUND, requestLocale(request)));
}

/** Maps any thrown error to the contract's error body: 404 is 40401, 429 is 42902, other 4xx are 400 / 40004, the rest 500 / 50000. */
export function handleError(error: FastifyError | ContractError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // Fastify parses a body before it knows no route matched: a bad body to an unknown call is still 404.
  if (request.is404 && isClientError(error)) return sendNotFound(request, reply);
  return answerError(error, request, reply);
}

/** Fastify's frameworkErrors handler: errors before routing (a malformed URL) are the request's fault, never a 404. */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return answerError(error, request, reply);
}

function isClientError(error: FastifyError | ContractError): boolean {
  if (error instanceof ContractError) return false;
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 500;
}

function answerError(error: FastifyError | ContractError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const locale = requestLocale(request);
  if (error instanceof ContractError) {
    if (error.cause !== undefined) request.log.warn({ err: error.cause }, 'request failed behind a contract error');
    return reply.status(ERROR_STATUS[error.code]).send(errorBody(error.code, locale, error.fields));
  }
  // Client errors (schema validation, malformed URL or JSON, too large, ...) are the caller's to fix.
  if (isClientError(error)) {
    if (error.statusCode === 404) return sendNotFound(request, reply);
    request.log.info({ err: error }, 'rejected request');
    // Only the rate limiter throws a 429 (the catalogue's own 429s, like 42901, are sent by routes).
    const code = error.statusCode === 429 ? ErrorCode.TRY_AGAIN_LATER : ErrorCode.PARAMETER_ERROR;
    // The contract answers a code with its own status, so 413 and 415 become 400 / 40004.
    return reply.status(ERROR_STATUS[code]).send(errorBody(code, locale));
  }
  // Anything else answers a fixed message so internals never leak; the details go to the log.
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(errorBody(ErrorCode.INTERNAL_ERROR, locale));
}
