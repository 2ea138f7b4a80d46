import { ERROR_MESSAGE, ERROR_STATUS, ErrorCode, type ErrorBody } from '@storefront/api-contract';
import type { Locale } from '@storefront/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from './locale.js';

// Keyed by every contract code so a new code cannot ship without its translations; the English
// texts are the spec's own wording, kept with the codes in the contract.
const MESSAGES: Record<ErrorCode, Record<Exclude<Locale, 'en'>, string>> = {
  [ErrorCode.LOGIN_FAILED]: { tw: '登入失敗，帳號或密碼錯誤', cn: '登录失败，账号或密码错误' },
  [ErrorCode.VERIFICATION_FAILED]: { tw: '驗證錯誤', cn: '验证错误' },
  [ErrorCode.LINK_INVALID]: { tw: '此連結已失效', cn: '此链接已失效' },
  [ErrorCode.PARAMETER_ERROR]: { tw: '參數錯誤，請重新輸入', cn: '参数错误，请重新输入' },
  [ErrorCode.ACCOUNT_NOT_MEMBER]: { tw: '此帳號不是會員', cn: '此账号不是会员' },
  [ErrorCode.ADD_TO_CART_FAILED]: { tw: '加入購物車失敗', cn: '加入购物车失败' },
  [ErrorCode.CHECKOUT_FAILED]: { tw: '結帳失敗', cn: '结账失败' },
  [ErrorCode.AREA_NOT_SHIPPABLE]: { tw: '商品無法配送至此地區', cn: '商品无法配送至该地区' },
  [ErrorCode.DISCOUNT_CODE_INVALID]: { tw: '無效的折扣碼', cn: '无效的折扣码' },
  [ErrorCode.COUPON_CODE_INVALID]: { tw: '無效的優惠券代碼', cn: '无效的优惠券代码' },
  [ErrorCode.CUSTOMS_INFO_INVALID]: { tw: '報關資料有誤', cn: '报关资料有误' },
  [ErrorCode.SESSION_INVALID]: { tw: '登入已失效，請重新登入', cn: '登录已失效，请重新登录' },
  [ErrorCode.NOT_FOUND]: { tw: '找不到頁面', cn: '页面不存在' },
  [ErrorCode.EMAIL_IN_USE]: { tw: '此電子郵件已被使用', cn: '该邮箱已被使用' },
  [ErrorCode.SHIPPING_FEE_CHANGED]: { tw: '運費已更新', cn: '运费已更新' },
  [ErrorCode.OUT_OF_STOCK]: { tw: '商品已售完', cn: '商品已售罄' },
  [ErrorCode.INSUFFICIENT_STOCK]: { tw: '庫存不足或超過購買上限', cn: '库存不足或超过购买上限' },
  [ErrorCode.CART_LIMIT_REACHED]: { tw: '購物車已達上限', cn: '购物车已达上限' },
  [ErrorCode.PRODUCT_UNAVAILABLE]: { tw: '商品已下架', cn: '商品已下架' },
  [ErrorCode.COUPON_ALREADY_CLAIMED]: { tw: '已領取過此優惠券', cn: '已领取过该优惠券' },
  [ErrorCode.COUPON_CLAIM_LIMIT_REACHED]: { tw: '優惠券已領完', cn: '优惠券已领完' },
  [ErrorCode.EVENT_ENDED]: { tw: '活動已結束', cn: '活动已结束' },
  [ErrorCode.COUPON_EXPIRED]: { tw: '優惠券已過期', cn: '优惠券已过期' },
  [ErrorCode.DAILY_VERIFICATION_LIMIT]: { tw: '已達今日驗證次數上限', cn: '已达今日验证次数上限' },
  [ErrorCode.TRY_AGAIN_LATER]: { tw: '請稍後再試', cn: '请稍后再试' },
  [ErrorCode.INTERNAL_ERROR]: { tw: '發生錯誤，請稍後再試', cn: '发生错误，请稍后再试' },
};

/**
 * A failure the contract names, thrown by services and routes: the error handler answers it with
 * the code's status and its message in the request's language.
 */
export class ContractError extends Error {
  override name = 'ContractError';
  /** cause: the failure behind the answer (a payment gateway's error), logged, never sent. */
  constructor(
    readonly code: ErrorCode,
    options?: { cause: unknown },
  ) {
    super(ERROR_MESSAGE[code], options);
  }
}

function errorBody(code: ErrorCode, locale: Locale): ErrorBody {
  return { error_code: code, error_msg: locale === 'en' ? ERROR_MESSAGE[code] : MESSAGES[code][locale] };
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
    return reply.status(ERROR_STATUS[error.code]).send(errorBody(error.code, locale));
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
