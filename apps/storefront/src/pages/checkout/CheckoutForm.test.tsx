import type { ApiClient } from '@storefront/api-client';
import type { ExpressFee, ProductDetail } from '@storefront/api-contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route.js';

afterEach(cleanup);

const product: ProductDetail = {
  product_id: 'p-1',
  sku: 'SKU-1',
  category_id: 'snacks',
  display_name: 'Pineapple cake gift box',
  marked_price: 480,
  selling_price: 420,
  stock: 10,
  images: [],
  origin: 'TW',
  pre_order: false,
  pre_order_ship_at: null,
  co_branded: false,
  age_restricted: false,
  available: true,
  expired: false,
  overseas_tax: false,
  purchase_limit: null,
  sale_starts_at: null,
  sale_ends_at: null,
  description: '',
  sub_products: [],
};

const fees: ExpressFee[] = [{ origin: 'TW', country_code: 'TW', shipping_method: 'home_delivery', fee: 100, free_shipping_threshold: null }];

/** A visitor's buy-now checkout whose lists answer at once, but the shipping fees only when the test says. */
function openCheckout() {
  let answerFees: (list: ExpressFee[]) => void = () => {};
  const calls: Partial<ApiClient> = {
    getProduct: async () => product,
    getExpressFees: () => new Promise((resolve) => (answerFees = resolve)),
    getPromotions: async () => [],
    getCountryCities: async () => [
      { country_code: 'TW', display_name: 'Taiwan', cities: [] },
      { country_code: 'KR', display_name: 'South Korea', cities: [{ city_code: 'seoul', display_name: 'Seoul' }] },
    ],
    getPhoneCountries: async () => [{ country_code: 'TW', display_name: 'Taiwan', phone_code: '+886', number_pattern: '^09[0-9]{8}$' }],
    getCountryCityDistricts: async () => [],
  };
  renderRoute('/checkout?product_id=p-1&amount=1', calls);
  return { answerFees: (list: ExpressFee[]) => act(() => answerFees(list)) };
}

describe('CheckoutForm', () => {
  it('is drawn with its lists once all of them have answered, not with each one', async () => {
    const { answerFees } = openCheckout();
    const country = await screen.findByRole('combobox', { name: /^country(?! code)/i }, { timeout: 5000 });
    // Countries and phone codes are in, the fees are not: the form still waits for them.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(country).queryByRole('option', { name: 'South Korea' })).toBeNull();
    await answerFees(fees);
    await waitFor(() => expect(within(country).getByRole('option', { name: 'South Korea' })).toBeTruthy());
  });
});
