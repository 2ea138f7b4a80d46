import type { AddressBookEntry, AddressBookEntryBody, PickupStore } from '@storefront/api-contract';
import type { PickupStoreValue, ShippingMethod } from '@storefront/domain';

/** The address book form's values: every field a string, the store an object once chosen. */
export interface AddressEntryValues {
  readonly label: string;
  readonly recipient_name: string;
  readonly recipient_phone_code: string;
  readonly recipient_mobile: string;
  readonly country_code: string;
  readonly shipping_method: ShippingMethod;
  readonly customs_id: string;
  readonly city: string;
  readonly area: string;
  readonly address: string;
  readonly postal_code: string;
  readonly pickup_store: PickupStore | null;
  readonly is_default: boolean;
}

/** A new entry: a Taiwan home address, as a checkout starts. */
export const NEW_ENTRY: AddressEntryValues = {
  label: '',
  recipient_name: '',
  recipient_phone_code: '+886',
  recipient_mobile: '',
  country_code: 'TW',
  shipping_method: 'home_delivery',
  customs_id: '',
  city: '',
  area: '',
  address: '',
  postal_code: '',
  pickup_store: null,
  is_default: false,
};

/** The form's values of a stored entry, to edit it. */
export function entryValues(entry: AddressBookEntry): AddressEntryValues {
  return { ...checkoutFieldsOf(entry), label: entry.label, is_default: entry.is_default };
}

/** The body the API takes for the form's values: a home address keeps no store. */
export function entryBody(values: AddressEntryValues): AddressBookEntryBody {
  return { ...values, pickup_store: values.shipping_method === 'cvs_pickup' ? values.pickup_store : null };
}

/** The checkout's shipping fields an entry fills in: the recipient, the destination, the method and its store or address. */
export function checkoutFieldsOf(entry: AddressBookEntry) {
  return {
    recipient_name: entry.recipient_name,
    recipient_phone_code: entry.recipient_phone_code,
    recipient_mobile: entry.recipient_mobile,
    country_code: entry.country_code,
    customs_id: entry.customs_id,
    city: entry.city,
    area: entry.area,
    address: entry.address,
    postal_code: entry.postal_code,
    shipping_method: entry.shipping_method,
    pickup_store: entry.pickup_store,
  };
}

/** The checkout's values an address book entry is made of, when the shopper saves a new address there. */
export function entryFromCheckout(values: {
  readonly recipient_name?: string | undefined;
  readonly recipient_phone_code?: string | undefined;
  readonly recipient_mobile?: string | undefined;
  readonly country_code?: string | undefined;
  readonly shipping_method?: string | undefined;
  readonly customs_id?: string | undefined;
  readonly city?: string | undefined;
  readonly area?: string | undefined;
  readonly address?: string | undefined;
  readonly postal_code?: string | undefined;
  readonly pickup_store?: PickupStoreValue | null | undefined;
}): AddressBookEntryBody {
  const pickup = values.shipping_method === 'cvs_pickup';
  return {
    recipient_name: values.recipient_name ?? '',
    recipient_phone_code: values.recipient_phone_code ?? '',
    recipient_mobile: values.recipient_mobile ?? '',
    country_code: values.country_code ?? '',
    shipping_method: pickup ? 'cvs_pickup' : 'home_delivery',
    customs_id: values.customs_id ?? '',
    city: values.city ?? '',
    area: values.area ?? '',
    address: values.address ?? '',
    postal_code: values.postal_code ?? '',
    // The checkout's store comes from system/tw-cvs, so its chain is one of the contract's; the API checks it all the same.
    pickup_store: pickup ? ((values.pickup_store ?? null) as PickupStore | null) : null,
  };
}

/** True when the checkout's address is still untouched (no part typed, no store chosen), so an entry may fill it. */
export function isBlankShipping(values: {
  readonly city?: string | undefined;
  readonly area?: string | undefined;
  readonly address?: string | undefined;
  readonly postal_code?: string | undefined;
  readonly pickup_store?: PickupStoreValue | null | undefined;
}): boolean {
  const parts = [values.city, values.area, values.address, values.postal_code];
  return parts.every((value) => (value ?? '').trim() === '') && (values.pickup_store ?? null) === null;
}

/** The entry the checkout's fields hold as they are (the one picked, until the member changes a field), if any. */
export function matchingEntry(
  values: Readonly<Record<string, unknown>>,
  entries: readonly AddressBookEntry[],
): AddressBookEntry | undefined {
  return entries.find((entry) =>
    Object.entries(checkoutFieldsOf(entry)).every(([name, value]) => {
      const current = values[name];
      if (name === 'pickup_store') {
        return (value as PickupStore | null)?.store_id === (current as PickupStoreValue | null | undefined)?.store_id;
      }
      return String(current ?? '').trim() === value;
    }),
  );
}
