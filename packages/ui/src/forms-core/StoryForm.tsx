// Stories only: the Formik form that the formik-bound fields' stories render them in.
import { Form, Formik, type FormikErrors, type FormikTouched, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { Button } from '../button/Button.js';
import { Stack } from '../layout/Stack.js';

/** Props of {@link StoryForm}. */
export interface StoryFormProps<Values extends FormikValues> {
  readonly initialValues: Values;
  /** Errors by field, strings or domain's `{ key, values }` messages alike. */
  readonly validate?: ((values: Values) => Readonly<Record<string, unknown>>) | undefined;
  /** Errors shown from the start, with initialTouched, for stories of the error state. */
  readonly initialErrors?: Readonly<Record<string, unknown>> | undefined;
  readonly initialTouched?: FormikTouched<Values> | undefined;
  readonly onSubmit?: ((values: Values) => void) | undefined;
  readonly submitLabel: string;
  readonly children: ReactNode;
}

/** A Formik form with the fields given and a submit button, validating as the app's forms do. */
export function StoryForm<Values extends FormikValues>({
  initialValues,
  validate,
  initialErrors,
  initialTouched,
  onSubmit,
  submitLabel,
  children,
}: StoryFormProps<Values>) {
  return (
    <Formik<Values>
      initialValues={initialValues}
      // Formik types errors as strings; domain's schemas report message objects, which FormField reads.
      validate={validate as ((values: Values) => FormikErrors<Values>) | undefined}
      initialErrors={initialErrors as FormikErrors<Values> | undefined}
      initialTouched={initialTouched}
      onSubmit={(values) => onSubmit?.(values)}
    >
      <Form noValidate style={{ maxWidth: '32rem' }}>
        <Stack gap={5}>
          {children}
          <div>
            <Button type="submit">{submitLabel}</Button>
          </div>
        </Stack>
      </Form>
    </Formik>
  );
}
