import '@storefront/ui/styles.css';
import { loadI18n } from '@storefront/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders.js';
import { appLocale, createApp, type AppEnvironment } from './app/create-app.js';
import { createRoutes } from './app/routes.js';
import './main.css';

const globals = window as Window & { dataLayer?: unknown[] };
const env: AppEnvironment = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/v1',
  website: window.location.host,
  origin: window.location.origin,
  storage: { local: window.localStorage, session: window.sessionStorage },
  browserLanguages: navigator.languages,
  dataLayer: (globals.dataLayer ??= []),
  reload: () => window.location.reload(),
  fetch: (input, init) => window.fetch(input, init),
};
// Only the page's language is downloaded; changing it reloads the page (spec 4). Awaited in a
// promise rather than at the module's top level: the bundler gives up merging chunks for a build
// with top-level await, and the entry then came in some 35 files.
const texts = loadI18n(appLocale(env));
// Wired up in the next task (some 20 ms of work), once the downloads of the texts and of the page's
// code have started; the store is there long before the texts, so the page's calls start beside them.
const app = new Promise<ReturnType<typeof createApp>>((resolve) => setTimeout(() => resolve(createApp(env, texts))));
// Its loaders start the page's calls as soon as the store is made.
const router = createBrowserRouter(createRoutes(app.then(({ store }) => store)));

void app
  .then(({ ready }) => ready)
  .then((ready) => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders app={ready}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
