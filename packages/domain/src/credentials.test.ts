import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPassword, isValidVerificationCode } from './credentials.js';

describe('isValidPassword', () => {
  it.each(['abc123', 'A1b2C3d4', 'a'.repeat(19) + '1', '1'.repeat(5) + 'Z'])('accepts %s', (password) => {
    expect(isValidPassword(password)).toBe(true);
  });

  it.each([
    ['too short', 'ab12c'],
    ['too long', 'a'.repeat(20) + '1'],
    ['letters only', 'abcdefgh'],
    ['digits only', '12345678'],
    ['a symbol', 'abc123!'],
    ['a space', 'abc 123'],
    ['a full-width letter', 'ａbc123'],
    ['a trailing newline', 'abc123\n'],
    ['empty', ''],
  ])('rejects %s', (_why, password) => {
    expect(isValidPassword(password)).toBe(false);
  });
});

describe('isValidVerificationCode', () => {
  it('accepts exactly six digits', () => {
    expect(isValidVerificationCode('012345')).toBe(true);
  });

  it.each(['12345', '1234567', '12345a', ' 123456', '１２３４５６', '١٢٣٤٥٦', ''])('rejects %s', (code) => {
    expect(isValidVerificationCode(code)).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each(['user@example.com', 'first.last+tag@shop.example.com.tw', 'a_b-c@sub-domain.co', 'x@xn--fiqs8s.xn--kpry57d'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    ['no @', 'user.example.com'],
    ['no domain dot', 'user@localhost'],
    ['two @', 'a@b@example.com'],
    ['a space', 'us er@example.com'],
    ['a numeric TLD', 'user@example.123'],
    ['a hyphen opening a label', 'user@-example.com'],
    ['a dot opening the local part', '.user@example.com'],
    ['a dot closing the local part', 'user.@example.com'],
    ['two dots in a row', 'us..er@example.com'],
    ['a local part over 64', `${'a'.repeat(65)}@example.com`],
    ['over 254 characters', `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(60)}.com`],
    ['empty', ''],
  ])('rejects %s', (_why, email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
