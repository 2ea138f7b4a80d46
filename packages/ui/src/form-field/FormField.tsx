import { useField } from 'formik';
import type { ChangeEvent, ComponentType, FocusEvent } from 'react';
import { TextField, type TextFieldProps } from '../text-field/TextField.js';
import { formErrorText, type TranslateError } from './form-error-text.js';

/** The props FormField sets on its control from formik: the control must not get them elsewhere. */
type BoundProps = 'name' | 'value' | 'error';

/** What a control must accept to be bound: TextField, PasswordField, Select and RadioGroup do. */
export interface FormFieldControlProps {
  readonly name?: string | undefined;
  readonly value?: string | number | readonly string[] | undefined;
  readonly onChange?: ((event: ChangeEvent<never>) => void) | undefined;
  readonly onBlur?: ((event: FocusEvent<never>) => void) | undefined;
  readonly error?: string | undefined;
}

/** Props of {@link FormField}: the control's own props (TextField's unless `control` is given), minus what formik sets. */
export type FormFieldProps<P extends FormFieldControlProps = TextFieldProps> = NoInfer<Omit<P, BoundProps>> & {
  /** The formik field: its value, its change and blur handlers, and its error once touched. */
  readonly name: string;
  /** The control drawn, TextField unless given, e.g. PasswordField, Select or RadioGroup. */
  readonly control?: ComponentType<P> | undefined;
  /** Turns domain's `{ key, values }` messages into text, e.g. `(error) => formatValidationMessage(error, t)`; string errors show as given. */
  readonly translateError?: TranslateError | undefined;
};

/**
 * A control bound to the surrounding Formik form by name: value and handlers from formik's field,
 * and the field's error, once touched, under the control with aria-invalid and aria-describedby.
 * An onChange or onBlur given runs after formik's own.
 */
export function FormField<P extends FormFieldControlProps = TextFieldProps>({ name, control, translateError, ...rest }: FormFieldProps<P>) {
  const [field, meta] = useField<unknown>(name);
  const own = rest as FormFieldControlProps;
  const Control = (control ?? TextField) as ComponentType<FormFieldControlProps>;
  return (
    <Control
      {...own}
      name={field.name}
      // An absent value would make the control uncontrolled; formik's initial values should name every field.
      value={typeof field.value === 'string' || typeof field.value === 'number' ? field.value : ''}
      onChange={(event: ChangeEvent<never>) => {
        field.onChange(event);
        own.onChange?.(event);
      }}
      onBlur={(event: FocusEvent<never>) => {
        field.onBlur(event);
        own.onBlur?.(event);
      }}
      error={meta.touched ? formErrorText(meta.error, translateError) : undefined}
    />
  );
}
