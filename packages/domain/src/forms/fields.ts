import { string, type StringSchema } from 'yup';
import { isValidEmail, isValidPassword, isValidVerificationCode } from '../credentials.js';
import { isBlank } from './blank.js';
import { type FieldLabelKey, validationMessage } from './messages.js';

/** Where schemas put errors that belong to the whole form rather than one field. */
export const FORM_ERROR_PATH = 'form';

/** Length limits of a text field. */
export interface TextFieldOptions {
  readonly required?: boolean;
  readonly min?: number;
  readonly max?: number;
}

/** A trimmed text field with the shared messages: 'please enter {label}', 'at least {min} characters', 'at most {max} characters'. */
export function textField(label: FieldLabelKey, { required = false, min, max }: TextFieldOptions = {}): StringSchema<string | undefined> {
  let schema = string().trim();
  if (required) schema = schema.required(validationMessage('validation.required', { label }));
  if (min !== undefined) schema = schema.min(min, validationMessage('validation.min', { min }));
  if (max !== undefined) schema = schema.max(max, validationMessage('validation.max', { max }));
  return schema;
}

/** A required choice (a select or radio group): 'Required fields' when nothing is chosen, 'Fill in error' for an unknown value. */
export function choiceField<Value extends string>(choices: readonly Value[]) {
  // Plain tests, not required()/oneOf(): yup runs those first, in its own order, before any test.
  return string()
    .test('required', validationMessage('validation.requiredFields'), (value) => !isBlank(value))
    .test('choice', validationMessage('validation.fillInError'), (value) => {
      return isBlank(value) || (choices as readonly string[]).includes(value ?? '');
    });
}

/** A required email address: 'please enter {label}', then 'Invalid mail'. */
export function emailField(label: FieldLabelKey = 'field.account') {
  // Written out rather than textField(label, { required: true }), whose type cannot say the value is required.
  return string()
    .trim()
    .required(validationMessage('validation.required', { label }))
    .test('email', validationMessage('validation.invalidMail'), (value) => isBlank(value) || isValidEmail(value ?? ''));
}

/** A required new password: 6 to 20 letters and digits mixing both, with the spec's message. */
export function passwordField(label: FieldLabelKey = 'field.password') {
  return string()
    .required(validationMessage('validation.required', { label }))
    .test('password', validationMessage('validation.password'), (value) => isBlank(value) || isValidPassword(value));
}

/** A required repeat of the password field named `of`: it must match. */
export function confirmPasswordField(of = 'password') {
  return string()
    .required(validationMessage('validation.required', { label: 'field.confirmPassword' }))
    .test('match', validationMessage('validation.passwordMismatch'), (value, context) => isBlank(value) || value === context.parent[of]);
}

/** A required 6-digit email verification code. */
export function verificationCodeField() {
  return string()
    .trim()
    .required(validationMessage('validation.required', { label: 'field.verificationCode' }))
    .test('code', validationMessage('validation.verificationCode'), (value) => isBlank(value) || isValidVerificationCode(value));
}
