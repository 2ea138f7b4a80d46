import { type InferType, object, string } from 'yup';
import { validationMessage } from './messages.js';

/** Longest coupon code the shop issues. */
export const COUPON_CODE_MAX_LENGTH = 32;

/** Claiming a coupon by its code: required, at most 32 letters, digits, '-' or '_' (spaces around it trimmed). */
export const couponClaimSchema = object({
  code: string()
    .trim()
    .required(validationMessage('validation.required', { label: 'field.couponCode' }))
    .max(COUPON_CODE_MAX_LENGTH, validationMessage('validation.max', { max: COUPON_CODE_MAX_LENGTH }))
    // An options object, as matches() would read a bare message object as its options.
    .matches(/^[A-Za-z0-9_-]*$/, { message: validationMessage('validation.pattern') }),
});

/** Values of the coupon claim form. */
export type CouponClaimValues = InferType<typeof couponClaimSchema>;
