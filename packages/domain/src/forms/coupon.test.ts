import { describe, expect, it } from 'vitest';
import { couponClaimSchema } from './coupon.js';
import { validateForm } from './validate-form.js';

describe('couponClaimSchema', () => {
  it('takes a code of letters, digits, - and _, trimmed', () => {
    expect(validateForm(couponClaimSchema, { code: '  WELCOME-100_a ' })).toEqual({ valid: true, value: { code: 'WELCOME-100_a' } });
  });

  it('asks for the code when it is empty or blank', () => {
    for (const code of ['', '   ']) {
      expect(validateForm(couponClaimSchema, { code })).toMatchObject({
        valid: false,
        errors: { code: { key: 'validation.required', values: { label: 'field.couponCode' } } },
      });
    }
  });

  it('refuses other characters and codes longer than 32', () => {
    expect(validateForm(couponClaimSchema, { code: 'WELCOME 100' })).toMatchObject({
      valid: false,
      errors: { code: { key: 'validation.pattern' } },
    });
    expect(validateForm(couponClaimSchema, { code: 'A'.repeat(33) })).toMatchObject({
      valid: false,
      errors: { code: { key: 'validation.max', values: { max: 32 } } },
    });
  });
});
