import { type AnyObjectSchema, type InferType, ValidationError } from 'yup';
import { formatValidationMessage, isValidationMessage, type Translate, type ValidationMessage, validationMessage } from './messages.js';

/** The outcome of validating a form: the cast values, or the first message of every failing field by path. */
export type FormValidation<Schema extends AnyObjectSchema> =
  | { readonly valid: true; readonly value: InferType<Schema> }
  | { readonly valid: false; readonly errors: Readonly<Record<string, ValidationMessage>> };

/** Validates form values against one of our schemas synchronously, keeping the first message per field path (FORM_ERROR_PATH for the whole form); the server and the client read errors alike. */
export function validateForm<Schema extends AnyObjectSchema>(schema: Schema, values: unknown): FormValidation<Schema> {
  try {
    return { valid: true, value: schema.validateSync(values, { abortEarly: false }) as InferType<Schema> };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: Record<string, ValidationMessage> = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const path = inner.path ?? '';
      const [message] = inner.errors;
      // yup's own texts (a non-object form, say) are not ours to show: they become 'Fill in error'.
      if (!Object.hasOwn(errors, path)) {
        errors[path] = isValidationMessage(message) ? message : validationMessage('validation.fillInError');
      }
    }
    return { valid: false, errors };
  }
}

/** Turns the messages of validateForm into texts by path, what a form library such as Formik shows (translate: i18next's t). */
export function formatFormErrors(errors: Readonly<Record<string, ValidationMessage>>, translate?: Translate): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, formatValidationMessage(message, translate)]));
}
