import { ApiError, type ApiClient } from '@storefront/api-client';
import type { Product } from '@storefront/api-contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route.js';

const products: Product[] = [
  {
    product_id: 'p-1',
    sku: 'SKU-1',
    category_id: 'snacks',
    display_name: 'Pineapple cake',
    marked_price: 480,
    selling_price: 420,
    stock: 10,
    images: ['/v1/images/products/p-1-1.svg'],
  },
  {
    product_id: 'p-2',
    sku: 'SKU-2',
    category_id: 'figures',
    display_name: 'Night market figure',
    marked_price: 1290,
    selling_price: null,
    stock: 0,
    images: [],
  },
];

function renderAt(path: string, api: Partial<ApiClient>) {
  return renderRoute(path, api).router;
}

/** A client whose product list is the given spy; the home page makes no other call. */
function client(listProducts: ApiClient['listProducts']): Partial<ApiClient> {
  return { listProducts };
}

afterEach(cleanup);

describe('home page', () => {
  it('lists the products with their TWD prices and links to each product', async () => {
    renderAt('/', client(vi.fn(async () => ({ items: products, total: 2, page: 1, page_size: 24 }))));
    const cake = await screen.findByRole('link', { name: /Pineapple cake/ });
    expect(cake.getAttribute('href')).toBe('/product/p-1');
    expect(cake.textContent).toContain('NT$420');
    const figure = screen.getByRole('link', { name: /Night market figure/ });
    expect(figure.textContent).toContain('NT$1,290');
    expect(figure.textContent).toContain('Sold out');
    expect(document.title).toBe('Home | Storefront');
  });

  it('says so when the catalogue is empty', async () => {
    renderAt('/', client(vi.fn(async () => ({ items: [], total: 0, page: 1, page_size: 24 }))));
    expect(await screen.findByText('No products yet. Please come back soon.')).toBeTruthy();
  });

  it('offers a retry when the list fails to load, and shows the list once it loads', async () => {
    const listProducts = vi
      .fn<ApiClient['listProducts']>()
      .mockRejectedValueOnce(new ApiError('network', 'Failed to fetch'))
      .mockResolvedValueOnce({ items: products, total: 2, page: 1, page_size: 24 });
    renderAt('/', client(listProducts));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('some data failed to load, please refresh or try again later');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('link', { name: /Pineapple cake/ })).toBeTruthy();
  });

  it('redirects /home to / and shows Page not found elsewhere', async () => {
    const router = renderAt('/home', client(vi.fn(async () => ({ items: [], total: 0, page: 1, page_size: 24 }))));
    await screen.findByText('No products yet. Please come back soon.');
    expect(router.state.location.pathname).toBe('/');
    cleanup();
    renderAt('/no-such-page', client(vi.fn()));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
