import type { ReactNode } from 'react';

/**
 * Renders the app once the persisted state is in the store. makeStore reads its storages
 * synchronously before the first render, so there is never anything to wait for: the children
 * render at once. Wrap the routes in it so a page never reads state before the stored session.
 */
export function PersistGate({ children }: { readonly children: ReactNode }) {
  return children;
}
