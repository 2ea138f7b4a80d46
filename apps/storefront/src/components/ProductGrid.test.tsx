import type { Product } from '@storefront/api-contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../app/AppProviders.js';
import { testApp } from '../test/render-route.js';
import { FIRST_DRAWN, ProductGrid } from './ProductGrid.js';

afterEach(cleanup);

function products(count: number): Product[] {
  return Array.from({ length: count }, (_, index) => ({
    product_id: `p-${index + 1}`,
    sku: `SKU-${index + 1}`,
    category_id: 'figures',
    display_name: `Figure ${index + 1}`,
    marked_price: 1000,
    selling_price: null,
    stock: 5,
    images: [],
  }));
}

/** The grid alone on a page, drawn inside act (its effects run, its timers do not). */
function drawGrid(list: readonly Product[]) {
  const { app } = testApp({});
  const router = createMemoryRouter([{ path: '*', element: <ProductGrid products={list} listId="test" listName="Test" /> }]);
  act(() => {
    render(
      <AppProviders app={app}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
}

const cards = () => screen.queryAllByRole('link', { name: /Figure \d+/ });

describe('ProductGrid', () => {
  it('draws a first screen of cards with the answer and the rest in the next task', async () => {
    drawGrid(products(24));
    expect(cards()).toHaveLength(FIRST_DRAWN);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(cards()).toHaveLength(24);
    expect(cards().at(-1)?.getAttribute('href')).toBe('/product/p-24');
  });

  it('draws a short list at once', () => {
    drawGrid(products(FIRST_DRAWN));
    expect(cards()).toHaveLength(FIRST_DRAWN);
  });
});
