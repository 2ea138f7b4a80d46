import { describe, expect, it } from 'vitest';
import { isValidPhoneNumber, type PhoneNumberRule } from './phone.js';

// As system/valid-phone-number lists them (the reference API's seed).
const RULES: readonly PhoneNumberRule[] = [
  { phone_code: '+886', number_pattern: '^09[0-9]{8}$' },
  { phone_code: '+82', number_pattern: '^01[0-9]{8,9}$' },
  { phone_code: '+1', number_pattern: '^[2-9][0-9]{9}$' },
  { phone_code: '+1', number_pattern: '^[2-9][0-9]{6}$' },
  { phone_code: '+44', number_pattern: null },
];

describe('isValidPhoneNumber', () => {
  it('takes a number that fits its calling code’s pattern', () => {
    expect(isValidPhoneNumber(RULES, '+886', '0912345678')).toBe(true);
    expect(isValidPhoneNumber(RULES, '+82', '01012345678')).toBe(true);
    expect(isValidPhoneNumber(RULES, '+82', '0101234567')).toBe(true);
  });

  it('refuses the numbers of issue 29: a Taiwan 12345 and a Korean 1012345678', () => {
    expect(isValidPhoneNumber(RULES, '+886', '12345')).toBe(false);
    expect(isValidPhoneNumber(RULES, '+82', '1012345678')).toBe(false);
    expect(isValidPhoneNumber(RULES, '+886', '912345678')).toBe(false);
  });

  it('judges a number by its own code, not by another’s pattern', () => {
    expect(isValidPhoneNumber(RULES, '+82', '0912345678')).toBe(false);
    expect(isValidPhoneNumber(RULES, '+886', '01012345678')).toBe(false);
  });

  it('takes a number that fits any country sharing the code', () => {
    expect(isValidPhoneNumber(RULES, '+1', '4155550100')).toBe(true);
    expect(isValidPhoneNumber(RULES, '+1', '5550100')).toBe(true);
    expect(isValidPhoneNumber(RULES, '+1', '0155550100')).toBe(false);
  });

  it('takes any 4 to 15 digits for a code without a pattern, and nothing for a code not listed', () => {
    expect(isValidPhoneNumber(RULES, '+44', '7911123456')).toBe(true);
    expect(isValidPhoneNumber(RULES, '+44', '123')).toBe(false);
    expect(isValidPhoneNumber(RULES, '+44', '1234567890123456')).toBe(false);
    expect(isValidPhoneNumber(RULES, '+999', '0912345678')).toBe(false);
    expect(isValidPhoneNumber([], '+886', '0912345678')).toBe(false);
  });

  it('takes digits only, whatever a lax pattern says', () => {
    const lax: PhoneNumberRule[] = [{ phone_code: '+886', number_pattern: '09' }];
    expect(isValidPhoneNumber(lax, '+886', '0912345678')).toBe(true);
    expect(isValidPhoneNumber(lax, '+886', '09-1234-5678')).toBe(false);
  });

  it('takes no number for a pattern that does not compile', () => {
    expect(isValidPhoneNumber([{ phone_code: '+886', number_pattern: '^09[0-9' }], '+886', '0912345678')).toBe(false);
  });
});
