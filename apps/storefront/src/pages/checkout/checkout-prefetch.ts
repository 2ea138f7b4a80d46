import { type AppDispatch, shopApi } from '@storefront/store';
import { useShopQuery } from '@storefront/store/react';
import { parseBuyNow } from '../product/buy-now.js';

/** The destination a checkout starts with: the shop's home market. */
export const HOME_COUNTRY = 'TW';

/**
 * The lists a checkout form draws from: shipping fees, promotions, countries, phone codes, the home
 * market's counties. The same queries, with the same arguments, as prefetchCheckoutLists starts.
 */
export function useCheckoutLists() {
  return {
    fees: useShopQuery('getExpressFees', undefined),
    promotions: useShopQuery('getPromotions', undefined),
    countries: useShopQuery('getCountryCities', undefined),
    phones: useShopQuery('getPhoneCountries', undefined),
    taiwan: useShopQuery('getCountryCityDistricts', { country_code: HOME_COUNTRY }),
  };
}

/** Starts the calls of useCheckoutLists' queries before the form subscribes to them. */
function prefetchCheckoutLists(dispatch: AppDispatch): void {
  dispatch(shopApi.util.prefetch('getExpressFees', undefined, {}));
  dispatch(shopApi.util.prefetch('getPromotions', undefined, {}));
  dispatch(shopApi.util.prefetch('getCountryCities', undefined, {}));
  dispatch(shopApi.util.prefetch('getPhoneCountries', undefined, {}));
  dispatch(shopApi.util.prefetch('getCountryCityDistricts', { country_code: HOME_COUNTRY }, {}));
}

/**
 * Starts a buy-now checkout's calls before the page's code has loaded (the checkout route's loader;
 * the page subscribes to the same queries): the product's at once, the form's lists once the
 * product has answered (not when it failed: the page shows its retry), so that the product, which
 * the page's first paint shows, does not share the connections with them.
 */
export function prefetchBuyNowCheckout(dispatch: AppDispatch, search: string): void {
  const choice = parseBuyNow(new URLSearchParams(search));
  if (!choice) return;
  const product = dispatch(shopApi.endpoints.getProduct.initiate({ params: { product_id: choice.product_id } }, { subscribe: false }));
  void product.then(({ isSuccess }) => {
    if (isSuccess) prefetchCheckoutLists(dispatch);
  });
}
