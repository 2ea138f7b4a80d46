import { Type, type Static } from 'typebox';
import { CountryCode, Id, Nullable, PhoneCode, Timestamp } from './common.js';
import { MAX_ADDRESS_BOOK_ENTRIES } from './constants.js';
import { Envelope } from './envelope.js';
import { PickupStore } from './order.js';
import { ShippingMethod } from './system.js';

/** The shipping fields an address book entry shares with POST /order's body, as the checkout fills them. */
const EntryFields = {
  /** The member's name for the entry ("Home", "Office"); empty when not given. */
  label: Type.String({ maxLength: 30 }),
  recipient_name: Type.String({ maxLength: 50 }),
  recipient_phone_code: Type.String({ maxLength: 5 }),
  /** Local number without the dialling code. */
  recipient_mobile: Type.String({ maxLength: 20 }),
  country_code: Type.String({ maxLength: 2 }),
  /** home_delivery: the address below; cvs_pickup: pickup_store (Taiwan only). */
  shipping_method: Type.String({ maxLength: 20 }),
  /** The destination's customs identity; empty when it asks for none. */
  customs_id: Type.String({ maxLength: 32 }),
  /** County or city. */
  city: Type.String({ maxLength: 50 }),
  area: Type.String({ maxLength: 50 }),
  address: Type.String({ maxLength: 200 }),
  postal_code: Type.String({ maxLength: 12 }),
  pickup_store: Nullable(PickupStore),
};

/**
 * POST /personal/address and POST /personal/address/:address_id body: a whole entry. The schema
 * bounds types and lengths only (40004 otherwise); the API then applies the domain's
 * addressBookEntrySchema, the checkout's own rules, and answers ADDRESS_INVALID (40013) with the
 * failing fields. is_default true makes it the member's one default.
 */
export const AddressBookEntryBody = Type.Object(
  {
    ...EntryFields,
    label: Type.Optional(EntryFields.label),
    customs_id: Type.Optional(EntryFields.customs_id),
    area: Type.Optional(EntryFields.area),
    city: Type.Optional(EntryFields.city),
    address: Type.Optional(EntryFields.address),
    postal_code: Type.Optional(EntryFields.postal_code),
    pickup_store: Type.Optional(EntryFields.pickup_store),
    is_default: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AddressBookEntryBody = Static<typeof AddressBookEntryBody>;

/** An entry of the member's address book, as stored: validated, mobile digits only, country in upper case. */
export const AddressBookEntry = Type.Object({
  address_id: Id,
  ...EntryFields,
  recipient_phone_code: PhoneCode,
  country_code: CountryCode,
  shipping_method: ShippingMethod,
  is_default: Type.Boolean(),
  updated_at: Timestamp,
});
export type AddressBookEntry = Static<typeof AddressBookEntry>;

/** The path of one entry's calls. */
export const AddressParams = Type.Object({ address_id: Id });
export type AddressParams = Static<typeof AddressParams>;

/** GET /personal/address response body: the member's entries, the default first, then oldest first. */
export const AddressBookResponse = Envelope(Type.Array(AddressBookEntry, { maxItems: MAX_ADDRESS_BOOK_ENTRIES }));
export type AddressBookResponse = Static<typeof AddressBookResponse>;

/** Response body of adding, changing or choosing an entry as the default: the entry as stored. */
export const AddressBookEntryResponse = Envelope(AddressBookEntry);
export type AddressBookEntryResponse = Static<typeof AddressBookEntryResponse>;
