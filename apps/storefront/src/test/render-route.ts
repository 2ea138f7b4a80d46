import { render } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createAnalytics } from '@storefront/analytics';
import type { ApiClient } from '@storefront/api-client';
import type { Locale } from '@storefront/domain';
import { createI18n, loadTextPart } from '@storefront/i18n';
import { makeStore, type RootState } from '@storefront/store';
import { AppProviders } from '../app/AppProviders.js';
import type { StorefrontApp } from '../app/create-app.js';
import { createNotifier } from '../app/notifier.js';
import { createRoutes } from '../app/routes.js';

/** Options of {@link renderRoute}. */
export interface RenderRouteOptions {
  readonly locale?: Locale;
  /** Slices to start the store with. */
  readonly state?: Partial<RootState>;
}

/**
 * Renders the app's routes at a path in jsdom with a client whose given calls answer as the test
 * says; any other call never settles (a page that waits on it shows its loading state). Returns the
 * router, the store and the dataLayer analytics wrote to.
 */
export function renderRoute(path: string, calls: Partial<ApiClient>, options: RenderRouteOptions = {}) {
  const { app, dataLayer } = testApp(calls, options);
  const router = createMemoryRouter(
    createRoutes(Promise.resolve(app.store), (part) => loadTextPart(app.i18n, part)),
    { initialEntries: [path] },
  );
  const view = render(createElement(AppProviders, { app, children: createElement(RouterProvider, { router }) }));
  return { ...view, router, store: app.store, app, dataLayer };
}

/**
 * The wired app of {@link renderRoute} (client, store, analytics, texts) for a test that renders
 * something else than the routes inside `AppProviders`; also the dataLayer analytics writes to.
 */
export function testApp(calls: Partial<ApiClient>, options: RenderRouteOptions = {}) {
  const locale = options.locale ?? 'en';
  const api = new Proxy(calls, {
    get: (target, name: string) => target[name as keyof ApiClient] ?? (() => new Promise(() => {})),
  }) as ApiClient;
  const dataLayer: unknown[] = [];
  const analytics = createAnalytics({ dataLayer, origin: 'https://shop.example', language: locale });
  const store = makeStore({ locale: { value: locale }, ...options.state }, { api, analytics });
  const app: StorefrontApp = {
    api,
    store,
    analytics,
    i18n: createI18n(locale),
    notifier: createNotifier(),
    sessionExit: { toLogin: null },
  };
  return { app, dataLayer };
}
