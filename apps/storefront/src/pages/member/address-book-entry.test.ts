import { describe, expect, it } from 'vitest';
import type { AddressBookEntry } from '@storefront/api-contract';
import {
  checkoutFieldsOf,
  entryBody,
  entryFromCheckout,
  entryValues,
  isBlankShipping,
  matchingEntry,
  NEW_ENTRY,
} from './address-book-entry.js';

const store = { cvs_brand: 'family_mart', store_id: '012345', store_name: '信義店' } as const;
const entry: AddressBookEntry = {
  address_id: 'a1',
  label: 'Home',
  recipient_name: 'Lin Mei',
  recipient_phone_code: '+886',
  recipient_mobile: '912345678',
  country_code: 'TW',
  shipping_method: 'cvs_pickup',
  customs_id: '',
  city: '臺北市',
  area: '信義區',
  address: '松高路19號',
  postal_code: '',
  pickup_store: store,
  is_default: true,
  updated_at: 1,
};

describe('address book entries', () => {
  it('edits an entry with its own values, without its id and time', () => {
    expect(entryValues(entry)).toEqual({ ...NEW_ENTRY, ...entry, address_id: undefined, updated_at: undefined });
    expect(entryValues(entry)).not.toHaveProperty('address_id');
  });

  it('sends no store for a home address', () => {
    expect(entryBody({ ...entryValues(entry), shipping_method: 'home_delivery' }).pickup_store).toBeNull();
    expect(entryBody(entryValues(entry)).pickup_store).toEqual(store);
  });

  it('fills the checkout with the recipient, destination, method and store', () => {
    expect(checkoutFieldsOf(entry)).toEqual({
      recipient_name: 'Lin Mei',
      recipient_phone_code: '+886',
      recipient_mobile: '912345678',
      country_code: 'TW',
      customs_id: '',
      city: '臺北市',
      area: '信義區',
      address: '松高路19號',
      postal_code: '',
      shipping_method: 'cvs_pickup',
      pickup_store: store,
    });
  });

  it("makes an entry of the checkout's address, leaving the e-mail and payment out", () => {
    const body = entryFromCheckout({
      ...checkoutFieldsOf(entry),
      shipping_method: 'home_delivery',
      recipient_email: 'x@y.z',
      payment_method: 'alipay',
    } as never);
    expect(body).toEqual({ ...checkoutFieldsOf(entry), shipping_method: 'home_delivery', pickup_store: null });
  });

  it('lets an entry fill the checkout only while its address is empty, whoever the recipient', () => {
    const empty = { city: '', area: '', address: '', postal_code: '', pickup_store: null };
    expect(isBlankShipping(empty)).toBe(true);
    expect(isBlankShipping({ ...empty, recipient_name: 'Lin' } as typeof empty)).toBe(true);
    expect(isBlankShipping({ ...empty, address: ' 1 Main St' })).toBe(false);
    expect(isBlankShipping({ ...empty, pickup_store: store })).toBe(false);
  });

  it('tells which entry the checkout holds, and none once a field is changed', () => {
    const other = { ...entry, address_id: 'a2', shipping_method: 'home_delivery' as const, pickup_store: null, address: '1 Main St' };
    const values = { ...checkoutFieldsOf(other), recipient_email: 'mei@example.com', payment_method: '' };
    expect(matchingEntry(values, [entry, other])?.address_id).toBe('a2');
    expect(matchingEntry(checkoutFieldsOf(entry), [entry, other])?.address_id).toBe('a1');
    expect(matchingEntry({ ...values, address: '2 Main St' }, [entry, other])).toBeUndefined();
  });
});
