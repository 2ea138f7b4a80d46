import { approximateCurrency, findRate } from '@storefront/domain';
import { selectExchangeRates, selectLocale } from '@storefront/store';
import { useAppSelector } from '@storefront/store/react';
import type { ApproximateCurrency } from '@storefront/ui';

/** Today's approximation of TWD prices in the currency the shopper's language pays in, or undefined when there is none or no rate yet. */
export function useApproximateCurrency(): ApproximateCurrency | undefined {
  const locale = useAppSelector(selectLocale);
  const rates = useAppSelector(selectExchangeRates);
  const currency = approximateCurrency(locale);
  if (!currency) return undefined;
  const rate = findRate(rates, currency);
  return rate === undefined ? undefined : { currency, rate };
}
