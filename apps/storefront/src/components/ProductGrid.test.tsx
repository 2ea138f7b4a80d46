import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@storefront/api-contract';
import * as ui from '@storefront/ui';
import { AppProviders } from '../app/AppProviders.js';
import { testApp } from '../test/render-route.js';
import { ProductGrid } from './ProductGrid.js';

const drawn = vi.hoisted(() => vi.fn<(productId: string) => void>());

// The kit's card, counting each time it is drawn.
vi.mock('@storefront/ui', async (importOriginal) => {
  const kit = await importOriginal<typeof ui>();
  return {
    ...kit,
    ProductCard: (props: ui.ProductCardProps) => {
      drawn(props.product.product_id);
      return kit.ProductCard(props);
    },
  };
});

afterEach(() => {
  cleanup();
  drawn.mockClear();
});

const products: Product[] = ['p-1', 'p-2', 'p-3'].map((id) => ({
  product_id: id,
  sku: `SKU-${id}`,
  category_id: 'snacks',
  display_name: `Figure ${id}`,
  marked_price: 500,
  selling_price: null,
  stock: 5,
  images: [],
}));

/** A page that draws itself again on a click, for something that has nothing to do with its grid. */
function Page() {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        Clicked {clicks}
      </button>
      <ProductGrid products={products} listId="test" listName="Test" />
    </>
  );
}

function renderPage() {
  const { app } = testApp({});
  render(
    <AppProviders app={app}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('ProductGrid', () => {
  it('is not drawn again when its page is, with the same products', () => {
    renderPage();
    expect(drawn.mock.calls.map(([id]) => id)).toEqual(['p-1', 'p-2', 'p-3']);
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeTruthy();
    expect(drawn).toHaveBeenCalledTimes(3);
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});
