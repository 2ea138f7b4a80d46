import { findRate, type Locale } from '@storefront/domain';
import { selectExchangeRates, selectLocale } from '@storefront/store';
import { useAppSelector } from '@storefront/store/react';
import type { ApproximateCurrency } from '@storefront/ui';

/**
 * The currency a shopper reading each language most likely pays in: simplified Chinese readers
 * (mainland China) in CNY, English readers (overseas) in USD; Taiwan's shoppers pay TWD, so no
 * approximation is shown for tw.
 */
export const APPROXIMATE_CURRENCY: Readonly<Record<Locale, string | null>> = { tw: null, cn: 'CNY', en: 'USD' };

/** Today's approximation of TWD prices in the shopper's currency, or undefined when there is none or no rate yet. */
export function useApproximateCurrency(): ApproximateCurrency | undefined {
  const locale = useAppSelector(selectLocale);
  const rates = useAppSelector(selectExchangeRates);
  const currency = APPROXIMATE_CURRENCY[locale];
  if (!currency) return undefined;
  const rate = findRate(rates, currency);
  return rate === undefined ? undefined : { currency, rate };
}
