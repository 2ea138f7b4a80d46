import { render } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAnalytics } from '@storefront/analytics';
import type { ApiClient } from '@storefront/api-client';
import { makeStore } from '@storefront/store';
import { createRoutes, type TextsLoader } from './routes.js';
import { MENU_THEMES_QUERY } from './shell/menu-query.js';

/**
 * A client whose calls are recorded and answer as given, an Error failing (the others never answer), and a router
 * over the routes with nothing rendered.
 */
function routerAt(path: string, answers: Record<string, unknown> = {}, loadTexts: TextsLoader = () => Promise.resolve()) {
  const calls: { name: string; request: unknown }[] = [];
  const api = new Proxy({} as ApiClient, {
    get: (_target, name: string) => (request: unknown) => {
      calls.push({ name, request });
      if (!(name in answers)) return new Promise(() => {});
      return answers[name] instanceof Error ? Promise.reject(answers[name]) : Promise.resolve(answers[name]);
    },
  });
  const store = makeStore({}, { api, analytics: createAnalytics({ dataLayer: [], origin: 'https://shop.example', language: 'en' }) });
  const router = createMemoryRouter(createRoutes(Promise.resolve(store), loadTexts), { initialEntries: [path] });
  const made = (name: string) => calls.filter((call) => call.name === name).map((call) => call.request);
  return { router, made, order: () => calls.map((call) => call.name) };
}

describe('the route table', () => {
  it('draws nothing until the page’s code is in, and says nothing about it on the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { router } = routerAt('/');
      const view = render(createElement(RouterProvider, { router }));
      expect(view.container.innerHTML).toBe('');
      expect(warn).not.toHaveBeenCalled();
      view.unmount();
    } finally {
      warn.mockRestore();
    }
  });
});

describe('the account texts', () => {
  it.each(['/checkout?product_id=p-1001&amount=1', '/login', '/member/orders', '/cart', '/result', '/order-detail?order_id=o-1'])(
    '%s is drawn only once they are in',
    async (path) => {
      let arrive = () => {};
      const loadTexts = vi.fn<TextsLoader>(() => new Promise<void>((resolve) => (arrive = resolve)));
      const { router } = routerAt(path, {}, loadTexts);
      await vi.waitFor(() => expect(loadTexts).toHaveBeenCalledWith('account'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(router.state.initialized).toBe(false);
      arrive();
      await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    },
  );

  it.each([
    '/',
    '/product/p-1001',
    '/product-list/c-1',
    '/search?keyword=tea',
    '/theme',
    '/news-list',
    '/lucky-bag',
    '/privacy',
    '/nowhere',
  ])('%s does without them', async (path) => {
    const loadTexts = vi.fn<TextsLoader>(() => Promise.resolve());
    const { router } = routerAt(path, {}, loadTexts);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(loadTexts).not.toHaveBeenCalled();
  });
});

describe('the routes start their pages’ calls beside the pages’ code', () => {
  it('a product page asks for its product before anything is rendered, once', async () => {
    const { made } = routerAt('/product/p-1001');
    await vi.waitFor(() => expect(made('getProduct')).toEqual([{ params: { product_id: 'p-1001' } }]));
  });

  it('the home asks for its one call, and every page in the layout for the header’s menus and suggestions', async () => {
    const { made } = routerAt('/');
    await vi.waitFor(() => expect(made('getHome')).toHaveLength(1));
    expect(made('listCategories')).toHaveLength(1);
    expect(made('listThemes')).toEqual([{ query: MENU_THEMES_QUERY }]);
    expect(made('getSearchKeywords')).toHaveLength(1);
  });

  it('a page’s own call is asked for before the header’s', async () => {
    const home = routerAt('/');
    await vi.waitFor(() => expect(home.order()).toHaveLength(4));
    expect(home.order()).toEqual(['getHome', 'listCategories', 'listThemes', 'getSearchKeywords']);

    const product = routerAt('/product/p-1001');
    await vi.waitFor(() => expect(product.order()).toHaveLength(4));
    expect(product.order()[0]).toBe('getProduct');
  });

  it('a navigation starts the next page’s call and does not wait for its answer', async () => {
    const { router, made } = routerAt('/');
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    await router.navigate('/product/p-2002');
    await vi.waitFor(() => expect(made('getProduct')).toEqual([{ params: { product_id: 'p-2002' } }]));
    // The answer never comes, yet the product page is the one shown.
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/product/p-2002');
    // The header's calls are not made again for the second page.
    expect(made('listCategories')).toHaveLength(1);
  });

  it('a list of every product asks for the page and order its address names', async () => {
    const { made } = routerAt('/product-list/all?sort=price_asc&page=2');
    await vi.waitFor(() => expect(made('listProducts')).toEqual([{ query: { sort: 'price_asc', page: 2, page_size: 24 } }]));
  });

  it('a category’s list asks for its products once GET /category knows it, and an unknown one asks for none', async () => {
    const categories = [{ category_id: 'snacks', display_name: 'Snacks' }];
    const known = routerAt('/product-list/snacks', { listCategories: categories });
    await vi.waitFor(() =>
      expect(known.made('listProducts')).toEqual([{ query: { category_id: 'snacks', sort: 'default', page: 1, page_size: 24 } }]),
    );

    const unknown = routerAt('/product-list/socks', { listCategories: categories });
    await vi.waitFor(() => expect(unknown.router.state.initialized).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unknown.made('listCategories')).toHaveLength(1);
    expect(unknown.made('listProducts')).toEqual([]);
  });

  it('a buy-now checkout asks for its product, then for its form’s lists unless the product failed; one without a product asks for none', async () => {
    const lists = ['getExpressFees', 'getPromotions', 'getCountryCities', 'getPhoneCountries', 'getCountryCityDistricts'];
    const waiting = routerAt('/checkout?product_id=p-1001&amount=2');
    await vi.waitFor(() => expect(waiting.made('getProduct')).toEqual([{ params: { product_id: 'p-1001' } }]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(waiting.order().filter((name) => lists.includes(name))).toEqual([]);

    const { made, order } = routerAt('/checkout?product_id=p-1001&amount=2', { getProduct: { product_id: 'p-1001' } });
    await vi.waitFor(() => expect(order().filter((name) => lists.includes(name))).toEqual(lists));
    expect(made('getCountryCityDistricts')).toEqual([{ query: { country_code: 'TW' } }]);

    const failed = routerAt('/checkout?product_id=p-1001&amount=2', { getProduct: new Error('Failed to fetch') });
    await vi.waitFor(() => expect(failed.made('getProduct')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(failed.order().filter((name) => lists.includes(name))).toEqual([]);

    const cart = routerAt('/checkout');
    await vi.waitFor(() => expect(cart.router.state.initialized).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cart.made('getProduct')).toEqual([]);
  });

  it('pages outside the layout make no call of the header', async () => {
    const { router, made } = routerAt('/login');
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(made('listCategories')).toEqual([]);
    expect(made('getHome')).toEqual([]);
  });
});
