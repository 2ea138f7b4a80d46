import { describe, expect, it } from 'vitest';
import { FORM_ERROR_PATH } from './fields.js';
import { profileEditSchema } from './profile.js';
import { validateForm } from './validate-form.js';

describe('profileEditSchema', () => {
  it.each([
    { account_name: 'Mei' },
    { phone_code: '+886', phone_number: '912345678' },
    { gender: 'female' },
    { birthday_timestamp: 631152000000 },
    { birthday_timestamp: -86400000 },
  ])('takes any one field filled: %j', (values) => {
    expect(validateForm(profileEditSchema, values).valid).toBe(true);
  });

  it.each([{}, { account_name: '  ', phone_number: '' }])('wants at least one field: %j', (values) => {
    expect(validateForm(profileEditSchema, values)).toEqual({
      valid: false,
      errors: { [FORM_ERROR_PATH]: { key: 'validation.atLeastOneField' } },
    });
  });

  it('wants numbers in the phone fields and the birthday', () => {
    expect(validateForm(profileEditSchema, { phone_code: '886', phone_number: '0912-345', birthday_timestamp: 'soon' })).toEqual({
      valid: false,
      errors: {
        phone_code: { key: 'validation.fillInError' },
        phone_number: { key: 'validation.fillInNumber' },
        birthday_timestamp: { key: 'validation.fillInNumber' },
      },
    });
  });

  it('wants a whole number of milliseconds for the birthday', () => {
    expect(validateForm(profileEditSchema, { birthday_timestamp: 1.5 })).toMatchObject({
      errors: { birthday_timestamp: { key: 'validation.fillInNumber' } },
    });
  });

  it('knows two genders and a name length', () => {
    expect(validateForm(profileEditSchema, { gender: 'other' })).toMatchObject({ errors: { gender: { key: 'validation.fillInError' } } });
    expect(validateForm(profileEditSchema, { account_name: 'n'.repeat(51) })).toMatchObject({
      errors: { account_name: { key: 'validation.max', values: { max: 50 } } },
    });
  });
});
