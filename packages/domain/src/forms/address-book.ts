import { boolean, type InferType } from 'yup';
import { checkoutShippingSchema } from './checkout-shipping.js';
import { textField } from './fields.js';

/** The most entries a member's address book holds; the API refuses one more. */
export const ADDRESS_BOOK_MAX_ENTRIES = 10;
/** Longest name a member gives an entry ("Home", "Office"). */
export const ADDRESS_LABEL_MAX_LENGTH = 30;

/** The fields of an entry the checkout's shipping form has too, validated by the checkout's own rules. */
export const ADDRESS_BOOK_SHIPPING_FIELDS = [
  'recipient_name',
  'recipient_phone_code',
  'recipient_mobile',
  'country_code',
  'shipping_method',
  'customs_id',
  'city',
  'area',
  'address',
  'postal_code',
  'pickup_store',
] as const;

/**
 * An entry of a member's address book, with the checkout's rules and messages for its shipping
 * fields: recipient name and mobile; a Taiwan home address (county or city, area, detailed address,
 * postal code), a Taiwan convenience store (shipping_method cvs_pickup with its pickup_store) or an
 * overseas address in English with the customs ID its country asks for. Besides: an optional label
 * and whether it is the member's default.
 */
export const addressBookEntrySchema = checkoutShippingSchema.pick(ADDRESS_BOOK_SHIPPING_FIELDS).shape({
  label: textField('field.addressLabel', { max: ADDRESS_LABEL_MAX_LENGTH }),
  is_default: boolean().default(false),
});

/** Values of an address book entry's form, and the body the API validates. */
export type AddressBookEntryValues = InferType<typeof addressBookEntrySchema>;
