import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { StoreDeps } from './deps.js';
import { addStoreListeners } from './listeners.js';
import { readPersistedState } from './persistence.js';
import { type AppThunkDispatch, type RootState, rootReducer } from './root-reducer.js';
import { shopApi } from './shop-api.js';

/**
 * Creates the store; the app and the tests build it the same way, with their own deps. With
 * deps.storage the persisted slices are read from it first (garbage ignored) and kept in it
 * after every change; a slice given in preloadedState wins over the stored one.
 */
export function makeStore(preloadedState: Partial<RootState> | undefined, deps: StoreDeps) {
  const listeners = createListenerMiddleware({ extra: deps });
  addStoreListeners(listeners.startListening.withTypes<RootState, AppThunkDispatch, StoreDeps>());
  const persisted = deps.storage ? readPersistedState(deps.storage) : {};
  return configureStore({
    reducer: rootReducer,
    preloadedState: { ...persisted, ...preloadedState },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: deps } })
        .prepend(listeners.middleware)
        .concat(shopApi.middleware),
    // RTK Query's own actions tell subscribers at the end of the task they happen in, not on the next
    // animation frame: each answer is drawn in the task that received it, instead of every answer of
    // a frame in one long task (the page's main thread stays free in shorter pieces).
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
}

/** The store type the app and hooks are typed against. */
export type AppStore = ReturnType<typeof makeStore>;

/** The store's dispatch: actions, thunks and RTK Query's initiate. */
export type AppDispatch = AppStore['dispatch'];

export type { RootState } from './root-reducer.js';
