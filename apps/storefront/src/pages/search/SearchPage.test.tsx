import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@storefront/api-client';
import type { Product, ProductList } from '@storefront/api-contract';
import { LARGE_SCREEN_QUERY } from '../../app/shell/ShopHeader.js';
import { renderRoute } from '../../test/render-route.js';

const keywords = ['Pineapple', 'Lucky Bag', 'Shiba'];

function product(id: string, name: string, price: number): Product {
  return {
    product_id: id,
    sku: `SKU-${id}`,
    category_id: 'snacks',
    display_name: name,
    marked_price: price,
    selling_price: null,
    stock: 5,
    images: [],
  };
}

function answer(items: Product[], total = items.length, page = 1): ProductList {
  return { items, total, page, page_size: 24 };
}

type ListProducts = ApiClient['listProducts'];

function client(listProducts: ListProducts): Partial<ApiClient> {
  return { listProducts, getSearchKeywords: async () => keywords, listCategories: async () => [] };
}

/** The events analytics wrote, as [name, params]. */
function events(dataLayer: unknown[]) {
  return dataLayer
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter(([command]) => command === 'event')
    .map(([, name, params]) => [name, params]);
}

afterEach(cleanup);

describe('search page', () => {
  it('lists the products matching the keyword under “Results for …”', async () => {
    const listProducts = vi.fn<ListProducts>(async () => answer([product('p-1', 'Pineapple cake', 420)]));
    renderRoute('/search?keyword=pineapple', client(listProducts));
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “pineapple”' })).toBeTruthy();
    const card = await screen.findByRole('link', { name: /Pineapple cake/ });
    expect(card.getAttribute('href')).toBe('/product/p-1');
    expect(screen.getByText('1 product')).toBeTruthy();
    expect(listProducts.mock.calls.map(([request]) => request?.query)).toEqual([
      { keyword: 'pineapple', sort: 'default', page: 1, page_size: 24 },
    ]);
  });

  it('keeps the keyword when the sort and page change in the address', async () => {
    const listProducts = vi.fn<ListProducts>(async (request) =>
      answer([product(`p-${request?.query?.page ?? 1}`, `Cake on page ${request?.query?.page ?? 1}`, 100)], 30, request?.query?.page ?? 1),
    );
    const { router } = renderRoute('/search?keyword=%E9%B3%B3%E6%A2%A8%E9%85%A5&page=2', client(listProducts));
    await screen.findByRole('link', { name: /Cake on page 2/ });

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price_asc' } });
    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('鳳梨酥');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    await screen.findByRole('link', { name: /Cake on page 1/ });
    expect(listProducts.mock.calls.map(([request]) => request?.query)).toEqual([
      { keyword: '鳳梨酥', sort: 'default', page: 2, page_size: 24 },
      { keyword: '鳳梨酥', sort: 'price_asc', page: 1, page_size: 24 },
    ]);
  });

  it('offers the popular keywords when nothing matches', async () => {
    renderRoute(
      '/search?keyword=unicorn%20socks',
      client(async () => answer([])),
    );
    expect(await screen.findByRole('heading', { name: 'No products found for “unicorn socks”. Try another keyword.' })).toBeTruthy();
    const popular = await screen.findByRole('region', { name: 'Popular searches' });
    const links = within(popular).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Pineapple', '/search?keyword=Pineapple'],
      ['Lucky Bag', '/search?keyword=Lucky%20Bag'],
      ['Shiba', '/search?keyword=Shiba'],
    ]);
  });

  it('asks for a keyword when it is missing or blank, with the popular keywords, and searches nothing', async () => {
    const listProducts = vi.fn<ListProducts>(async () => answer([]));
    for (const path of ['/search', '/search?keyword=%20%20']) {
      renderRoute(path, client(listProducts));
      expect(await screen.findByRole('heading', { level: 1, name: 'Search results' })).toBeTruthy();
      expect(screen.getByText('please enter keyword')).toBeTruthy();
      expect(await screen.findByRole('link', { name: 'Shiba' })).toBeTruthy();
      cleanup();
    }
    renderRoute('/search', client(listProducts), { locale: 'cn' });
    expect(await screen.findByRole('heading', { level: 1, name: '搜索结果' })).toBeTruthy();
    expect(screen.getByText('请输入关键词')).toBeTruthy();
    expect(listProducts).not.toHaveBeenCalled();
  });

  it('follows a popular keyword to its results and records the search', async () => {
    const listProducts = vi.fn<ListProducts>(async (request) =>
      answer(request?.query?.keyword === 'Shiba' ? [product('p-7', 'Shiba plush', 790)] : []),
    );
    const { router, dataLayer } = renderRoute('/search?keyword=nothing', client(listProducts));
    fireEvent.click(await screen.findByRole('link', { name: 'Shiba' }));
    expect(await screen.findByRole('link', { name: /Shiba plush/ })).toBeTruthy();
    expect(router.state.location.search).toBe('?keyword=Shiba');
    expect(events(dataLayer)).toContainEqual(['search', { search_term: 'Shiba' }]);
  });

  it('is where the header search box goes: the results, the search event and an empty box', async () => {
    const listProducts = vi.fn<ListProducts>(async (request) =>
      answer(request?.query?.keyword ? [product('p-9', `${request?.query?.keyword} cake`, 300)] : []),
    );
    // A large screen's header has the search box; a phone's is in the drawer (restored after the test).
    const smallScreen = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...smallScreen(query), matches: query === LARGE_SCREEN_QUERY }));
    const { router, dataLayer } = renderRoute('/product-list/all', client(listProducts));
    const header = await screen.findByRole('banner');
    const box = within(header).getByRole('searchbox', { name: 'Search products' });
    await vi.waitFor(() => expect(box.getAttribute('placeholder')).toBe('Pineapple'));

    fireEvent.change(box, { target: { value: '  Taro  ' } });
    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “Taro”' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?keyword=Taro');
    expect(await screen.findByRole('link', { name: /Taro cake/ })).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('');
    expect(events(dataLayer)).toContainEqual(['search', { search_term: 'Taro' }]);
  });
});
