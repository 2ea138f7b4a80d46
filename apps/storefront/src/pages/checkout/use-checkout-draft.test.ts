import { describe, expect, it } from 'vitest';
import type { CheckoutShippingValues } from '@storefront/domain';
import { draftOf } from './use-checkout-draft.js';

const values: CheckoutShippingValues = {
  recipient_name: 'Kim',
  recipient_phone_code: '+82',
  recipient_mobile: '1012345678',
  recipient_email: 'kim@example.com',
  country_code: 'KR',
  customs_id: 'P123456789012',
  city: 'Seoul',
  area: 'Jung-gu',
  address: '1 Sejong-daero',
  postal_code: '04524',
  shipping_method: 'home_delivery',
  pickup_store: null,
  payment_method: 'alipay',
  discount_code: 'FIRST50',
};

describe('draftOf', () => {
  it('keeps the recipient, the address and the method, and never the customs ID, the payment method or a discount', () => {
    const draft = draftOf(values);
    expect(draft).toEqual({
      recipient_name: 'Kim',
      recipient_phone_code: '+82',
      recipient_mobile: '1012345678',
      recipient_email: 'kim@example.com',
      country_code: 'KR',
      city: 'Seoul',
      area: 'Jung-gu',
      address: '1 Sejong-daero',
      postal_code: '04524',
      shipping_method: 'home_delivery',
      pickup_store: null,
    });
    expect(JSON.stringify(draft)).not.toMatch(/P123456789012|alipay|FIRST50/);
  });

  it('keeps a chosen store as the order sends it, and no method it does not know', () => {
    const store = { cvs_brand: 'hi_life', store_id: '4321', store_name: 'Store', address: 'x', city: 'y' };
    expect(draftOf({ ...values, shipping_method: 'cvs_pickup', pickup_store: store }).pickup_store).toEqual({
      cvs_brand: 'hi_life',
      store_id: '4321',
      store_name: 'Store',
    });
    expect(draftOf({ ...values, shipping_method: 'drone' }).shipping_method).toBe('');
  });
});
