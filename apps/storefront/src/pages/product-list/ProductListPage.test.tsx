import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '@storefront/api-client';
import type { Category, Product, ProductList } from '@storefront/api-contract';
import { shopApi } from '@storefront/store';
import { renderRoute } from '../../test/render-route.js';

const categories: Category[] = [
  { category_id: 'snacks', display_name: 'Snacks & Drinks' },
  { category_id: 'plush', display_name: 'Plush Toys' },
];

function product(id: number, name: string, price: number): Product {
  return {
    product_id: `p-${id}`,
    sku: `SKU-${id}`,
    category_id: 'snacks',
    display_name: name,
    marked_price: price,
    selling_price: null,
    stock: 5,
    images: [],
  };
}

/** A page of `total` products as the API answers it: the names say which page they are on. */
function pageOf(page: number, total: number, count = Math.min(24, Math.max(0, total - (page - 1) * 24))): ProductList {
  return {
    items: Array.from({ length: count }, (_, index) => product(page * 100 + index, `Item ${page}-${index + 1}`, 100 + index)),
    total,
    page,
    page_size: 24,
  };
}

/** The accessible name of a product card's link, by page and position: 'Item 1-1' but not 'Item 1-10'. */
function item(page: number, position: number): RegExp {
  return new RegExp(`Item ${page}-${position}(?!\\d)`);
}

type ListProducts = ApiClient['listProducts'];

function client(listProducts: ListProducts): Partial<ApiClient> {
  return { listProducts, listCategories: async () => categories };
}

/** The query of every listProducts call, in order. */
function queries(listProducts: ReturnType<typeof vi.fn<ListProducts>>) {
  return listProducts.mock.calls.map(([request]) => request?.query);
}

/** The view_item_list events analytics wrote, as [list id, item names]. */
function viewedLists(dataLayer: unknown[]) {
  return dataLayer
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter(([command, name]) => command === 'event' && name === 'view_item_list')
    .map(([, , params]) => {
      const { item_list_id, items } = params as { item_list_id: string; items: { item_name: string }[] };
      return [item_list_id, items.map((item) => item.item_name)];
    });
}

/** Tests that render several pages in turn: on two cores shared by parallel runs each render can take seconds. */
const SEVERAL_PAGES_MS = 45_000;

afterEach(cleanup);

describe('product list page', () => {
  it('lists every product under All products with the count, and asks for no category', async () => {
    const listProducts = vi.fn<ListProducts>(async () => pageOf(1, 3));
    renderRoute('/product-list/all', client(listProducts));
    expect(await screen.findByRole('heading', { level: 1, name: 'All products' })).toBeTruthy();
    const first = await screen.findByRole('link', { name: item(1, 1) });
    expect(first.getAttribute('href')).toBe('/product/p-100');
    expect(first.textContent).toContain('NT$100');
    expect(screen.getByText('3 products')).toBeTruthy();
    expect(queries(listProducts)).toEqual([{ sort: 'default', page: 1, page_size: 24 }]);
    // A single page needs no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('takes the sort and page from the address and names the category from GET /category', async () => {
    const listProducts = vi.fn<ListProducts>(async (request) => pageOf(request?.query?.page ?? 1, 30));
    renderRoute('/product-list/snacks?sort=price_asc&page=2', client(listProducts));
    expect(await screen.findByRole('heading', { level: 1, name: 'Snacks & Drinks' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: item(2, 1) })).toBeTruthy();
    expect(queries(listProducts)).toEqual([{ category_id: 'snacks', sort: 'price_asc', page: 2, page_size: 24 }]);
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('price_asc');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('30 products')).toBeTruthy();
  });

  it(
    'puts a new sort in the address from page 1, asks for it and keeps focus on the sort select',
    async () => {
      const listProducts = vi.fn<ListProducts>(async (request) => pageOf(request?.query?.page ?? 1, 60));
      const { router } = renderRoute('/product-list/snacks?page=2', client(listProducts));
      await screen.findByRole('link', { name: item(2, 1) });

      fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price_desc' } });
      await screen.findByRole('link', { name: item(1, 1) });
      expect(router.state.location.search).toBe('?sort=price_desc');
      expect(queries(listProducts).at(-1)).toEqual({ category_id: 'snacks', sort: 'price_desc', page: 1, page_size: 24 });
      // Focus moves in an effect, after the new page is drawn.
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Sort by' })));
      expect((document.activeElement as HTMLSelectElement).value).toBe('price_desc');
    },
    SEVERAL_PAGES_MS,
  );

  it(
    'moves between pages through the address, keeps the sort, and shows the cached page on back',
    async () => {
      const listProducts = vi.fn<ListProducts>(async (request) => pageOf(request?.query?.page ?? 1, 60));
      const { router, dataLayer } = renderRoute('/product-list/all?sort=newest', client(listProducts));
      await screen.findByRole('link', { name: item(1, 1) });

      fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
      await screen.findByRole('link', { name: item(2, 1) });
      expect(router.state.location.search).toBe('?sort=newest&page=2');
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'All products' })));
      expect(queries(listProducts).at(-1)).toEqual({ sort: 'newest', page: 2, page_size: 24 });

      fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
      await screen.findByRole('link', { name: item(3, 1) });
      expect(screen.getAllByRole('link', { name: /Item 3-\d/ })).toHaveLength(12);

      await act(() => router.navigate(-1));
      expect(router.state.location.search).toBe('?sort=newest&page=2');
      expect(await screen.findByRole('link', { name: item(2, 1) })).toBeTruthy();
      // The page shown again came from the keep-alive cache: no new call, no second view_item_list.
      expect(listProducts).toHaveBeenCalledTimes(3);
      expect(viewedLists(dataLayer).map(([id, names]) => [id, names?.[0]])).toEqual([
        ['category_all', 'Item 1-1'],
        ['category_all', 'Item 2-1'],
        ['category_all', 'Item 3-1'],
      ]);
    },
    SEVERAL_PAGES_MS,
  );

  it(
    'sends an old address past the last page to the last page',
    async () => {
      const listProducts = vi.fn<ListProducts>(async (request) => pageOf(request?.query?.page ?? 1, 30));
      const { router } = renderRoute('/product-list/all?sort=newest&page=9', client(listProducts));
      expect(await screen.findByRole('link', { name: item(2, 6) })).toBeTruthy();
      expect(router.state.location.search).toBe('?sort=newest&page=2');
      expect(queries(listProducts)).toEqual([
        { sort: 'newest', page: 9, page_size: 24 },
        { sort: 'newest', page: 2, page_size: 24 },
      ]);
    },
    SEVERAL_PAGES_MS,
  );

  it(
    'leaves the page on screen alone when a cached page, hidden, finds itself past its last page; shown again, it moves',
    async () => {
      let total = 60;
      const listProducts = vi.fn<ListProducts>(async (request) => pageOf(request?.query?.page ?? 1, total));
      const { router, store } = renderRoute('/product-list/all?sort=newest&page=3', client(listProducts));
      await screen.findByRole('link', { name: item(3, 1) });
      await act(() => router.navigate('/product-list/snacks'));
      await screen.findByRole('heading', { level: 1, name: 'Snacks & Drinks' });

      // The list shrinks while page 3 of every product waits hidden, and its answer is asked for again.
      total = 30;
      await act(() =>
        store.dispatch(shopApi.endpoints.listProducts.initiate({ sort: 'newest', page: 3, page_size: 24 }, { forceRefetch: true })),
      );
      expect(listProducts).toHaveBeenLastCalledWith(expect.objectContaining({ query: { sort: 'newest', page: 3, page_size: 24 } }));
      // Time for a navigation the hidden page might start to arrive.
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(router.state.location.pathname).toBe('/product-list/snacks');

      await act(() => router.navigate(-1));
      await waitFor(() => expect(router.state.location.search).toBe('?sort=newest&page=2'));
      expect(await screen.findByRole('link', { name: item(2, 6) })).toBeTruthy();
    },
    SEVERAL_PAGES_MS,
  );

  it('records view_item_list once with the products shown', async () => {
    const listProducts = vi.fn<ListProducts>(async () => pageOf(1, 2));
    const { dataLayer } = renderRoute('/product-list/snacks', client(listProducts));
    await screen.findByRole('link', { name: item(1, 2) });
    // Recorded in an effect, after the cards are drawn.
    await waitFor(() => expect(viewedLists(dataLayer)).toEqual([['category_snacks', ['Item 1-1', 'Item 1-2']]]));
  });

  it('shows an unknown category as not found with a link to every product, and asks for no products', async () => {
    const listProducts = vi.fn<ListProducts>(async () => pageOf(1, 3));
    renderRoute('/product-list/no-such-category', client(listProducts));
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all products' }).getAttribute('href')).toBe('/product-list/all');
    expect(listProducts).not.toHaveBeenCalled();
  });

  it('says so when a category has no products, with a way to every product', async () => {
    renderRoute(
      '/product-list/plush',
      client(async () => pageOf(1, 0)),
    );
    expect(await screen.findByRole('heading', { name: 'No products in this category yet.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all products' }).getAttribute('href')).toBe('/product-list/all');
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
  });

  it(
    'shows skeleton cards while loading, then a retry when the list fails, then the list',
    async () => {
      let fail!: (error: unknown) => void;
      // The list fails until the shopper retries: the first call when the test says, any other at once
      // (the route's loader and the page may both ask, depending on which comes first).
      let failing = true;
      const listProducts = vi
        .fn<ListProducts>()
        .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
        .mockImplementation(async () => {
          if (failing) throw new ApiError('network', 'Failed to fetch');
          return pageOf(1, 1);
        });
      renderRoute('/product-list/all', client(listProducts));
      const section = await screen.findByRole('region', { name: 'All products' });
      await vi.waitFor(() => expect(listProducts).toHaveBeenCalled());
      expect(section.querySelectorAll('.sf-skeleton--card').length).toBeGreaterThan(0);

      await act(async () => fail(new ApiError('network', 'Failed to fetch')));
      const message = await screen.findByText('Some data failed to load. Please refresh or try again later.');
      const alert = message.closest<HTMLElement>('[role="alert"]');
      expect(alert).not.toBeNull();
      failing = false;
      fireEvent.click(within(alert!).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('link', { name: item(1, 1) })).toBeTruthy();
      expect(screen.getByText('1 product')).toBeTruthy();
    },
    SEVERAL_PAGES_MS,
  );

  it('speaks the shopper language', async () => {
    renderRoute(
      '/product-list/all',
      client(async () => pageOf(1, 30)),
      { locale: 'tw' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '全部商品' })).toBeTruthy();
    await screen.findByRole('link', { name: item(1, 1) });
    expect(screen.getByText('共 30 件商品')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '排序方式' })).toBeTruthy();
  });
});
