import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nProvider } from '@storefront/i18n/react';
import { AppContext } from './app-context.js';
import type { StorefrontApp } from './create-app.js';

/** Puts the store, the translations and the wired app in reach of every page. */
export function AppProviders({ app, children }: { app: StorefrontApp; children: ReactNode }) {
  return (
    <AppContext.Provider value={app}>
      <Provider store={app.store}>
        <I18nProvider i18n={app.i18n}>{children}</I18nProvider>
      </Provider>
    </AppContext.Provider>
  );
}
