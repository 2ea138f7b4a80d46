import { describe, expect, it } from 'vitest';
import { checkoutShippingSchema, checkoutShippingSchemaFor } from './checkout-shipping.js';
import { validateForm } from './validate-form.js';

const home = {
  recipient_name: 'Lin Mei',
  recipient_phone_code: '+886',
  recipient_mobile: '0912345678',
  recipient_email: 'mei@example.com',
  country_code: 'TW',
  city: '台北市',
  area: '信義區',
  address: '信義路五段7號',
  postal_code: '110',
  shipping_method: 'home_delivery',
  payment_method: 'credit_card',
};

const store = { cvs_brand: 'seven_eleven', store_id: '131386', store_name: '信義門市' };

const errorsOf = (values: object) => {
  const result = validateForm(checkoutShippingSchema, values);
  return result.valid ? {} : result.errors;
};

describe('checkoutShippingSchema', () => {
  it('takes complete home delivery in Taiwan, Chinese address and all', () => {
    expect(errorsOf(home)).toEqual({});
  });

  it('casts the values the order body wants: mobile digits only, country in upper case', () => {
    const result = validateForm(checkoutShippingSchema, { ...home, recipient_mobile: '0912-345 678', country_code: ' tw ' });
    expect(result).toMatchObject({ valid: true, value: { recipient_mobile: '0912345678', country_code: 'TW' } });
  });

  it('asks for every recipient field', () => {
    expect(
      errorsOf({
        ...home,
        recipient_name: '',
        recipient_phone_code: '',
        recipient_mobile: undefined,
        recipient_email: ' ',
        country_code: '',
      }),
    ).toEqual({
      recipient_name: { key: 'validation.required', values: { label: 'field.recipientName' } },
      recipient_phone_code: { key: 'validation.requiredFields' },
      recipient_mobile: { key: 'validation.fillInNumber' },
      recipient_email: { key: 'validation.required', values: { label: 'field.recipientEmail' } },
      country_code: { key: 'validation.requiredFields' },
    });
  });

  it('checks the phone code, the mobile number, the email and the country code', () => {
    expect(
      errorsOf({ ...home, recipient_phone_code: '886', recipient_mobile: '09-abc', recipient_email: 'mei@', country_code: 'TWN' }),
    ).toEqual({
      recipient_phone_code: { key: 'validation.fillInError' },
      recipient_mobile: { key: 'validation.fillInError' },
      recipient_email: { key: 'validation.invalidMail' },
      country_code: { key: 'validation.fillInError' },
    });
    expect(errorsOf({ ...home, recipient_mobile: '123' })).toEqual({ recipient_mobile: { key: 'validation.fillInError' } });
  });

  it('checks the mobile against its calling code’s pattern when given the rules (spec 5: empty, then not fitting)', () => {
    const schema = checkoutShippingSchemaFor([
      { phone_code: '+886', number_pattern: '^09[0-9]{8}$' },
      { phone_code: '+82', number_pattern: '^01[0-9]{8,9}$' },
    ]);
    const mobileError = (values: object) => {
      const result = validateForm(schema, { ...home, ...values });
      return result.valid ? undefined : result.errors['recipient_mobile'];
    };
    expect(mobileError({ recipient_mobile: ' ' })).toEqual({ key: 'validation.fillInNumber' });
    expect(mobileError({ recipient_mobile: '12345' })).toEqual({ key: 'validation.fillInError' });
    expect(mobileError({ recipient_phone_code: '+82', recipient_mobile: '1012345678' })).toEqual({ key: 'validation.fillInError' });
    expect(mobileError({ recipient_phone_code: '+82', recipient_mobile: '0912345678' })).toEqual({ key: 'validation.fillInError' });
    expect(mobileError({ recipient_phone_code: '+65', recipient_mobile: '81234567' })).toEqual({ key: 'validation.fillInError' });
    expect(mobileError({ recipient_mobile: '0912-345 678' })).toBeUndefined();
    expect(mobileError({ recipient_phone_code: ' +82 ', recipient_mobile: '010-1234-5678' })).toBeUndefined();
    // The other fields keep their rules.
    expect(validateForm(schema, { ...home, recipient_email: 'mei@' })).toEqual({
      valid: false,
      errors: { recipient_email: { key: 'validation.invalidMail' } },
    });
  });

  it('asks home delivery in Taiwan for county or city, area, address and postal code', () => {
    expect(errorsOf({ ...home, city: '', area: undefined, address: ' ', postal_code: '' })).toEqual({
      city: { key: 'validation.required', values: { label: 'field.city' } },
      area: { key: 'validation.required', values: { label: 'field.area' } },
      address: { key: 'validation.required', values: { label: 'field.address' } },
      postal_code: { key: 'validation.required', values: { label: 'field.postalCode' } },
    });
    expect(errorsOf({ ...home, postal_code: '1!0' })).toEqual({ postal_code: { key: 'validation.pattern' } });
  });

  it('needs no area outside TW and CN, and no postal code in HK and MO', () => {
    const hongKong = { ...home, country_code: 'HK', city: '香港島', area: '', address: '皇后大道中1號', postal_code: '' };
    expect(errorsOf(hongKong)).toEqual({});
    const us = { ...home, country_code: 'US', city: 'San Jose, CA', area: '', address: '1 Main St.', postal_code: '' };
    expect(errorsOf(us)).toEqual({ postal_code: { key: 'validation.required', values: { label: 'field.postalCode' } } });
  });

  it('asks convenience-store pickup for the store instead of the address, in Taiwan only', () => {
    const pickup = { ...home, shipping_method: 'cvs_pickup', city: '', area: '', address: '', postal_code: '' };
    expect(errorsOf(pickup)).toEqual({ pickup_store: { key: 'validation.requiredFields' } });
    expect(errorsOf({ ...pickup, pickup_store: { ...store, store_id: ' ' } })).toEqual({
      pickup_store: { key: 'validation.requiredFields' },
    });
    expect(errorsOf({ ...pickup, pickup_store: 'somewhere' })).toEqual({ pickup_store: { key: 'validation.requiredFields' } });
    expect(errorsOf({ ...pickup, pickup_store: store })).toEqual({});
    expect(errorsOf({ ...pickup, pickup_store: store, country_code: 'CN' })).toEqual({
      shipping_method: { key: 'validation.fillInError' },
    });
    expect(errorsOf({ ...home, pickup_store: null })).toEqual({});
  });

  it('wants the address in English overseas', () => {
    const overseas = { ...home, country_code: 'US', city: 'CA', area: 'San Jose', address: '1 Main St.', postal_code: '95113' };
    expect(errorsOf(overseas)).toEqual({});
    expect(errorsOf({ ...overseas, city: '加州', area: 'サンノゼ', address: '主街1號' })).toEqual({
      city: { key: 'validation.englishOnly' },
      area: { key: 'validation.englishOnly' },
      address: { key: 'validation.englishOnly' },
    });
  });

  it('requires a valid customs ID for the destinations that need one', () => {
    const korea = { ...home, country_code: 'KR', city: 'Seoul', area: 'Jung-gu', address: '1 Sejong-daero', postal_code: '04524' };
    expect(errorsOf(korea)).toEqual({ customs_id: { key: 'validation.required', values: { label: 'field.idNumber' } } });
    expect(errorsOf({ ...korea, customs_id: 'P12345678901' })).toEqual({ customs_id: { key: 'validation.customsId' } });
    expect(errorsOf({ ...korea, customs_id: 'P123456789012' })).toEqual({});
    const brazil = { ...korea, country_code: 'br' };
    expect(errorsOf({ ...brazil, customs_id: '529.982.247-24' })).toEqual({ customs_id: { key: 'validation.customsId' } });
    expect(errorsOf({ ...brazil, customs_id: '529.982.247-25' })).toEqual({});
    expect(errorsOf({ ...brazil, customs_id: '5'.repeat(33) })).toEqual({ customs_id: { key: 'validation.max', values: { max: 32 } } });
  });

  it("checks a Chinese resident ID when one is given, and takes other destinations' numbers as they are", () => {
    const china = { ...home, country_code: 'CN', city: '北京市', area: '朝阳区', address: '建国路1号', postal_code: '100020' };
    expect(errorsOf(china)).toEqual({});
    expect(errorsOf({ ...china, customs_id: '110105194912310021' })).toEqual({ customs_id: { key: 'validation.customsId' } });
    expect(errorsOf({ ...china, customs_id: '11010519491231002X' })).toEqual({});
    expect(errorsOf({ ...home, customs_id: 'A123456789' })).toEqual({});
  });

  it('wants a shipping method before the payment method', () => {
    expect(errorsOf({ ...home, shipping_method: '' })).toEqual({
      shipping_method: { key: 'validation.requiredFields' },
      payment_method: { key: 'validation.shippingBeforePayment' },
    });
    expect(errorsOf({ ...home, shipping_method: undefined, payment_method: undefined })).toMatchObject({
      payment_method: { key: 'validation.shippingBeforePayment' },
    });
  });

  it('wants a known shipping and payment method', () => {
    expect(errorsOf({ ...home, payment_method: '' })).toEqual({ payment_method: { key: 'validation.requiredFields' } });
    expect(errorsOf({ ...home, shipping_method: 'drone', payment_method: 'cash' })).toEqual({
      shipping_method: { key: 'validation.fillInError' },
      payment_method: { key: 'validation.fillInError' },
    });
    for (const payment_method of ['credit_card', 'wechat_pay', 'alipay', 'unionpay']) {
      expect(errorsOf({ ...home, payment_method })).toEqual({});
    }
  });

  it('limits the name, the address and the postal code, and checks a discount code', () => {
    expect(
      errorsOf({
        ...home,
        recipient_name: 'n'.repeat(51),
        address: 'a'.repeat(201),
        postal_code: '1'.repeat(13),
        discount_code: 'SAVE 10',
      }),
    ).toEqual({
      recipient_name: { key: 'validation.max', values: { max: 50 } },
      address: { key: 'validation.max', values: { max: 200 } },
      postal_code: { key: 'validation.max', values: { max: 12 } },
      discount_code: { key: 'validation.pattern' },
    });
    expect(errorsOf({ ...home, discount_code: ' SUMMER_2024 ' })).toEqual({});
  });
});
