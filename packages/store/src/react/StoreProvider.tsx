import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '../index.js';

/** Puts the store in reach of the typed hooks. */
export function StoreProvider({ store, children }: { readonly store: AppStore; readonly children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
