import { configureStore, createListenerMiddleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist/es/constants';
import persistReducer from 'redux-persist/es/persistReducer';
import persistStore from 'redux-persist/es/persistStore';
import { addSessionListeners } from './auth-slice.js';
import { addCartListeners } from './cart-slice.js';
import { addCheckoutListeners } from './checkout-slice.js';
import type { StoreDeps } from './deps.js';
import { addExchangeRateListeners } from './exchange-rate-slice.js';
import { addLocaleListeners } from './locale-slice.js';
import { addPersistenceListeners, persistConfig } from './persistence.js';
import { type AppThunkDispatch, type RootState, rootReducer } from './root-reducer.js';
import { shopApi } from './shop-api.js';
import { addStartupListeners } from './ui-slice.js';
import { addUserListeners } from './user-slice.js';

/**
 * Creates the store; the app and the tests build it the same way, with their own deps. With
 * deps.storage, redux-persist rehydrates the persisted slices from it (garbage dropped) and keeps
 * them in it after every change: await `whenRehydrated(store)` before reading them or dispatching.
 * Stored values are merged over preloadedState.
 */
export function makeStore(preloadedState: Partial<RootState> | undefined, deps: StoreDeps) {
  const listeners = createListenerMiddleware({ extra: deps });
  const startListening = listeners.startListening.withTypes<RootState, AppThunkDispatch, StoreDeps>();
  // Each slice's file adds the listeners that serve it. Persistence comes first: a change of a
  // persisted slice is written before a later listener may leave the page.
  addPersistenceListeners(startListening);
  addSessionListeners(startListening);
  addCartListeners(startListening);
  addUserListeners(startListening);
  addCheckoutListeners(startListening);
  addStartupListeners(startListening);
  addExchangeRateListeners(startListening);
  addLocaleListeners(startListening);
  const reducer = (deps.storage ? persistReducer(persistConfig(deps.storage), rootReducer) : rootReducer) as Reducer<
    RootState,
    UnknownAction,
    Partial<RootState>
  >;
  const store = configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: deps },
        // redux-persist's own actions carry callbacks.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listeners.middleware)
        .concat(shopApi.middleware),
    // RTK Query's own actions tell subscribers at the end of the task they happen in, not on the next
    // animation frame: each answer is drawn in the task that received it, instead of every answer of
    // a frame in one long task (the page's main thread stays free in shorter pieces).
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
  if (deps.storage) persistStore(store);
  return store;
}

/** The store type the app and hooks are typed against. */
export type AppStore = ReturnType<typeof makeStore>;

/** The store's dispatch: actions, thunks and RTK Query's initiate. */
export type AppDispatch = AppStore['dispatch'];

/** True once the persisted slices are in the state (at once for a store made without storages). */
export function selectIsRehydrated(state: RootState): boolean {
  return state._persist?.rehydrated !== false;
}

/**
 * Resolves with the store once redux-persist has put the stored slices in it. The storages are
 * read in the microtasks after makeStore, so this settles before any timer or rendering.
 */
export function whenRehydrated(store: AppStore): Promise<AppStore> {
  return new Promise((resolve) => {
    if (selectIsRehydrated(store.getState())) {
      resolve(store);
      return;
    }
    const unsubscribe = store.subscribe(() => {
      if (!selectIsRehydrated(store.getState())) return;
      unsubscribe();
      resolve(store);
    });
  });
}

export type { RootState } from './root-reducer.js';
