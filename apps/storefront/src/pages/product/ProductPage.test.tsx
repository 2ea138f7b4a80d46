import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '@storefront/api-client';
import type { Cart, ProductDetail, SubProductGroup } from '@storefront/api-contract';
import { formatDateTime } from '@storefront/i18n';
import { product } from '../../test/fixtures.js';
import { renderRoute } from '../../test/render-route.js';
import { parseBuyNow } from './buy-now.js';

afterEach(cleanup);

const colour: SubProductGroup = {
  group_id: 'p-1-colour',
  display_name: 'Colour',
  required_amount: 1,
  options: [
    { product_id: 'p-1-colour-bk', display_name: 'Black', image_url: null, stock: 5, available: true },
    { product_id: 'p-1-colour-gy', display_name: 'Grey', image_url: null, stock: 0, available: true },
  ],
};

const size: SubProductGroup = {
  group_id: 'p-1-size',
  display_name: 'Size',
  required_amount: 1,
  options: [
    { product_id: 'p-1-size-s', display_name: 'S', image_url: null, stock: 2, available: true },
    { product_id: 'p-1-size-m', display_name: 'M', image_url: null, stock: 20, available: true },
  ],
};

const emptyCart: Cart = { items: [], subtotal: 0, shipping_fee: 0, total: 0 };

/** A client whose getProduct answers the given product for its own id and 404 for any other. */
function serving(detail: ProductDetail, calls: Partial<ApiClient> = {}): Partial<ApiClient> {
  return {
    getProduct: vi.fn<ApiClient['getProduct']>(async ({ params }) => {
      if (params.product_id === detail.product_id) return detail;
      throw new ApiError('server', '404', 40401, 404);
    }),
    ...calls,
  };
}

/** The parameters of each analytics event of that name, in the order sent (gtag pushes its arguments). */
function eventsNamed(dataLayer: readonly unknown[], name: string): Record<string, unknown>[] {
  return dataLayer
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((command) => command[0] === 'event' && command[1] === name)
    .map((command) => command[2] as Record<string, unknown>);
}

const member = { auth: { token: 'header.payload.signature', authorized: true } };

describe('the product page', () => {
  it('shows the product as the API gives it, and records view_item once', async () => {
    const calls = serving({ ...product, purchase_limit: 3 });
    const { dataLayer } = renderRoute('/product/p-1', calls);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Pineapple cake gift box' });
    const article = heading.closest('article')!;
    expect(calls.getProduct).toHaveBeenCalledWith({ params: { product_id: 'p-1' } });
    expect(article.textContent).toContain('NT$420');
    expect(article.textContent).toContain('NT$480');
    const gallery = within(article).getByRole('group', { name: 'Product images' });
    const main = within(gallery).getByRole('img', { name: 'Pineapple cake gift box' });
    expect(main.getAttribute('src')).toBe('/v1/images/products/p-1-1.webp');
    expect(within(gallery).getByRole('button', { name: 'Image 2 of 2' })).toBeTruthy();
    expect(article.textContent).toContain('Ships from Taiwan');
    expect(article.textContent).toContain('Limit 3 per order');
    expect(screen.getByRole('heading', { level: 2, name: 'Product description' })).toBeTruthy();
    expect(screen.getByText('Buttery pastry, picked by our staff.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    await waitFor(() => expect(eventsNamed(dataLayer, 'view_item')).toHaveLength(1));
    expect(eventsNamed(dataLayer, 'view_item')[0]).toMatchObject({
      currency: 'TWD',
      value: 420,
      items: [{ item_id: 'SKU-1', price: 420 }],
    });
  });

  it('holds the page in a skeleton while the product loads', async () => {
    renderRoute('/product/p-1', {});
    const busy = await waitFor(() => {
      const region = document.querySelector('[aria-busy="true"]');
      expect(region).not.toBeNull();
      return region!;
    });
    expect(within(busy as HTMLElement).getByRole('heading', { level: 1, name: 'Product details' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('says so in the page when the product does not exist, with a way on to every product', async () => {
    renderRoute('/product/p-404', serving(product));
    expect(await screen.findByRole('heading', { level: 1, name: 'This product could not be found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all products' }).getAttribute('href')).toBe('/product-list/all');
  });

  it('offers a retry when the product could not be loaded, and shows it once it loads', async () => {
    const getProduct = vi
      .fn<ApiClient['getProduct']>()
      .mockRejectedValueOnce(new ApiError('network', 'Failed to fetch'))
      .mockResolvedValueOnce(product);
    renderRoute('/product/p-1', { getProduct });
    const alert = (await screen.findByText('Some data failed to load. Please refresh or try again later.')).closest('[role="alert"]');
    fireEvent.click(within(alert as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pineapple cake gift box' })).toBeTruthy();
  });
});

describe('what each state offers', () => {
  it('on sale: quantity, add to cart and buy now', async () => {
    renderRoute('/product/p-1', serving(product));
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Notify me when available' })).toBeNull();
  });

  it('pre-order: the badge, its ship date and rule, and both actions', async () => {
    const shipsAt = Date.UTC(2027, 5, 30, 12);
    renderRoute('/product/p-1', serving({ ...product, pre_order: true, pre_order_ship_at: shipsAt, stock: 0 }));
    const heading = await screen.findByRole('heading', { level: 1, name: product.display_name });
    const article = heading.closest('article')!;
    expect(within(article).getByText('Pre-order')).toBeTruthy();
    expect(article.textContent).toContain('Expected to ship on Jun 30, 2027');
    expect(article.textContent).toContain('Pre-order items are billed one at a time and cannot be combined with other items.');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeTruthy();
  });

  it.each([
    ['taken off sale', { available: false }],
    ['expired', { expired: true, available: false }],
  ])('%s: the note instead of any action', async (_case, state) => {
    renderRoute('/product/p-1', serving({ ...product, ...state }));
    expect(await screen.findByText('This product is no longer available.')).toBeTruthy();
    expect(screen.getByText('Unavailable')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Notify me when available' })).toBeNull();
  });

  it('before its sale opens: when it opens instead of any action', async () => {
    const opensAt = Date.now() + 86_400_000;
    renderRoute('/product/p-1', serving({ ...product, sale_starts_at: opensAt }));
    const note = await screen.findByText(/^On sale from /);
    expect(note.textContent).toBe(`On sale from ${formatDateTime(opensAt, 'en')}`);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Notify me when available' })).toBeNull();
  });

  it('overseas tax: says it is left out of free-shipping events', async () => {
    renderRoute('/product/p-1', serving({ ...product, origin: 'CN', overseas_tax: true }));
    const heading = await screen.findByRole('heading', { level: 1, name: product.display_name });
    expect(heading.closest('article')!.textContent).toContain('Ships from China');
    expect(heading.closest('article')!.textContent).toContain('excluded from site-wide free-shipping events');
  });
});

describe('the quantity', () => {
  it.each([
    ['the stock when it is below the purchase limit', { stock: 2, purchase_limit: 5 }, 2],
    ['the purchase limit when it is below the stock', { stock: 10, purchase_limit: 3 }, 3],
    ['the purchase limit of a pre-order, whatever its stock', { stock: 1, purchase_limit: 4, pre_order: true }, 4],
  ])('stops at %s', async (_case, overrides, max) => {
    renderRoute('/product/p-1', serving({ ...product, ...overrides }));
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    for (let click = 0; click < max + 2; click += 1) fireEvent.click(increase);
    expect(quantity.getAttribute('aria-valuenow')).toBe(String(max));
    expect(quantity.getAttribute('aria-valuemax')).toBe(String(max));
    expect(increase.getAttribute('aria-disabled')).toBe('true');
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    for (let click = 0; click < max + 2; click += 1) fireEvent.click(decrease);
    expect(quantity.getAttribute('aria-valuenow')).toBe('1');
  });

  it('comes down to the stock of a chosen option', async () => {
    renderRoute('/product/p-1', serving({ ...product, stock: 10, sub_products: [size] }));
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    for (let click = 0; click < 5; click += 1) fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity.getAttribute('aria-valuenow')).toBe('6');
    fireEvent.click(screen.getByRole('radio', { name: 'S' }));
    expect(quantity.getAttribute('aria-valuenow')).toBe('2');
    expect(quantity.getAttribute('aria-valuemax')).toBe('2');
  });
});

describe('buying', () => {
  it('asks for every variant group before buy now, then goes to checkout carrying the choice', async () => {
    const { router } = renderRoute('/product/p-1', serving({ ...product, sub_products: [colour, size] }));
    const buyNow = await screen.findByRole('button', { name: 'Buy now' });
    expect(screen.getByRole('radio', { name: 'Grey Sold out' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Black' }));
    fireEvent.click(buyNow);
    expect(await screen.findByText('Please select all items')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/product/p-1');

    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(buyNow);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(parseBuyNow(new URLSearchParams(router.state.location.search))).toEqual({
      product_id: 'p-1',
      amount: 2,
      sub_product_infos: [
        { product_id: 'p-1-colour-bk', amount: 1 },
        { product_id: 'p-1-size-m', amount: 1 },
      ],
    });
  });

  it('sends a visitor who adds to the cart to log in, with the way back to this product', async () => {
    const updateCart = vi.fn<ApiClient['updateCart']>();
    const { router } = renderRoute('/product/p-1', serving(product, { updateCart }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Please log in to add items to your cart.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/product/p-1')}`);
    expect(updateCart).not.toHaveBeenCalled();
  });

  it("adds a member's choice to the cart and says so", async () => {
    const updateCart = vi.fn<ApiClient['updateCart']>(async () => null);
    const getCart = vi.fn<ApiClient['getCart']>(async () => emptyCart);
    renderRoute('/product/p-1', serving({ ...product, sub_products: [size] }, { updateCart, getCart }), { state: member });
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    fireEvent.click(add);
    expect(await screen.findByText('Please select all items')).toBeTruthy();
    expect(updateCart).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(add);
    expect(await screen.findByText('Added to your cart.')).toBeTruthy();
    expect(updateCart).toHaveBeenCalledWith({
      body: { product_id: 'p-1', update_amount: 2, sub_product_infos: [{ product_id: 'p-1-size-m', amount: 1 }] },
    });
  });

  it('shows no success when the cart refuses the item (the error toast is the client policy’s)', async () => {
    const updateCart = vi.fn<ApiClient['updateCart']>(async () => {
      throw new ApiError('server', 'Not enough stock, or the amount exceeds the purchase limit.', 40904, 409);
    });
    const getCart = vi.fn<ApiClient['getCart']>(async () => emptyCart);
    renderRoute('/product/p-1', serving(product, { updateCart, getCart }), { state: member });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(updateCart).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' }).getAttribute('aria-disabled')).toBeNull());
    expect(screen.queryByText('Added to your cart.')).toBeNull();
  });
});

describe('a sold-out product', () => {
  const soldOut = { ...product, stock: 0 };

  it('offers the arrival notice instead of buying', async () => {
    renderRoute('/product/p-1', serving(soldOut));
    expect(await screen.findByRole('button', { name: 'Notify me when available' })).toBeTruthy();
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
  });

  it('checks the email, sends the notice, confirms and records select_content', async () => {
    const createArrivalNotice = vi.fn<ApiClient['createArrivalNotice']>(async () => null);
    const { dataLayer } = renderRoute('/product/p-1', serving(soldOut, { createArrivalNotice }));
    fireEvent.click(await screen.findByRole('button', { name: 'Notify me when available' }));
    const dialog = await screen.findByRole('dialog', { name: 'Back-in-stock notice' });
    const email = within(dialog).getByRole('textbox', { name: /Email/ });
    const submit = within(dialog).getByRole('button', { name: 'Notify me' });

    fireEvent.click(submit);
    expect(await within(dialog).findByText('please enter email')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'mei@example' } });
    expect(await within(dialog).findByText('Invalid mail')).toBeTruthy();
    fireEvent.click(submit);
    expect(createArrivalNotice).not.toHaveBeenCalled();

    fireEvent.change(email, { target: { value: ' mei@example.com ' } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Done! We will email you when it is back in stock.')).toBeTruthy();
    expect(createArrivalNotice).toHaveBeenCalledWith({ params: { product_id: 'p-1' }, body: { email: 'mei@example.com' } });
    expect(eventsNamed(dataLayer, 'select_content')).toEqual([{ content_type: 'stock_notification', content_id: 'SKU-1' }]);

    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('an age-restricted product', () => {
  it('is behind the age gate until the visitor enters', async () => {
    const { dataLayer } = renderRoute('/product/p-1', serving({ ...product, age_restricted: true }));
    const gate = await screen.findByRole('dialog', { name: 'Age verification' });
    expect(screen.queryByRole('heading', { level: 1, name: 'Pineapple cake gift box' })).toBeNull();
    expect(eventsNamed(dataLayer, 'view_item')).toHaveLength(0);

    fireEvent.click(within(gate).getByRole('button', { name: 'Enter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pineapple cake gift box' })).toBeTruthy();
    await waitFor(() => expect(eventsNamed(dataLayer, 'view_item')).toHaveLength(1));
  });
});
