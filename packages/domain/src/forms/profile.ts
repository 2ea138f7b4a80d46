import { type InferType, number, object, string } from 'yup';
import { isBlank } from './blank.js';
import { FORM_ERROR_PATH, textField } from './fields.js';
import { validationMessage } from './messages.js';

/** Longest display name we keep. */
export const ACCOUNT_NAME_MAX_LENGTH = 50;

/** Genders a profile may state (spec 3). */
export const GENDERS = ['male', 'female'] as const;

/** Profile edit: every field optional but at least one filled (error at FORM_ERROR_PATH), numbers where numbers belong. */
export const profileEditSchema = object({
  account_name: textField('field.accountName', { max: ACCOUNT_NAME_MAX_LENGTH }),
  phone_code: string()
    .trim()
    .test('code', validationMessage('validation.fillInError'), (value) => isBlank(value) || /^\+\d{1,4}$/.test(value ?? '')),
  phone_number: string()
    .trim()
    .test('number', validationMessage('validation.fillInNumber'), (value) => isBlank(value) || /^\d{4,15}$/.test(value ?? '')),
  gender: string().oneOf([...GENDERS, undefined], validationMessage('validation.fillInError')),
  /** Milliseconds, as the API takes it. */
  birthday_timestamp: number()
    .typeError(validationMessage('validation.fillInNumber'))
    .integer(validationMessage('validation.fillInNumber')),
}).test('at-least-one', (values, context) =>
  Object.values(values ?? {}).some((value) => !isBlank(value))
    ? true
    : context.createError({ path: FORM_ERROR_PATH, message: validationMessage('validation.atLeastOneField') }),
);

/** Values of the profile edit form. */
export type ProfileEditValues = InferType<typeof profileEditSchema>;
