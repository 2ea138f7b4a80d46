import { describe, expect, it } from 'vitest';
import type { AddressBookEntry } from '@storefront/api-contract';
import { checkoutFieldsOf, entryBody, entryFromCheckout, entryValues, isBlankShipping, NEW_ENTRY } from './address-book-entry.js';

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

  it('lets an entry fill the checkout only while its recipient and address are empty', () => {
    const empty = { recipient_name: '', recipient_mobile: '', city: '', area: '', address: '', postal_code: '' };
    expect(isBlankShipping(empty)).toBe(true);
    expect(isBlankShipping({ ...empty, recipient_name: 'Lin' })).toBe(false);
    expect(isBlankShipping({ ...empty, address: ' 1 Main St' })).toBe(false);
  });
});
