/**
 * English text of every validation message key: section 5's wording verbatim where the spec quotes
 * one, the others as sentences (section 8's customs message among them); placeholders {label},
 * {min} and {max} in single braces.
 */
export const VALIDATION_MESSAGES_EN = {
  'validation.required': 'please enter {label}',
  'validation.min': 'at least {min} characters',
  'validation.max': 'at most {max} characters',
  'validation.pattern': 'input error, please check again',
  'validation.invalidMail': 'Invalid mail',
  'validation.requiredFields': 'Required fields',
  'validation.fillInNumber': 'Please fill in number',
  'validation.fillInError': 'Fill in error',
  'validation.englishOnly': 'Please enter in English only',
  'validation.selectAllItems': 'Please select all items',
  'validation.password': 'The password must be 6~20 characters mixed with English and numbers',
  'validation.passwordMismatch': 'The passwords do not match.',
  'validation.verificationCode': 'The verification code is 6 digits.',
  'validation.customsId': 'The customs information is incorrect.',
  'validation.atLeastOneField': 'Please fill in at least one field.',
  'validation.shippingBeforePayment': 'Please choose a shipping method before the payment method.',
} as const;

/** English label of every form field key, what {label} becomes in 'please enter {label}'. */
export const FIELD_LABELS_EN = {
  'field.account': 'email',
  'field.password': 'password',
  'field.oldPassword': 'old password',
  'field.confirmPassword': 'confirm password',
  'field.verificationCode': 'verification code',
  'field.accountName': 'name',
  'field.phoneCode': 'country code',
  'field.phoneNumber': 'phone number',
  'field.gender': 'gender',
  'field.birthday': 'birthday',
  'field.recipientName': 'recipient name',
  'field.recipientMobile': 'recipient mobile number',
  'field.recipientEmail': 'recipient email',
  'field.idNumber': 'ID number',
  'field.country': 'country',
  'field.city': 'county or city',
  'field.area': 'area',
  'field.address': 'detailed address',
  'field.postalCode': 'postal code',
  'field.pickupStore': 'pickup store',
  'field.shippingMethod': 'shipping method',
  'field.paymentMethod': 'payment method',
  'field.discountCode': 'discount code',
  'field.couponCode': 'coupon code',
  'field.keyword': 'keyword',
  'field.addressLabel': 'address name',
} as const;

/** The i18n key of a validation message. */
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES_EN;

/** The i18n key of a form field's label. */
export type FieldLabelKey = keyof typeof FIELD_LABELS_EN;

/** The placeholders of a message: label is itself an i18n key (translate it first), min and max are numbers. */
export type ValidationMessageValues = {
  readonly label?: FieldLabelKey;
  readonly min?: number;
  readonly max?: number;
};

/**
 * What every schema of this package reports instead of a text: the message key and its
 * placeholders. A type alias, not an interface, so yup accepts it as a message object.
 */
export type ValidationMessage = {
  readonly key: ValidationMessageKey;
  readonly values?: ValidationMessageValues;
};

/** Translates an i18n key with interpolation values, e.g. (key, values) => i18n.t(key, values). */
export type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

/** Builds a validation message, leaving out values it does not need. */
export function validationMessage(key: ValidationMessageKey, values?: ValidationMessageValues): ValidationMessage {
  return values === undefined ? { key } : { key, values };
}

/** True when a form error is one of our messages; form libraries type errors as strings, so check before formatting. */
export function isValidationMessage(value: unknown): value is ValidationMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { key?: unknown }).key === 'string' &&
    Object.hasOwn(VALIDATION_MESSAGES_EN, (value as { key: string }).key)
  );
}

const ENGLISH: Readonly<Record<string, string>> = { ...VALIDATION_MESSAGES_EN, ...FIELD_LABELS_EN };

/** Translates with the English tables and single-brace placeholders; the default of formatValidationMessage and the API's language of last resort. */
export function translateEnglish(key: string, values: Readonly<Record<string, string | number>> = {}): string {
  const text = ENGLISH[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}

/** Turns a validation message into text: the label key is translated first, then the message with label, min and max. */
export function formatValidationMessage(message: ValidationMessage, translate: Translate = translateEnglish): string {
  const { label, ...numbers } = message.values ?? {};
  return translate(message.key, label === undefined ? numbers : { ...numbers, label: translate(label) });
}
