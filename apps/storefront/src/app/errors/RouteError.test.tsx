import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@storefront/api-client';
import type { ArticleList } from '@storefront/api-contract';
import { renderRoute, testApp } from '../../test/render-route.js';
import { AppProviders } from '../AppProviders.js';
import { AppRoot } from '../AppRoot.js';
import { Layout } from '../Layout.js';
import { createRoutes } from '../routes.js';
import { CHUNK_RELOAD_KEY } from './chunk-reload.js';
import { showFailedDownloads } from './failed-downloads.js';
import { RootError } from './RootError.js';
import { RouteError } from './RouteError.js';

// A page's code loads lazily on its first render, which takes seconds when the machine is busy.
const PAGE_LOAD = { timeout: 10_000 };

const news: ArticleList = {
  items: [{ article_id: 'n-1', title: 'Lucky bags are back', summary: '', cover_image_url: null, published_at: 1_700_000_000 }],
  total: 1,
  page: 1,
  page_size: 10,
};

/** An article list the page cannot read: what a proxy or a half-deployed API may answer. */
const unreadable = { total: 1, page: 1, page_size: 10 } as unknown as ArticleList;

const retryButton = () => screen.getByRole('button', { name: 'Try again' });

/** The shop's layout around the page: its header (banner) and footer (contentinfo) landmarks. */
function expectLayout() {
  expect(screen.getByRole('banner')).toBeTruthy();
  expect(screen.getByRole('contentinfo')).toBeTruthy();
}

beforeEach(() => {
  // React and the router report each caught error on the console; these tests make them on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a page that throws', () => {
  it('gives way to the message inside the layout, announced, and a retry shows the page once the cause has gone', async () => {
    let answer = unreadable;
    const listArticles = vi.fn<ApiClient['listArticles']>(async () => answer);
    renderRoute('/news-list', { listArticles });

    const heading = await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }, PAGE_LOAD);
    expect(heading.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByText('This page could not be shown. Please check your connection and try again.')).toBeTruthy();
    expectLayout();

    answer = news;
    fireEvent.click(retryButton());
    expect(await screen.findByRole('link', { name: 'Lucky bags are back' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
    expectLayout();
    expect(listArticles).toHaveBeenCalledTimes(2);
  });

  it('shows the message again when the retry fails the same way', async () => {
    renderRoute('/news-list', { listArticles: async () => unreadable });
    await screen.findByRole('heading', { name: 'Something went wrong' }, PAGE_LOAD);
    fireEvent.click(retryButton());
    expect(await screen.findByRole('heading', { name: 'Something went wrong' }, PAGE_LOAD)).toBeTruthy();
    expectLayout();
  });

  it('is in the shopper’s language', async () => {
    renderRoute('/news-list', { listArticles: async () => unreadable }, { locale: 'tw' });
    expect(await screen.findByRole('heading', { level: 1, name: '發生錯誤' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole('button', { name: '再試一次' })).toBeTruthy();
  });
});

describe('the route table', () => {
  it('gives every page under the layouts an error boundary, and the root one', () => {
    const [root] = createRoutes(new Promise(() => {}), () => Promise.resolve());
    expect(root?.ErrorBoundary).toBe(RootError);
    const pages = (routes: readonly RouteObject[] = []): RouteObject[] =>
      routes.flatMap((route) => [...(route.lazy ? [route] : []), ...pages(route.children)]);
    const [shopLayout, authLayout] = root?.children ?? [];
    const inLayouts = [...pages(shopLayout?.children), ...pages(authLayout?.children)];
    expect(inLayouts.length).toBeGreaterThan(25);
    for (const route of inLayouts) expect(route.ErrorBoundary, route.path ?? 'index').toBe(RouteError);
  });
});

/** The app's root and layout around test pages, as the route table nests them. */
function renderTestRoutes(path: string, pagesInLayout: RouteObject[], outside: RouteObject[] = []) {
  const { app } = testApp({});
  const routes: RouteObject[] = [
    {
      Component: AppRoot,
      ErrorBoundary: RootError,
      children: [{ Component: Layout, children: pagesInLayout }, ...outside],
    },
  ];
  const router = createMemoryRouter(showFailedDownloads(routes), { initialEntries: [path] });
  render(createElement(AppProviders, { app, children: createElement(RouterProvider, { router }) }));
  return router;
}

describe('the error boundaries', () => {
  it('recover a kept-alive page: the retry drops the cached failure', async () => {
    let broken = true;
    const Flaky = () => {
      if (broken) throw new Error('render failed');
      return createElement('p', null, 'The page works');
    };
    renderTestRoutes('/kept', [
      { path: 'kept', handle: { titleKey: 'title.newsList', keepAlive: true }, Component: Flaky, ErrorBoundary: RouteError },
    ]);
    await screen.findByRole('heading', { name: 'Something went wrong' });
    expectLayout();
    broken = false;
    fireEvent.click(retryButton());
    expect(await screen.findByText('The page works')).toBeTruthy();
    expectLayout();
  });

  it('catch what fails outside a page with the root one, a frame of its own with the logo, and its retry recovers', async () => {
    let broken = true;
    const FlakyFrame = () => {
      if (broken) throw new Error('frame failed');
      return createElement('p', null, 'The frame works');
    };
    renderTestRoutes('/frame', [], [{ path: 'frame', Component: FlakyFrame }]);
    await screen.findByRole('heading', { name: 'Something went wrong' });
    expect(screen.getByRole('link', { name: 'Storefront' })).toBeTruthy();
    broken = false;
    fireEvent.click(retryButton());
    expect(await screen.findByText('The frame works')).toBeTruthy();
  });

  it('show the message for a page whose code failed to download (the page has no loader) once the tab has reloaded for it', async () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, window.location.href);
    const missing = new TypeError('Failed to fetch dynamically imported module: https://shop.example/assets/ThemePage-old.js');
    renderTestRoutes('/theme', [{ path: 'theme', ErrorBoundary: RouteError, lazy: { Component: () => Promise.reject(missing) } }]);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expectLayout();
    await act(async () => {});
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(window.location.href);
  });
});
