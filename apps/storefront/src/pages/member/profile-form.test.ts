import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, type UserInfo } from '@storefront/api-contract';
import { FORM_ERROR_PATH, validateForm } from '@storefront/domain';
import {
  avatarFileProblem,
  avatarObjectName,
  birthdayToDateInput,
  dateInputToBirthday,
  profileChanges,
  profileFormSchema,
  profileFormValues,
  uploadPercent,
} from './profile-form.js';

const user = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  user_id: 'u-1',
  account_name: 'Mei',
  avatar_picture: '',
  account_status: 'active',
  phone_number: '912345678',
  phone_code: '+886',
  gender: null,
  birthday_timestamp: null,
  ...overrides,
});

/** The form's values after the schema, as the page saves them. */
const cast = (values: object) => {
  const result = validateForm(profileFormSchema, values);
  if (!result.valid) throw new Error(JSON.stringify(result.errors));
  return result.value;
};

describe('birthday conversion', () => {
  it.each([
    [631152000000, '1990-01-01'],
    [0, '1970-01-01'],
    [-86400000, '1969-12-31'],
    [-2208988800000, '1900-01-01'],
    [951782400000, '2000-02-29'],
  ])('%d is the day %s and back', (timestamp, day) => {
    expect(birthdayToDateInput(timestamp)).toBe(day);
    expect(dateInputToBirthday(day)).toBe(timestamp);
  });

  it('shows no day for no birthday', () => {
    expect(birthdayToDateInput(null)).toBe('');
    expect(birthdayToDateInput(undefined)).toBe('');
  });

  it('reads an empty input as no birthday and a day that does not exist as not a number', () => {
    expect(dateInputToBirthday('')).toBeUndefined();
    expect(dateInputToBirthday('2023-02-29')).toBeNaN();
    expect(dateInputToBirthday('01/02/1990')).toBeNaN();
  });

  it('keeps years before 100 as they are', () => {
    expect(birthdayToDateInput(dateInputToBirthday('0099-03-04'))).toBe('0099-03-04');
  });
});

describe('profileFormSchema', () => {
  it("judges the controls with domain's rules: the date becomes milliseconds, no gender is none", () => {
    const value = cast({ account_name: ' Mei ', phone_code: '', phone_number: '', gender: '', birthday_timestamp: '1990-01-01' });
    expect(value).toMatchObject({ account_name: 'Mei', birthday_timestamp: 631152000000 });
    expect(value.gender).toBeUndefined();
  });

  it("keeps domain's messages and paths", () => {
    expect(
      validateForm(profileFormSchema, { account_name: '', phone_code: '886', phone_number: '', gender: '', birthday_timestamp: '' }),
    ).toEqual({
      valid: false,
      errors: { phone_code: { key: 'validation.fillInError' } },
    });
    expect(
      validateForm(profileFormSchema, { account_name: ' ', phone_code: '', phone_number: '', gender: '', birthday_timestamp: '' }),
    ).toEqual({
      valid: false,
      errors: { [FORM_ERROR_PATH]: { key: 'validation.atLeastOneField' } },
    });
  });
});

describe('profileChanges', () => {
  it('sends nothing when nothing changed', () => {
    const profile = user({ gender: 'female', birthday_timestamp: 631152000000 });
    expect(profileChanges(profile, cast(profileFormValues(profile)))).toEqual({});
  });

  it('sends only the fields that changed', () => {
    const profile = user();
    const values = { ...profileFormValues(profile), account_name: 'Lin Mei', gender: 'female', birthday_timestamp: '1990-01-01' };
    expect(profileChanges(profile, cast(values))).toEqual({ account_name: 'Lin Mei', gender: 'female', birthday_timestamp: 631152000000 });
  });

  it('does not send a field emptied, which the API cannot clear', () => {
    const profile = user();
    expect(profileChanges(profile, cast({ ...profileFormValues(profile), account_name: '', phone_number: '987654321' }))).toEqual({
      phone_number: '987654321',
    });
  });

  it('compares trimmed text', () => {
    const profile = user();
    expect(profileChanges(profile, cast({ ...profileFormValues(profile), account_name: ' Mei ' }))).toEqual({});
  });
});

describe('avatar files', () => {
  it('takes the contract image types up to the size limit', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/webp', size: UPLOAD_MAX_BYTES })).toBeNull();
  });

  it('refuses other types first, then files too large', () => {
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(avatarFileProblem({ type: '', size: UPLOAD_MAX_BYTES + 1 })).toBe('type');
    expect(avatarFileProblem({ type: 'image/jpeg', size: UPLOAD_MAX_BYTES + 1 })).toBe('size');
  });

  it("keeps the avatar under the member's own prefix", () => {
    expect(avatarObjectName('u-1')).toBe('users/u-1/avatar');
  });

  it('reports progress in whole percent', () => {
    expect(uploadPercent(0, 0)).toBe(0);
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(3, 3)).toBe(100);
    expect(uploadPercent(5, 3)).toBe(100);
  });
});
