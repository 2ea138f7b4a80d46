import { Form, Formik, type FormikErrors, type FormikHelpers, type FormikProps, type FormikValues, setIn } from 'formik';
import type { ReactNode } from 'react';
import { ErrorCode } from '@storefront/api-contract';
import { formatValidationMessage, validateForm } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import type { ShopApiError } from '@storefront/store';
import { FormField, type FormFieldControlProps, type FormFieldProps, type TextFieldProps } from '@storefront/ui';
import './SchemaForm.css';

/** One of domain's form schemas (yup), as validateForm takes it. */
type FormSchema = Parameters<typeof validateForm>[0];

/** Props of {@link SchemaForm}. */
export interface SchemaFormProps<Values extends FormikValues> {
  /** The domain schema that judges the values: its messages become the fields' errors. */
  readonly schema: FormSchema;
  readonly initialValues: Values;
  /** Runs with the schema's cast values (trimmed, say) once they are valid; a promise keeps the form submitting. */
  readonly onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void> | void;
  readonly children: ReactNode | ((form: FormikProps<Values>) => ReactNode);
  readonly className?: string | undefined;
  /** The form's id, for a submit button outside it (a dialog's actions, say). */
  readonly id?: string | undefined;
  readonly 'aria-labelledby'?: string | undefined;
}

/** The error a form shows under itself: the parameter error, which the client's policy returns without a toast (spec 8). */
export function formStatusOf(error: unknown): string | undefined {
  const failure = error as Partial<ShopApiError> | null;
  return failure?.code === ErrorCode.PARAMETER_ERROR ? failure.message : undefined;
}

/**
 * A Formik form judged by one of domain's yup schemas, so the browser shows the same rules and
 * messages as the server applies. Field errors appear once a field is touched; a message set with
 * `setStatus` (see formStatusOf) is announced under the fields.
 */
export function SchemaForm<Values extends FormikValues>({
  schema,
  initialValues,
  onSubmit,
  children,
  className,
  id,
  'aria-labelledby': labelledBy,
}: SchemaFormProps<Values>) {
  const validate = (values: Values): FormikErrors<Values> => {
    const result = validateForm(schema, values);
    if (result.valid) return {};
    // Formik keeps errors as nested objects; domain reports them by path. The messages stay objects, which ShopField reads.
    return Object.entries(result.errors).reduce<FormikErrors<Values>>((errors, [path, message]) => setIn(errors, path, message), {});
  };
  return (
    <Formik<Values>
      initialValues={initialValues}
      validate={validate}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        const result = validateForm(schema, values);
        if (result.valid) await onSubmit({ ...values, ...(result.value as Partial<Values>) }, helpers);
      }}
    >
      {(form) => (
        <Form noValidate id={id} className={className} aria-labelledby={labelledBy}>
          {typeof children === 'function' ? children(form) : children}
          <p className="sf-schema-form__status" role="alert">
            {typeof form.status === 'string' ? form.status : null}
          </p>
        </Form>
      )}
    </Formik>
  );
}

/** A FormField of the kit whose errors are domain's messages in the current language. */
export function ShopField<P extends FormFieldControlProps = TextFieldProps>(props: FormFieldProps<P>) {
  const { t } = useTranslation();
  return <FormField<P> {...props} translateError={(message) => formatValidationMessage(message, (key, values) => t(key, values))} />;
}
