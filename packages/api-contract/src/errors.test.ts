import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { ErrorBody } from './envelope.js';
import {
  ERROR_MESSAGE,
  ERROR_STATUS,
  ErrorCode,
  type ErrorCodeName,
  STORAGE_ERROR_STATUS,
  STORAGE_RETRY_STATUSES,
  StorageErrorCode,
} from './errors.js';

// Every user-visible message of spec 8, and the code that carries it.
const SPEC_8_MESSAGES: readonly (readonly [message: string, code: ErrorCodeName])[] = [
  ['login failed (account or password incorrect)', 'LOGIN_FAILED'],
  ['verification error', 'VERIFICATION_FAILED'],
  ['account is not a member', 'ACCOUNT_NOT_MEMBER'],
  ['please try again later', 'TRY_AGAIN_LATER'],
  ['daily verification limit reached', 'DAILY_VERIFICATION_LIMIT'],
  ['add to cart failed', 'ADD_TO_CART_FAILED'],
  ['out of stock', 'OUT_OF_STOCK'],
  ['this link is invalid', 'LINK_INVALID'],
  ['page not found', 'NOT_FOUND'],
  ['email already in use', 'EMAIL_IN_USE'],
  ['shipping costs updated', 'SHIPPING_FEE_CHANGED'],
  ['event has ended', 'EVENT_ENDED'],
  ['cart has reached the limit', 'CART_LIMIT_REACHED'],
  ['understocking or exceeds purchase limit', 'INSUFFICIENT_STOCK'],
  ['checkout failed', 'CHECKOUT_FAILED'],
  ['product unavailable', 'PRODUCT_UNAVAILABLE'],
  ['items cannot ship to this area', 'AREA_NOT_SHIPPABLE'],
  ['invalid discount code', 'DISCOUNT_CODE_INVALID'],
  ['coupon error: invalid code', 'COUPON_CODE_INVALID'],
  ['coupon error: expired', 'COUPON_EXPIRED'],
  ['coupon error: already claimed', 'COUPON_ALREADY_CLAIMED'],
  ['coupon error: claim limit reached', 'COUPON_CLAIM_LIMIT_REACHED'],
  ['customs info incorrect', 'CUSTOMS_INFO_INVALID'],
  // The global policy's codes.
  ['parameter error, please re-enter', 'PARAMETER_ERROR'],
  ['session no longer valid (logout)', 'SESSION_INVALID'],
  ['an error occurred, please try again later', 'INTERNAL_ERROR'],
];

// Refusals the spec does not name, each with a message of its own.
const BEYOND_SPEC_8: readonly ErrorCodeName[] = [
  'PHONE_NUMBER_INVALID',
  'SALE_NOT_STARTED',
  'UNPAID_ORDERS_LIMIT',
  'ADDRESS_INVALID',
  'ADDRESS_BOOK_FULL',
];

const codes = Object.values(ErrorCode);

describe('error catalogue', () => {
  it.each(SPEC_8_MESSAGES)('has a code for "%s"', (_message, name) => {
    expect(ErrorCode[name]).toBeTypeOf('number');
  });

  it('maps every spec 8 message to a different code, and no code is left without a message', () => {
    const named = [...SPEC_8_MESSAGES.map(([, name]) => name), ...BEYOND_SPEC_8];
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual(Object.keys(ErrorCode).sort());
  });

  it('keeps the codes other packages already rely on', () => {
    expect(ErrorCode).toMatchObject({ PARAMETER_ERROR: 40004, SESSION_INVALID: 40301, NOT_FOUND: 40401, INTERNAL_ERROR: 50000 });
  });

  it('uses unique five-digit codes', () => {
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toSatisfy((c: number) => Number.isInteger(c) && c >= 10_000 && c <= 99_999);
  });

  it('gives every code an HTTP error status equal to its first three digits', () => {
    expect(Object.keys(ERROR_STATUS).map(Number).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      const status = ERROR_STATUS[code];
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
      expect(status).toBe(Math.floor(code / 100));
    }
    expect(ERROR_STATUS[ErrorCode.PARAMETER_ERROR]).toBe(400);
    expect(ERROR_STATUS[ErrorCode.SESSION_INVALID]).toBe(403);
  });

  it('gives every code its message as an English sentence: a capital first, closing punctuation last', () => {
    expect(Object.keys(ERROR_MESSAGE).map(Number).sort()).toEqual([...codes].sort());
    for (const code of codes) expect(ERROR_MESSAGE[code], String(code)).toMatch(/^[A-Z].*[.?!]$/);
    expect(ERROR_MESSAGE[ErrorCode.LOGIN_FAILED]).toBe('Login failed: the account or password is incorrect.');
    expect(ERROR_MESSAGE[ErrorCode.CUSTOMS_INFO_INVALID]).toBe('The customs information is incorrect.');
  });

  it('fits every code into the failure body', () => {
    for (const code of codes) {
      expect(Value.Check(ErrorBody, { error_code: code, error_msg: ERROR_MESSAGE[code] })).toBe(true);
    }
    expect(Value.Check(ErrorBody, { error_code: 40001 })).toBe(false);
  });

  it('lists the storage errors of spec 8, and one for every other refusal, with their statuses and the retried ones', () => {
    expect(Object.keys(StorageErrorCode).sort()).toEqual(
      ['CANCELED', 'NETWORK_FAILURE', 'QUOTA_EXCEEDED', 'UNAUTHENTICATED', 'UNAUTHORIZED', 'UNKNOWN'].sort(),
    );
    expect(STORAGE_ERROR_STATUS[StorageErrorCode.UNKNOWN]).toBeNull();
    expect(STORAGE_ERROR_STATUS[StorageErrorCode.QUOTA_EXCEEDED]).toBe(402);
    expect(STORAGE_ERROR_STATUS[StorageErrorCode.UNAUTHORIZED]).toBe(403);
    expect(STORAGE_ERROR_STATUS[StorageErrorCode.CANCELED]).toBeNull();
    expect(STORAGE_RETRY_STATUSES).toEqual([408, 429]);
  });
});
