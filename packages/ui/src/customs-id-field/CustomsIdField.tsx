import { useFormikContext } from 'formik';
import { CUSTOMS_ID_MAX_LENGTH, type CustomsCountry, isCustomsCountry, requiresCustomsId } from '@storefront/domain';
import type { TranslateError } from '../form-field/form-error-text.js';
import { FormField } from '../form-field/FormField.js';

/** Texts of the customs ID field; the app passes them translated. */
export interface CustomsIdFieldLabels {
  /** The identity each customs country asks for, e.g. KR 'Personal customs clearance code (P + 12 digits)'. */
  readonly idLabels: Readonly<Record<CustomsCountry, string>>;
  /** The label for any other destination. */
  readonly idNumber: string;
  /** Why the identity is asked. */
  readonly hint: string;
}

/** Props of {@link CustomsIdField}. */
export interface CustomsIdFieldProps {
  /** Whether the field is asked, and so shown; by default when the destination needs it (domain's requiresCustomsId). */
  readonly required?: boolean | undefined;
  readonly labels?: Partial<CustomsIdFieldLabels> | undefined;
  /** Turns domain's validation messages into text, e.g. `(error) => formatValidationMessage(error, t)`. */
  readonly translateError?: TranslateError | undefined;
  readonly className?: string | undefined;
}

const DEFAULT_LABELS: CustomsIdFieldLabels = {
  idLabels: {
    KR: 'Personal customs clearance code (P + 12 digits)',
    ID: 'Tax ID number (NPWP)',
    MX: 'Tax ID (RFC)',
    BR: 'Tax ID (CPF or CNPJ)',
    VN: 'ID number',
    TH: 'Tax ID',
    MY: 'ID number',
    CN: 'Resident ID number',
  },
  idNumber: 'ID number',
  hint: "Customs at this destination need the recipient's identity. It must match the recipient name.",
};

/**
 * The recipient's customs identity (field customs_id), labelled for the destination that the
 * surrounding Formik form holds in country_code; renders nothing when not required.
 */
export function CustomsIdField({ required, labels, translateError, className }: CustomsIdFieldProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const { values } = useFormikContext<{ readonly country_code?: unknown }>();
  const country = typeof values.country_code === 'string' ? values.country_code.trim().toUpperCase() : '';
  if (!(required ?? requiresCustomsId(country))) return null;
  return (
    <FormField
      name="customs_id"
      label={isCustomsCountry(country) ? text.idLabels[country] : text.idNumber}
      hint={text.hint}
      required
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={CUSTOMS_ID_MAX_LENGTH}
      translateError={translateError}
      className={className}
    />
  );
}
