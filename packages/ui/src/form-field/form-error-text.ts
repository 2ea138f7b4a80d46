import { formatValidationMessage, isValidationMessage, type ValidationMessage } from '@storefront/domain';

/** Turns one of domain's `{ key, values }` validation messages into text. */
export type TranslateError = (error: ValidationMessage) => string;

/**
 * The text of a formik error: a string as given (the app formatted it), one of domain's
 * `{ key, values }` messages through translateError (English without it), anything else none.
 */
export function formErrorText(error: unknown, translateError: TranslateError | undefined): string | undefined {
  if (typeof error === 'string') return error === '' ? undefined : error;
  if (!isValidationMessage(error)) return undefined;
  return translateError === undefined ? formatValidationMessage(error) : translateError(error);
}
