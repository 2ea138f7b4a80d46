import '@storefront/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders.js';
import { createApp } from './app/create-app.js';
import { routes } from './app/routes.js';
import './main.css';

const app = createApp({
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/v1',
  website: window.location.host,
  storedLocale: window.localStorage.getItem('lang'),
  browserLanguages: navigator.languages,
});
document.documentElement.lang = app.i18n.language;
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders app={app}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
