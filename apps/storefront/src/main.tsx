import '@storefront/ui/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { toLanguageTag } from '@storefront/domain';
import { loadI18n, loadTextPart, prefetchTextPart, type TextPart } from '@storefront/i18n';
import { AppProviders } from './app/AppProviders.js';
import { adoptAddressLocale, appLocale, createApp, reloadInChosenLocale, type AppEnvironment } from './app/create-app.js';
import { showStartupFailure } from './app/errors/StartupFailure.js';
import { analyticsTarget } from './app/gtag.js';
import { createRoutes } from './app/routes.js';
import './main.css';

adoptAddressLocale(window.location.href, window.localStorage);

const globals = window as Window & { dataLayer?: unknown[] };
const env: AppEnvironment = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/v1',
  website: window.location.host,
  origin: window.location.origin,
  storage: { local: window.localStorage, session: window.sessionStorage },
  browserLanguages: navigator.languages,
  analytics: analyticsTarget(document, (globals.dataLayer ??= []), import.meta.env.VITE_GA4_MEASUREMENT_ID),
  reload: () => reloadInChosenLocale(window.location),
  fetch: (input, init) => window.fetch(input, init),
};

// The page's texts, the app and the router start together: the router's first navigation asks for
// the page's code and starts its calls while the texts are on their way; the app is drawn once
// they are in. (The texts are awaited in a promise, not at the module's top level: the bundler
// gives up merging chunks for a build with top-level await.)
const locale = appLocale(env);
// The page's language on the document before anything is drawn: a later change of html's lang
// restyles every element already on the page.
document.documentElement.lang = toLanguageTag(locale);
const texts = loadI18n(locale);
const { store, ready } = createApp(env, texts);
// An account page's texts download beside its code and the texts every page needs, not after them.
const loadTexts = (part: TextPart) => {
  prefetchTextPart(locale, part);
  return texts.then((i18n) => loadTextPart(i18n, part));
};
const router = createBrowserRouter(createRoutes(store, loadTexts));

void ready
  .then((app) => {
    const root = createRoot(document.getElementById('root')!);
    // A transition: React draws the first page in slices and lets the browser in between, rather
    // than in one task. StrictMode's extra checks (double renders and effects) run in development only.
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProviders app={app}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      ),
    );
  })
  // The page's language file did not come: no text of the app can show, so a few words that ship
  // with the entry say so, in the same language, with a reload.
  .catch(() => showStartupFailure(document.getElementById('root')!, appLocale(env), env.reload));
