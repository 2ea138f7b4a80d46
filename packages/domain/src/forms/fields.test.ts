import { describe, expect, it } from 'vitest';
import { type AnySchema, object } from 'yup';
import { isBlank } from './blank.js';
import { choiceField, confirmPasswordField, emailField, passwordField, textField, verificationCodeField } from './fields.js';
import { validateForm } from './validate-form.js';

/** The message keys a single field reports for a value. */
function errorOf(field: AnySchema, value: unknown, extra: object = {}) {
  const result = validateForm(object({ field }), { field: value, ...extra });
  return result.valid ? null : result.errors.field;
}

describe('isBlank', () => {
  it('counts absent and space-only values as blank', () => {
    expect([undefined, null, '', '  '].every(isBlank)).toBe(true);
    expect([' a ', 0, false].some(isBlank)).toBe(false);
  });
});

describe('textField', () => {
  it('is optional by default and trims', () => {
    expect(errorOf(textField('field.accountName'), undefined)).toBeNull();
    expect(validateForm(object({ name: textField('field.accountName') }), { name: '  Mei ' })).toEqual({
      valid: true,
      value: { name: 'Mei' },
    });
  });

  it('reports required, min and max with their values', () => {
    const field = textField('field.accountName', { required: true, min: 2, max: 4 });
    expect(errorOf(field, '   ')).toEqual({ key: 'validation.required', values: { label: 'field.accountName' } });
    expect(errorOf(field, 'a')).toEqual({ key: 'validation.min', values: { min: 2 } });
    expect(errorOf(field, 'abcde')).toEqual({ key: 'validation.max', values: { max: 4 } });
    expect(errorOf(field, 'abcd')).toBeNull();
  });
});

describe('choiceField', () => {
  it('wants one of the choices', () => {
    const field = choiceField(['a', 'b'] as const);
    expect(errorOf(field, undefined)).toEqual({ key: 'validation.requiredFields' });
    expect(errorOf(field, 'c')).toEqual({ key: 'validation.fillInError' });
    expect(errorOf(field, 'b')).toBeNull();
  });
});

describe('emailField', () => {
  it('wants an email', () => {
    expect(errorOf(emailField(), '')).toEqual({ key: 'validation.required', values: { label: 'field.account' } });
    expect(errorOf(emailField('field.recipientEmail'), 'nope')).toEqual({ key: 'validation.invalidMail' });
    expect(errorOf(emailField(), ' user@example.com ')).toBeNull();
  });
});

describe('passwordField and confirmPasswordField', () => {
  it('want a valid password', () => {
    expect(errorOf(passwordField(), undefined)).toEqual({ key: 'validation.required', values: { label: 'field.password' } });
    expect(errorOf(passwordField(), 'abcdef')).toEqual({ key: 'validation.password' });
    expect(errorOf(passwordField(), 'abc123')).toBeNull();
  });

  it('want the confirmation to match the named field', () => {
    expect(errorOf(confirmPasswordField(), '', { password: 'abc123' })).toEqual({
      key: 'validation.required',
      values: { label: 'field.confirmPassword' },
    });
    expect(errorOf(confirmPasswordField(), 'abc124', { password: 'abc123' })).toEqual({ key: 'validation.passwordMismatch' });
    expect(errorOf(confirmPasswordField('new_password'), 'abc123', { new_password: 'abc123' })).toBeNull();
  });
});

describe('verificationCodeField', () => {
  it('wants six digits', () => {
    expect(errorOf(verificationCodeField(), '')).toEqual({ key: 'validation.required', values: { label: 'field.verificationCode' } });
    expect(errorOf(verificationCodeField(), '12345')).toEqual({ key: 'validation.verificationCode' });
    expect(errorOf(verificationCodeField(), ' 123456 ')).toBeNull();
  });
});
