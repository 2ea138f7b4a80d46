import { describe, expect, it } from 'vitest';
import { addressBookEntrySchema, addressBookEntrySchemaFor } from './checkout-shipping.js';
import { validateForm } from './validate-form.js';

const taiwanHome = {
  label: 'Home',
  recipient_name: 'Lin Mei',
  recipient_phone_code: '+886',
  recipient_mobile: '0912345678',
  country_code: 'TW',
  shipping_method: 'home_delivery',
  city: '台北市',
  area: '信義區',
  address: '信義路五段7號',
  postal_code: '110',
  pickup_store: null,
  customs_id: '',
  is_default: true,
};

const store = { cvs_brand: 'seven_eleven', store_id: '131386', store_name: '信義門市' };

const errorsOf = (values: object) => {
  const result = validateForm(addressBookEntrySchema, values);
  return result.valid ? {} : result.errors;
};

describe('addressBookEntrySchema', () => {
  it('takes a Taiwan home address, a convenience store and an overseas address with its customs ID', () => {
    expect(errorsOf(taiwanHome)).toEqual({});
    expect(
      errorsOf({ ...taiwanHome, shipping_method: 'cvs_pickup', city: '', area: '', address: '', postal_code: '', pickup_store: store }),
    ).toEqual({});
    expect(
      errorsOf({
        ...taiwanHome,
        recipient_phone_code: '+82',
        recipient_mobile: '1012345678',
        country_code: 'KR',
        city: 'Seoul',
        area: '',
        address: '123 Teheran-ro, Gangnam-gu',
        postal_code: '06236',
        customs_id: 'P123456789012',
      }),
    ).toEqual({});
  });

  it('asks for the parts of a Taiwan home address, by the checkout messages', () => {
    expect(errorsOf({ ...taiwanHome, city: '', area: ' ', address: '', postal_code: '' })).toEqual({
      city: { key: 'validation.required', values: { label: 'field.city' } },
      area: { key: 'validation.required', values: { label: 'field.area' } },
      address: { key: 'validation.required', values: { label: 'field.address' } },
      postal_code: { key: 'validation.required', values: { label: 'field.postalCode' } },
    });
  });

  it('asks for the store of a pickup entry, and allows pickup in Taiwan only', () => {
    expect(errorsOf({ ...taiwanHome, shipping_method: 'cvs_pickup', pickup_store: null })).toEqual({
      pickup_store: { key: 'validation.requiredFields' },
    });
    expect(errorsOf({ ...taiwanHome, shipping_method: 'cvs_pickup', pickup_store: store, country_code: 'JP' })).toMatchObject({
      shipping_method: { key: 'validation.fillInError' },
    });
  });

  it('wants overseas addresses in English and the customs ID the destination asks for', () => {
    expect(errorsOf({ ...taiwanHome, country_code: 'KR', recipient_phone_code: '+82', customs_id: '' })).toEqual({
      customs_id: { key: 'validation.required', values: { label: 'field.idNumber' } },
      city: { key: 'validation.englishOnly' },
      area: { key: 'validation.englishOnly' },
      address: { key: 'validation.englishOnly' },
    });
    expect(
      errorsOf({
        ...taiwanHome,
        country_code: 'KR',
        city: 'Seoul',
        area: '',
        address: '1 Main St',
        postal_code: '06236',
        customs_id: 'X1',
      }),
    ).toEqual({ customs_id: { key: 'validation.customsId' } });
  });

  it('asks for the recipient, and bounds the label', () => {
    expect(errorsOf({ ...taiwanHome, recipient_name: '', recipient_mobile: '', label: 'x'.repeat(31) })).toEqual({
      recipient_name: { key: 'validation.required', values: { label: 'field.recipientName' } },
      recipient_mobile: { key: 'validation.fillInNumber' },
      label: { key: 'validation.max', values: { max: 30 } },
    });
  });

  it('ignores what is not an address: e-mail, payment method', () => {
    const result = validateForm(addressBookEntrySchema, { ...taiwanHome, recipient_email: '', payment_method: '' });
    expect(result.valid).toBe(true);
  });

  it("judges the mobile by its calling code's pattern when given the rules, as checkout does", () => {
    const schema = addressBookEntrySchemaFor([
      { phone_code: '+886', number_pattern: '^09[0-9]{8}$' },
      { phone_code: '+82', number_pattern: '^01[0-9]{8,9}$' },
    ]);
    const mobileError = (values: object) => {
      const result = validateForm(schema, { ...taiwanHome, ...values });
      return result.valid ? undefined : result.errors['recipient_mobile'];
    };
    expect(mobileError({})).toBeUndefined();
    expect(mobileError({ recipient_mobile: '912345678' })).toEqual({ key: 'validation.fillInError' });
    expect(mobileError({ recipient_phone_code: '+82', recipient_mobile: '1012345678' })).toEqual({ key: 'validation.fillInError' });
    expect(errorsOf({ ...taiwanHome, recipient_mobile: '912345678' })).toEqual({});
    expect(validateForm(schema, { ...taiwanHome, label: 'x'.repeat(31) }).valid).toBe(false);
  });
});
