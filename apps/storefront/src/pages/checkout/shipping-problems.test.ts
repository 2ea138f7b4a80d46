import { describe, expect, it } from 'vitest';
import { type CheckoutShippingValues, checkoutShippingSchema } from '@storefront/domain';
import { shippingProblems } from './shipping-problems.js';

const complete: CheckoutShippingValues = {
  recipient_name: 'Wang',
  recipient_phone_code: '+886',
  recipient_mobile: '0912345678',
  recipient_email: 'wang@example.com',
  country_code: 'TW',
  customs_id: '',
  city: '臺北市',
  area: '中正區',
  address: '忠孝東路一段 1 號',
  postal_code: '100',
  shipping_method: 'home_delivery',
  pickup_store: null,
  payment_method: '',
  discount_code: '',
};

describe('shippingProblems', () => {
  it('is empty once shipping is complete, whatever the payment method and discount code say', () => {
    expect(shippingProblems(checkoutShippingSchema, complete)).toEqual([]);
    expect(shippingProblems(checkoutShippingSchema, { ...complete, discount_code: 'not a code!' })).toEqual([]);
  });

  it('lists every missing or invalid shipping field in the page’s order, with the field’s own message', () => {
    const problems = shippingProblems(checkoutShippingSchema, {
      ...complete,
      recipient_name: '',
      recipient_email: 'nope',
      postal_code: '',
      shipping_method: '',
    });
    expect(problems).toEqual([
      { field: 'recipient_name', message: { key: 'validation.required', values: { label: 'field.recipientName' } } },
      { field: 'recipient_email', message: { key: 'validation.invalidMail' } },
      { field: 'postal_code', message: { key: 'validation.required', values: { label: 'field.postalCode' } } },
      { field: 'shipping_method', message: expect.objectContaining({ key: expect.any(String) }) },
    ]);
  });

  it('asks for the store of a pickup and the customs ID a destination needs', () => {
    expect(shippingProblems(checkoutShippingSchema, { ...complete, shipping_method: 'cvs_pickup' }).map(({ field }) => field)).toEqual([
      'pickup_store',
    ]);
    const korea = { ...complete, country_code: 'KR', city: 'Seoul', area: '', address: '1 Sejong-daero', postal_code: '04524' };
    expect(shippingProblems(checkoutShippingSchema, korea).map(({ field }) => field)).toEqual(['customs_id']);
  });
});
