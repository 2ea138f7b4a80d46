import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { localeSlice } from './locale-slice.js';
import { shopApi, type StoreDeps } from './shop-api.js';

const rootReducer = combineSlices(localeSlice, shopApi);

/** The whole client state. */
export type RootState = ReturnType<typeof rootReducer>;

/** Creates the store; the app and the tests build it the same way, with their own deps. */
export function makeStore(preloadedState: Partial<RootState> | undefined, deps: StoreDeps) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: deps } }).concat(shopApi.middleware),
  });
}

/** The store type the app and hooks are typed against. */
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
