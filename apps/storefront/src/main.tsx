import '@storefront/ui/styles.css';
import { loadI18n } from '@storefront/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders.js';
import { appLocale, createApp, type AppEnvironment } from './app/create-app.js';
import { showStartupFailure } from './app/errors/StartupFailure.js';
import { analyticsTarget } from './app/gtag.js';
import { createRoutes, startPageDownloads } from './app/routes.js';
import './main.css';

const globals = window as Window & { dataLayer?: unknown[] };
const env: AppEnvironment = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/v1',
  website: window.location.host,
  origin: window.location.origin,
  storage: { local: window.localStorage, session: window.sessionStorage },
  browserLanguages: navigator.languages,
  analytics: analyticsTarget(document, (globals.dataLayer ??= []), import.meta.env.VITE_GA4_MEASUREMENT_ID),
  reload: () => window.location.reload(),
  fetch: (input, init) => window.fetch(input, init),
};
/** Runs make in a task of its own, after the tasks already asked for. */
function inNextTask<T>(make: () => T): Promise<T> {
  return new Promise<T>((resolve) => setTimeout(() => resolve(make())));
}

// Start-up comes in three tasks, none long enough to hold the page up for long: each long task
// after the first paint is what Lighthouse's TBT counts, and a phone runs them several times slower.
// 1. Evaluating the entry starts the downloads of the page's language (changing it reloads the
//    page, spec 4) and of the page's code. The texts are awaited in a promise rather than at the
//    module's top level: the bundler gives up merging chunks for a build with top-level await, and
//    the entry then came in some 35 files.
const texts = loadI18n(appLocale(env));
// 2. The app is wired up (some 15-20 ms).
const app = inNextTask(() => createApp(env, texts));
const routes = createRoutes(app.then(({ store }) => store));
startPageDownloads(routes, window.location.pathname);
// 3. The router's first navigation (some 15-25 ms); its loaders find the store made and start
//    the page's calls at once.
const router = inNextTask(() => createBrowserRouter(routes));

void Promise.all([app.then(({ ready }) => ready), router]).then(([ready, shown]) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders app={ready}>
        <RouterProvider router={shown} />
      </AppProviders>
    </StrictMode>,
  );
})
  // The page's language file did not come: no text of the app can show, so a few words that ship
  // with the entry say so, in the same language, with a reload.
  .catch(() => showStartupFailure(document.getElementById('root')!, appLocale(env), env.reload));
