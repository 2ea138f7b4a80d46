import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { validationMessage } from './messages.js';
import { formatFormErrors, validateForm } from './validate-form.js';

const schema = object({
  name: string().required(validationMessage('validation.required', { label: 'field.accountName' })),
  code: string()
    .required(validationMessage('validation.required', { label: 'field.verificationCode' }))
    .length(6, validationMessage('validation.verificationCode'))
    .matches(/^\d*$/, validationMessage('validation.fillInNumber')),
});

describe('validateForm', () => {
  it('gives the cast value of valid input', () => {
    expect(validateForm(schema, { name: 'Mei', code: '123456', extra: 1 })).toEqual({
      valid: true,
      value: { name: 'Mei', code: '123456', extra: 1 },
    });
  });

  it('gives the first message of every failing field', () => {
    expect(validateForm(schema, { code: 'abc' })).toEqual({
      valid: false,
      errors: {
        name: { key: 'validation.required', values: { label: 'field.accountName' } },
        code: { key: 'validation.verificationCode' },
      },
    });
  });

  it("turns yup's own texts into Fill in error", () => {
    expect(validateForm(schema, 'not a form')).toEqual({ valid: false, errors: { '': { key: 'validation.fillInError' } } });
    expect(validateForm(object({ n: string().required() }), {})).toEqual({
      valid: false,
      errors: { n: { key: 'validation.fillInError' } },
    });
  });

  it('lets other errors through', () => {
    const broken = object({
      n: string().test('boom', 'x', () => {
        throw new TypeError('boom');
      }),
    });
    expect(() => validateForm(broken, { n: 'a' })).toThrow(TypeError);
  });
});

describe('formatFormErrors', () => {
  it('gives the text of every message by path, in English by default', () => {
    const result = validateForm(schema, { code: 'abc' });
    expect(result.valid ? {} : formatFormErrors(result.errors)).toEqual({
      name: 'please enter name',
      code: 'The verification code is 6 digits.',
    });
    expect(formatFormErrors({ name: { key: 'validation.fillInError' } }, (key) => `t(${key})`)).toEqual({
      name: 't(validation.fillInError)',
    });
  });
});
