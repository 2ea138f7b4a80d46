import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { CurrencyRate } from '@storefront/api-contract';
import { approximateCurrency, isExchangeRateFresh } from '@storefront/domain';
import { appStarted } from './app-events.js';
import type { StoreDeps } from './deps.js';
import { selectLocale } from './locale-slice.js';
import type { AppStartListening } from './root-reducer.js';
import { shopApi } from './shop-api.js';
import { startupEnded } from './ui-slice.js';

/** The currency rates and when they were fetched (ms), kept in localStorage (spec 4). */
export interface ExchangeRateState {
  readonly rates: readonly CurrencyRate[];
  /** When the rates were fetched, in ms; null: never. */
  readonly fetchedAt: number | null;
}

const initialState: ExchangeRateState = { rates: [], fetchedAt: null };

/** The current time of the injected clock. */
function now(deps: StoreDeps): number {
  return (deps.now ?? Date.now)();
}

/** Fetches the currency rates unless they were already fetched this UTC day (spec 4, 9). */
export const refreshExchangeRate = createAsyncThunk<
  ExchangeRateState,
  void,
  { state: { exchangeRate: ExchangeRateState }; extra: StoreDeps }
>(
  'exchangeRate/refresh',
  async (_arg, { dispatch, extra }) => {
    const request = dispatch(shopApi.endpoints.getCurrencyRates.initiate(undefined, { subscribe: false, forceRefetch: true }));
    const rates = await request.unwrap();
    return { rates, fetchedAt: now(extra) };
  },
  { condition: (_arg, { getState, extra }) => !isExchangeRateFresh(getState().exchangeRate.fetchedAt, now(extra)) },
);

/** The exchangeRate slice: today's rates, replaced by each daily fetch. */
export const exchangeRateSlice = createSlice({
  name: 'exchangeRate',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(refreshExchangeRate.fulfilled, (_state, action) => action.payload);
  },
  selectors: {
    selectExchangeRates: (state) => state.rates,
    selectExchangeRateFetchedAt: (state) => state.fetchedAt,
  },
});

export const { selectExchangeRates, selectExchangeRateFetchedAt } = exchangeRateSlice.selectors;

/**
 * Fetches today's rates after start. A browser fetches six at a time from one origin, and the
 * page's calls are what the shopper waits for: where prices are shown approximately too (cn, en),
 * the rates are asked for in the next task, after the calls the page started as the app started;
 * where nothing shows them (tw), once the start-up is over.
 */
export function addExchangeRateListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: appStarted,
    effect: async (_action, { getState, delay, take, dispatch }) => {
      if (approximateCurrency(selectLocale(getState())) !== null) await delay(0);
      else await take(startupEnded.match);
      void dispatch(refreshExchangeRate());
    },
  });
}
