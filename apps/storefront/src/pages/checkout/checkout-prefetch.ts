import { type AppDispatch, shopApi } from '@storefront/store';
import { parseBuyNow } from '../product/buy-now.js';

/** The destination a checkout starts with: the shop's home market. */
export const HOME_COUNTRY = 'TW';

/**
 * Starts the calls a buy-now checkout shows nothing without, before its code has loaded: the
 * product the address names, and the form's fees, promotions, countries, phone codes and the home
 * market's districts (the checkout route's loader; the form subscribes to the same queries).
 */
export function prefetchBuyNowCheckout(dispatch: AppDispatch, search: string): void {
  const choice = parseBuyNow(new URLSearchParams(search));
  if (!choice) return;
  dispatch(shopApi.util.prefetch('getProduct', { product_id: choice.product_id }, {}));
  for (const name of ['getExpressFees', 'getPromotions', 'getCountryCities', 'getPhoneCountries'] as const) {
    dispatch(shopApi.util.prefetch(name, undefined, {}));
  }
  dispatch(shopApi.util.prefetch('getCountryCityDistricts', { country_code: HOME_COUNTRY }, {}));
}
