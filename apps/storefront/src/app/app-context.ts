import { createContext, useContext } from 'react';
import type { StorefrontApp } from './create-app.js';

/** The wired app in reach of pages that need its analytics or notifier. */
export const AppContext = createContext<StorefrontApp | null>(null);

/** The wired app; only inside AppProviders. */
export function useApp(): StorefrontApp {
  const app = useContext(AppContext);
  if (!app) throw new Error('useApp must be used inside AppProviders');
  return app;
}
