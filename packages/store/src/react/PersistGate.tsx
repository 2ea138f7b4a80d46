import type { ReactNode } from 'react';
import { selectIsRehydrated } from '../index.js';
import { useAppSelector } from './hooks.js';

/**
 * Renders its children once redux-persist has put the stored slices in the store, and nothing
 * before. Rehydration takes only the microtasks after makeStore, so an app that awaits
 * `whenRehydrated` before its first render never sees the gate closed.
 */
export function PersistGate({ children }: { readonly children: ReactNode }) {
  return useAppSelector(selectIsRehydrated) ? children : null;
}
