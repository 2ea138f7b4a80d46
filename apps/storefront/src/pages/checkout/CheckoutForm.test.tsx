import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '@storefront/api-client';
import type { ExpressFee } from '@storefront/api-contract';
import { product } from '../../test/fixtures.js';
import { renderRoute } from '../../test/render-route.js';

afterEach(cleanup);

const fees: ExpressFee[] = [
  { origin: 'TW', country_code: 'TW', shipping_method: 'home_delivery', fee: 100, free_shipping_threshold: null },
];

type Lists = Pick<ApiClient, 'getExpressFees' | 'getPromotions' | 'getCountryCities' | 'getPhoneCountries' | 'getCountryCityDistricts'>;

/** A visitor's buy-now checkout whose form's lists answer when the test says. */
function openCheckout() {
  const answers: { [Name in keyof Lists]?: () => void } = {};
  /** A call that answers `data` once the test calls answer(name). */
  const later =
    <Name extends keyof Lists>(name: Name, data: Awaited<ReturnType<Lists[Name]>>) =>
    () =>
      new Promise<typeof data>((resolve) => (answers[name] = () => resolve(data)));
  const calls: Partial<ApiClient> = {
    getProduct: async () => product,
    getExpressFees: later('getExpressFees', fees),
    getPromotions: later('getPromotions', []),
    getCountryCities: later('getCountryCities', [
      { country_code: 'TW', display_name: 'Taiwan', cities: [] },
      { country_code: 'KR', display_name: 'South Korea', cities: [{ city_code: 'seoul', display_name: 'Seoul' }] },
    ]),
    getPhoneCountries: later('getPhoneCountries', [
      { country_code: 'TW', display_name: 'Taiwan', phone_code: '+886', number_pattern: '^09[0-9]{8}$' },
    ]),
    getCountryCityDistricts: later('getCountryCityDistricts', []),
  };
  renderRoute('/checkout?product_id=p-1&amount=1', calls);
  return {
    answer: async (...names: (keyof Lists)[]) => {
      await waitFor(() => expect(names.every((name) => answers[name])).toBe(true));
      await act(async () => names.forEach((name) => answers[name]!()));
    },
  };
}

describe('CheckoutForm', () => {
  it('draws each list as it answers, without waiting for the others', async () => {
    const { answer } = openCheckout();
    const country = await screen.findByRole('combobox', { name: /^country(?! code)/i }, { timeout: 5000 });
    expect(within(country).queryByRole('option', { name: 'South Korea' })).toBeNull();
    // The countries are in, the fees and the others are not: the countries are offered already.
    await answer('getCountryCities');
    await waitFor(() => expect(within(country).getByRole('option', { name: 'South Korea' })).toBeTruthy());
  });
});
