import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '@storefront/api-client';
import type { Product, ProductList, ThemeDetail } from '@storefront/api-contract';
import { selectIsAgeVerified } from '@storefront/store';
import { renderRoute } from '../../test/render-route.js';
import { pageFromSearch, THEME_PAGE_SIZE } from './ThemePage.js';

// jsdom has no modal dialogs: the kit's Dialog opens with showModal() and finds tab stops with
// checkVisibility(). These stand-ins open and close the element; focus trapping is the e2e's to check.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  HTMLElement.prototype.checkVisibility ??= () => true;
});

afterEach(cleanup);

const theme: ThemeDetail = {
  theme_id: 'star',
  display_name: 'Star Voyager Corner',
  image_url: '/v1/images/themes/star-1.png',
  description: '<p>Every official <strong>Star Voyager</strong> item.</p><script>window.hacked = true</script>',
  age_restricted: false,
  data_infos: [
    {
      title: 'New collabs',
      content: '<p>Limited hoodies are here.</p>',
      image_url: '/v1/images/themes/star-2.png',
      link_url: '/product/p-2',
    },
    { title: 'Fan art', content: '<p>Made by fans.</p>', image_url: null, link_url: 'https://fans.example/art' },
    { title: 'No link', content: '<p>Just words.</p>', image_url: null, link_url: null },
  ],
};

const adultTheme: ThemeDetail = { ...theme, theme_id: 'grown-up', display_name: 'Grown-Up Treats', age_restricted: true, data_infos: [] };

function product(id: string, name: string, price: number): Product {
  return {
    product_id: id,
    sku: id,
    category_id: 'figures',
    display_name: name,
    marked_price: price,
    selling_price: null,
    stock: 2,
    images: [],
  };
}

function page(items: Product[], pageNumber: number, total: number): ProductList {
  return { items, total, page: pageNumber, page_size: THEME_PAGE_SIZE };
}

/** A client whose theme is `detail` and whose product pages each hold one product named after the page. */
function client(detail: ThemeDetail | Error, total = 1) {
  const getTheme = vi.fn<ApiClient['getTheme']>(async () => {
    if (detail instanceof Error) throw detail;
    return detail;
  });
  const listThemeProducts = vi.fn<ApiClient['listThemeProducts']>(async (request) => {
    const number = request.query?.page ?? 1;
    return page([product(`p-${number}`, `Figure of page ${number}`, 1000 + number)], number, total);
  });
  return { getTheme, listThemeProducts };
}

describe('theme page', () => {
  it('shows the theme: title, picture, sanitised description, content blocks and its products', async () => {
    const calls = client(theme);
    renderRoute('/theme/star', calls);
    expect(await screen.findByRole('heading', { level: 1, name: 'Star Voyager Corner' })).toBeTruthy();
    expect(document.querySelector('.sf-theme__hero-image')?.getAttribute('src')).toBe('/v1/images/themes/star-1.webp');
    expect(screen.getByText('Star Voyager').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect(calls.getTheme).toHaveBeenCalledWith(expect.objectContaining({ params: { theme_id: 'star' } }));

    const collabs = screen.getByRole('region', { name: 'New collabs' });
    expect(within(collabs).getByText('Limited hoodies are here.')).toBeTruthy();
    expect(within(collabs).getByRole('link', { name: 'Learn more: New collabs' }).getAttribute('href')).toBe('/product/p-2');
    expect(collabs.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    const external = within(screen.getByRole('region', { name: 'Fan art' })).getByRole('link');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(within(screen.getByRole('region', { name: 'No link' })).queryByRole('link')).toBeNull();

    const products = screen.getByRole('region', { name: 'Products in this theme' });
    const figure = await within(products).findByRole('link', { name: /Figure of page 1/ });
    expect(figure.getAttribute('href')).toBe('/product/p-1');
    expect(figure.textContent).toContain('NT$1,001');
    expect(calls.listThemeProducts).toHaveBeenCalledWith(
      expect.objectContaining({ params: { theme_id: 'star' }, query: { page: 1, page_size: THEME_PAGE_SIZE } }),
    );
    // One page of products: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('takes the page of products from ?page= and pages through them in the address', async () => {
    const calls = client(theme, 3 * THEME_PAGE_SIZE);
    const { router } = renderRoute('/theme/star?page=2', calls);
    expect(await screen.findByRole('link', { name: /Figure of page 2/ })).toBeTruthy();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(pagination).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(await screen.findByRole('link', { name: /Figure of page 3/ })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Products in this theme'));

    const visible = () =>
      screen.getAllByRole('navigation', { name: 'Pagination' }).find((nav) => !nav.closest('[hidden], [style*="display: none"]'));
    fireEvent.click(within(visible()!).getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls.listThemeProducts.mock.calls.map(([request]) => request.query?.page)).toEqual(expect.arrayContaining([2, 3, 1]));
  });

  it('reads a missing or broken ?page= as the first page', () => {
    expect(pageFromSearch(new URLSearchParams(''))).toBe(1);
    expect(pageFromSearch(new URLSearchParams('page=4'))).toBe(4);
    for (const bad of ['page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=1000001']) {
      expect(pageFromSearch(new URLSearchParams(bad)), bad).toBe(1);
    }
  });

  it('keeps an age-restricted theme behind the age gate until the visitor enters', async () => {
    const calls = client(adultTheme);
    const { store } = renderRoute('/theme/grown-up', calls);
    const gate = await screen.findByRole('dialog', { name: 'Age verification' });
    expect(within(gate).getByText('Are you 18 or older?')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Grown-Up Treats' })).toBeNull();
    expect(calls.listThemeProducts).not.toHaveBeenCalled();

    fireEvent.click(within(gate).getByRole('button', { name: 'Enter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Grown-Up Treats' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('link', { name: /Figure of page 1/ })).toBeTruthy();
    expect(selectIsAgeVerified(store.getState())).toBe(true);
  });

  it('goes back to the previous page when the visitor leaves the age gate', async () => {
    const calls = { ...client(adultTheme), listThemes: async () => [] };
    const { router } = renderRoute('/theme', calls);
    await screen.findByRole('heading', { level: 1, name: 'Popular' });
    await router.navigate('/theme/grown-up');
    const gate = await screen.findByRole('dialog', { name: 'Age verification' });
    fireEvent.click(within(gate).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/theme'));
    // The theme stays cached and hidden; its gate closes with it (the kit's HiddenWhileOpen story
    // checks in Chromium that it does not reopen and block the page shown).
    await waitFor(() => expect(document.querySelector('dialog[open]')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Popular' })).toBeTruthy();
  });

  it('says the theme does not exist when the API does not know it, with a way to every theme', async () => {
    renderRoute('/theme/gone', client(new ApiError('server', 'theme not found', 40401, 404)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Theme not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all popular zones' }).getAttribute('href')).toBe('/theme');
  });

  it('offers a retry when the theme fails to load for another reason', async () => {
    const getTheme = vi.fn<ApiClient['getTheme']>().mockRejectedValueOnce(new ApiError('timeout', 'timeout')).mockResolvedValueOnce(theme);
    renderRoute('/theme/star', { ...client(theme), getTheme });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Star Voyager Corner' })).toBeTruthy();
  });

  it('says so when the theme has no products', async () => {
    renderRoute('/theme/star', { getTheme: async () => theme, listThemeProducts: async () => page([], 1, 0) });
    expect(await screen.findByRole('heading', { name: 'No products in this theme yet.' })).toBeTruthy();
  });
});
