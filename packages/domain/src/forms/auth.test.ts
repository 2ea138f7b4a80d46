import { describe, expect, it } from 'vitest';
import { changePasswordSchema, forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema, setPasswordSchema } from './auth.js';
import { validateForm } from './validate-form.js';

describe('loginSchema', () => {
  it('takes an email and any password', () => {
    expect(validateForm(loginSchema, { account: 'mei@example.com', password: 'x' }).valid).toBe(true);
  });

  it('asks for both fields and a real email', () => {
    expect(validateForm(loginSchema, {})).toEqual({
      valid: false,
      errors: {
        account: { key: 'validation.required', values: { label: 'field.account' } },
        password: { key: 'validation.required', values: { label: 'field.password' } },
      },
    });
    expect(validateForm(loginSchema, { account: 'mei', password: 'x' })).toMatchObject({
      errors: { account: { key: 'validation.invalidMail' } },
    });
  });
});

describe('registerSchema', () => {
  it('takes an email and a 6-digit code', () => {
    expect(validateForm(registerSchema, { account: 'mei@example.com', verification_code: '123456' }).valid).toBe(true);
  });

  it('refuses a code of another length', () => {
    expect(validateForm(registerSchema, { account: 'mei@example.com', verification_code: '1234567' })).toEqual({
      valid: false,
      errors: { verification_code: { key: 'validation.verificationCode' } },
    });
  });
});

describe.each([
  ['setPasswordSchema', setPasswordSchema, 'password'],
  ['resetPasswordSchema', resetPasswordSchema, 'new_password'],
  ['changePasswordSchema', changePasswordSchema.omit(['old_password']), 'new_password'],
] as const)('%s', (_name, schema, field) => {
  it('takes a valid password typed twice', () => {
    expect(validateForm(schema, { [field]: 'abc123', confirm_password: 'abc123' }).valid).toBe(true);
  });

  it('refuses a weak password and a mismatch', () => {
    expect(validateForm(schema, { [field]: 'abcdefg', confirm_password: 'abcdefh' })).toEqual({
      valid: false,
      errors: { [field]: { key: 'validation.password' }, confirm_password: { key: 'validation.passwordMismatch' } },
    });
  });
});

describe('changePasswordSchema', () => {
  it('asks for the old password too, whatever its form', () => {
    expect(validateForm(changePasswordSchema, { old_password: 'x', new_password: 'abc123', confirm_password: 'abc123' }).valid).toBe(true);
    expect(validateForm(changePasswordSchema, { new_password: 'abc123', confirm_password: 'abc123' })).toEqual({
      valid: false,
      errors: { old_password: { key: 'validation.required', values: { label: 'field.oldPassword' } } },
    });
  });
});

describe('forgotPasswordSchema', () => {
  it('wants the email the link goes to', () => {
    expect(validateForm(forgotPasswordSchema, { account: 'mei@example.com' }).valid).toBe(true);
    expect(validateForm(forgotPasswordSchema, { account: '' }).valid).toBe(false);
  });
});
