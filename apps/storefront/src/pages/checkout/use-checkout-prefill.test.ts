import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@storefront/api-contract';
import type { CheckoutShippingValues } from '@storefront/domain';
import { methodPrefill, profilePrefill } from './use-checkout-prefill.js';

const blank: CheckoutShippingValues = {
  recipient_name: '',
  recipient_phone_code: '+886',
  recipient_mobile: '',
  recipient_email: '',
  country_code: 'TW',
  customs_id: '',
  city: '',
  area: '',
  address: '',
  postal_code: '',
  shipping_method: '',
  pickup_store: null,
  payment_method: '',
  discount_code: '',
};

const profile: UserInfo = {
  user_id: 'u-1',
  account_name: '林小華',
  avatar_picture: '',
  account_status: 'active',
  phone_number: '912345678',
  phone_code: '+886',
  gender: null,
  birthday_timestamp: null,
  email: 'hua@example.com',
};

describe('profilePrefill', () => {
  it('fills an empty form with the name, the mobile and its calling code, and the e-mail', () => {
    expect(profilePrefill(blank, profile)).toEqual({
      recipient_name: '林小華',
      recipient_phone_code: '+886',
      recipient_mobile: '912345678',
      recipient_email: 'hua@example.com',
    });
  });

  it('never overwrites what the shopper has typed', () => {
    const typed = {
      ...blank,
      recipient_name: 'Someone else',
      recipient_mobile: '0987654321',
      recipient_phone_code: '+852',
      recipient_email: 'x@y.z',
    };
    expect(profilePrefill(typed, profile)).toEqual({});
    expect(profilePrefill({ ...blank, recipient_name: 'Gift for Mum' }, profile)).not.toHaveProperty('recipient_name');
  });

  it('leaves a field empty when the profile has nothing for it', () => {
    expect(profilePrefill(blank, { ...profile, account_name: ' ', phone_number: '', email: undefined })).toEqual({});
  });
});

describe('methodPrefill', () => {
  it('chooses the last order’s method when none is chosen', () => {
    expect(methodPrefill(blank, 'cvs_pickup')).toEqual({ shipping_method: 'cvs_pickup' });
    expect(methodPrefill(blank, 'home_delivery')).toEqual({ shipping_method: 'home_delivery' });
  });

  it('keeps a method already chosen, offers nothing without an order, and no pickup outside Taiwan', () => {
    expect(methodPrefill({ ...blank, shipping_method: 'home_delivery' }, 'cvs_pickup')).toEqual({});
    expect(methodPrefill(blank, null)).toEqual({});
    expect(methodPrefill({ ...blank, country_code: 'KR' }, 'cvs_pickup')).toEqual({});
  });
});
