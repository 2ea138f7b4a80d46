import '@storefront/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders.js';
import { createApp } from './app/create-app.js';
import { createRoutes } from './app/routes.js';
import './main.css';

const globals = window as Window & { dataLayer?: unknown[] };
const app = createApp({
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/v1',
  website: window.location.host,
  origin: window.location.origin,
  storage: { local: window.localStorage, session: window.sessionStorage },
  browserLanguages: navigator.languages,
  dataLayer: (globals.dataLayer ??= []),
  reload: () => window.location.reload(),
});
const router = createBrowserRouter(createRoutes());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders app={app}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
