import { combineSlices, type ThunkDispatch, type TypedStartListening, type UnknownAction } from '@reduxjs/toolkit';
import type { PersistState } from 'redux-persist';
import { ageGateSlice } from './age-gate-slice.js';
import { authSlice } from './auth-slice.js';
import { cartSlice } from './cart-slice.js';
import { checkoutSlice } from './checkout-slice.js';
import type { StoreDeps } from './deps.js';
import { exchangeRateSlice } from './exchange-rate-slice.js';
import { localeSlice } from './locale-slice.js';
import { shopApi } from './shop-api.js';
import { uiSlice } from './ui-slice.js';
import { userSlice } from './user-slice.js';

/** Every slice, named after its data, and the RTK Query cache. */
export const rootReducer = combineSlices(
  authSlice,
  userSlice,
  localeSlice,
  ageGateSlice,
  uiSlice,
  cartSlice,
  exchangeRateSlice,
  checkoutSlice,
  shopApi,
);

/** The whole client state; `_persist` is redux-persist's record of the rehydration, in a store made with storages. */
export type RootState = ReturnType<typeof rootReducer> & { readonly _persist?: PersistState };

/** The dispatch of the store: plain actions, and thunks that receive the injected deps. */
export type AppThunkDispatch = ThunkDispatch<RootState, StoreDeps, UnknownAction>;

/** startListening typed for this store: each slice's file adds the listeners that serve it (see makeStore). */
export type AppStartListening = TypedStartListening<RootState, AppThunkDispatch, StoreDeps>;
