import { ErrorCode, type ErrorBody } from '@storefront/api-contract';
import type { Locale } from '@storefront/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from './locale.js';

// Keyed by every contract code so a new code cannot ship without its three translations.
const MESSAGES: Record<ErrorCode, Record<Locale, string>> = {
  [ErrorCode.PARAMETER_ERROR]: {
    tw: '參數錯誤，請重新輸入',
    cn: '参数错误，请重新输入',
    en: 'parameter error, please re-enter',
  },
  [ErrorCode.SESSION_INVALID]: {
    tw: '登入已失效，請重新登入',
    cn: '登录已失效，请重新登录',
    en: 'your session has expired, please log in again',
  },
  [ErrorCode.NOT_FOUND]: {
    tw: '找不到您要的資料',
    cn: '找不到您要的数据',
    en: 'the requested resource was not found',
  },
  [ErrorCode.INTERNAL_ERROR]: {
    tw: '發生錯誤，請稍後再試',
    cn: '发生错误，请稍后再试',
    en: 'an error occurred, please try again later',
  },
};

function errorBody(code: ErrorCode, locale: Locale): ErrorBody {
  return { error_code: code, error_msg: MESSAGES[code][locale] };
}

/** Answers 404 / 40401 in the request's language: unknown routes and unknown resources alike. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(404).send(errorBody(ErrorCode.NOT_FOUND, requestLocale(request)));
}

/** Maps any thrown error to the contract's error body: 4xx keeps its status with 40004, the rest is 500 / 50000. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const locale = requestLocale(request);
  const status = error.statusCode ?? 500;
  // Client errors (schema validation, malformed URL or JSON, too large, ...) are the caller's to fix.
  if (status >= 400 && status < 500) {
    if (status === 404) return sendNotFound(request, reply);
    request.log.info({ err: error }, 'rejected request');
    return reply.status(status).send(errorBody(ErrorCode.PARAMETER_ERROR, locale));
  }
  // Anything else answers a fixed message so internals never leak; the details go to the log.
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(errorBody(ErrorCode.INTERNAL_ERROR, locale));
}
