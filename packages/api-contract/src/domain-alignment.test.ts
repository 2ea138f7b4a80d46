import { describe, expect, expectTypeOf, it } from 'vitest';
import * as domain from '@storefront/domain';
import type { CartLine } from './cart.js';
import { GENDERS, MAX_ADDRESS_BOOK_ENTRIES, ORDER_STATUSES, PAYMENT_METHODS, SHIP_ORIGINS, SHIPPING_METHODS } from './constants.js';
import type { Coupon } from './coupon.js';
import type { CheckoutTotals } from './order.js';
import type { CurrencyRate, ExpressFee } from './system.js';

// The wire and the rules must agree: what the API answers feeds the domain functions as it is.
describe('alignment with @storefront/domain', () => {
  it('uses the same enumerations', () => {
    expect(SHIP_ORIGINS).toEqual(domain.ORIGINS);
    expect(SHIPPING_METHODS).toEqual(domain.SHIPPING_METHODS);
    expect(PAYMENT_METHODS).toEqual(domain.PAYMENT_METHODS);
    expect(ORDER_STATUSES).toEqual(domain.ORDER_STATUSES);
    expect(GENDERS).toEqual(domain.GENDERS);
  });

  it("caps the address book where the domain's rule does", () => {
    expect(MAX_ADDRESS_BOOK_ENTRIES).toBe(domain.ADDRESS_BOOK_MAX_ENTRIES);
  });

  it('answers shapes the domain functions take as they are', () => {
    expectTypeOf<CartLine>().toExtend<domain.CartLine>();
    expectTypeOf<Coupon>().toExtend<domain.Coupon>();
    expectTypeOf<ExpressFee>().toExtend<domain.ExpressFeeRow>();
    expectTypeOf<CurrencyRate>().toExtend<domain.ExchangeRate>();
    expectTypeOf<CheckoutTotals>().toEqualTypeOf<{ -readonly [Key in keyof domain.CheckoutTotals]: domain.CheckoutTotals[Key] }>();
  });
});
