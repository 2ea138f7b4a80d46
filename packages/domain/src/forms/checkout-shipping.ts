import { boolean, type InferType, mixed, object, string, type TestContext } from 'yup';
import { isEnglishOnly, PAYMENT_METHODS, requiresEnglishAddress, SHIPPING_METHODS } from '../checkout.js';
import { isCustomsCountry, isValidCustomsId, requiresCustomsId } from '../customs-id.js';
import { isValidPhoneNumber, type PhoneNumberRule } from '../phone.js';
import { isBlank } from './blank.js';
import { choiceField, emailField, textField } from './fields.js';
import { type FieldLabelKey, validationMessage } from './messages.js';

/** Longest recipient name. */
export const RECIPIENT_NAME_MAX_LENGTH = 50;
/** Longest county or city, and area. */
export const CITY_MAX_LENGTH = 50;
/** Longest detailed address. */
export const ADDRESS_MAX_LENGTH = 200;
/** Longest postal code. */
export const POSTAL_CODE_MAX_LENGTH = 12;
/** Longest customs identity as typed, separators included. */
export const CUSTOMS_ID_MAX_LENGTH = 32;

/** Destinations whose home delivery needs an area (district) besides the county or city. */
const AREA_COUNTRIES: ReadonlySet<string> = new Set(['TW', 'CN']);
/** Destinations without postal codes. */
const NO_POSTAL_CODE_COUNTRIES: ReadonlySet<string> = new Set(['HK', 'MO']);

/** The Taiwan convenience store chosen for pickup, as system/tw-cvs lists it. */
export type PickupStoreValue = {
  readonly cvs_brand: string;
  readonly store_id: string;
  readonly store_name: string;
};

/** The form values the conditional rules read. */
interface ShippingParent {
  readonly recipient_phone_code?: string;
  readonly country_code?: string;
  readonly shipping_method?: string;
}

/** The destination in upper case, '' when not chosen. */
function countryOf(context: TestContext): string {
  return ((context.parent as ShippingParent).country_code ?? '').trim().toUpperCase();
}

/** True when the goods go to an address: anything but convenience-store pickup. */
function isHomeDelivery(context: TestContext): boolean {
  return (context.parent as ShippingParent).shipping_method !== 'cvs_pickup';
}

/** An address part: required for home delivery when `needed` says so for the destination, English only overseas. */
function addressField(label: FieldLabelKey, max: number, needed: (country: string) => boolean = () => true) {
  return textField(label, { max })
    .test('required', validationMessage('validation.required', { label }), (value, context: TestContext) => {
      return !isHomeDelivery(context) || !needed(countryOf(context)) || !isBlank(value);
    })
    .test('english', validationMessage('validation.englishOnly'), (value, context: TestContext) => {
      return isBlank(value) || !requiresEnglishAddress(countryOf(context)) || isEnglishOnly(value ?? '');
    });
}

/**
 * The recipient's mobile, digits only once cast: 'Please fill in number' when empty, 'Fill in error'
 * when it does not fit the chosen calling code's pattern in `phoneRules`, or without them when it
 * is not 4 to 15 digits.
 */
function recipientMobileField(phoneRules?: readonly PhoneNumberRule[]) {
  return string()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value))
    .test('required', validationMessage('validation.fillInNumber'), (value) => !isBlank(value))
    .test('number', validationMessage('validation.fillInError'), (value, context: TestContext) => {
      if (isBlank(value)) return true;
      if (phoneRules === undefined) return /^\d{4,15}$/.test(value ?? '');
      return isValidPhoneNumber(phoneRules, ((context.parent as ShippingParent).recipient_phone_code ?? '').trim(), value ?? '');
    });
}

/** True when the value is a chosen store: an object with a store id and name. */
function isPickupStore(value: unknown): value is PickupStoreValue {
  if (typeof value !== 'object' || value === null) return false;
  const store = value as Partial<Record<keyof PickupStoreValue, unknown>>;
  return [store.cvs_brand, store.store_id, store.store_name].every((part) => typeof part === 'string' && part.trim() !== '');
}

/**
 * Checkout shipping, field names as in the order body: recipient name, phone code and mobile
 * (any 4 to 15 digits here; checkoutShippingSchemaFor checks the code's own pattern), email;
 * destination country; the customs ID it needs (required for KR, ID, MX, BR, VN, TH, MY,
 * checked by country whenever given, CN included); county or city, area (TW, CN), address and
 * postal code (not HK, MO) for home delivery, in English overseas; the store for cvs_pickup
 * (Taiwan only); then the shipping method, and the payment method only once that is chosen.
 */
export const checkoutShippingSchema = object({
  recipient_name: textField('field.recipientName', { required: true, max: RECIPIENT_NAME_MAX_LENGTH }),
  recipient_phone_code: string()
    .trim()
    .test('required', validationMessage('validation.requiredFields'), (value) => !isBlank(value))
    .test('code', validationMessage('validation.fillInError'), (value) => isBlank(value) || /^\+\d{1,4}$/.test(value ?? '')),
  recipient_mobile: recipientMobileField(),
  recipient_email: emailField('field.recipientEmail'),
  country_code: string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
    .test('required', validationMessage('validation.requiredFields'), (value) => !isBlank(value))
    .test('country', validationMessage('validation.fillInError'), (value) => isBlank(value) || /^[A-Z]{2}$/.test(value ?? '')),
  customs_id: textField('field.idNumber', { max: CUSTOMS_ID_MAX_LENGTH })
    .test('required', validationMessage('validation.required', { label: 'field.idNumber' }), (value, context: TestContext) => {
      return !requiresCustomsId(countryOf(context)) || !isBlank(value);
    })
    .test('customs', validationMessage('validation.customsId'), (value, context: TestContext) => {
      const country = countryOf(context);
      return isBlank(value) || !isCustomsCountry(country) || isValidCustomsId(country, value ?? '');
    }),
  city: addressField('field.city', CITY_MAX_LENGTH),
  area: addressField('field.area', CITY_MAX_LENGTH, (country) => AREA_COUNTRIES.has(country)),
  address: addressField('field.address', ADDRESS_MAX_LENGTH),
  postal_code: addressField('field.postalCode', POSTAL_CODE_MAX_LENGTH, (country) => !NO_POSTAL_CODE_COUNTRIES.has(country)).test(
    'postal',
    validationMessage('validation.pattern'),
    (value) => isBlank(value) || /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(value ?? ''),
  ),
  shipping_method: choiceField(SHIPPING_METHODS).test(
    'cvs-in-taiwan',
    validationMessage('validation.fillInError'),
    (value, context: TestContext) => value !== 'cvs_pickup' || countryOf(context) === 'TW',
  ),
  pickup_store: mixed<PickupStoreValue>()
    .nullable()
    .test('required', validationMessage('validation.requiredFields'), (value, context: TestContext) => {
      return isHomeDelivery(context) || isPickupStore(value);
    }),
  payment_method: string()
    .test(
      'shipping-first',
      validationMessage('validation.shippingBeforePayment'),
      (_value, context: TestContext) => !isBlank((context.parent as ShippingParent).shipping_method),
    )
    .concat(choiceField(PAYMENT_METHODS)),
  discount_code: string()
    .trim()
    .test('code', validationMessage('validation.pattern'), (value) => isBlank(value) || /^[A-Za-z0-9_-]{1,32}$/.test(value ?? '')),
});

/**
 * The checkout shipping schema whose recipient mobile must fit the pattern of its calling code
 * (system/valid-phone-number's `phoneRules`), the rule the server applies with its own table.
 */
export function checkoutShippingSchemaFor(phoneRules: readonly PhoneNumberRule[]): typeof checkoutShippingSchema {
  return checkoutShippingSchema.shape({ recipient_mobile: recipientMobileField(phoneRules) });
}

/** Values of the checkout shipping form. */
export type CheckoutShippingValues = InferType<typeof checkoutShippingSchema>;

/** The most entries a member's address book holds; the API refuses one more. */
export const ADDRESS_BOOK_MAX_ENTRIES = 10;
/** Longest name a member gives an address book entry ("Home", "Office"). */
export const ADDRESS_LABEL_MAX_LENGTH = 30;

/**
 * An entry of a member's address book, by the checkout's rules and messages: recipient name and
 * mobile; a Taiwan home address (county or city, area, detailed address, postal code), a Taiwan
 * convenience store (cvs_pickup with its pickup_store) or an overseas address in English with the
 * customs ID its country asks for; plus an optional label and whether it is the member's default.
 */
export const addressBookEntrySchema = checkoutShippingSchema.omit(['recipient_email', 'payment_method', 'discount_code']).shape({
  label: textField('field.addressLabel', { max: ADDRESS_LABEL_MAX_LENGTH }),
  is_default: boolean().default(false),
});

/** addressBookEntrySchema with the mobile judged by its calling code's pattern, as checkoutShippingSchemaFor judges it. */
export function addressBookEntrySchemaFor(phoneRules: readonly PhoneNumberRule[]): typeof addressBookEntrySchema {
  return addressBookEntrySchema.shape({ recipient_mobile: recipientMobileField(phoneRules) });
}

/** Values of an address book entry's form, and the body the API validates. */
export type AddressBookEntryValues = InferType<typeof addressBookEntrySchema>;
