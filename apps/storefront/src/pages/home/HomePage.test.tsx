import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '@storefront/api-client';
import type { ArticleSummary, Banner, HomeData, Product } from '@storefront/api-contract';
import { renderRoute } from '../../test/render-route.js';

function product(id: string, name: string, price: number, extra: Partial<Product> = {}): Product {
  return {
    product_id: id,
    sku: `SKU-${id}`,
    category_id: 'snacks',
    display_name: name,
    marked_price: price,
    selling_price: null,
    stock: 5,
    images: [`/v1/images/products/${id}-1.png`],
    ...extra,
  };
}

const carouselBanner: Banner = {
  banner_id: 'b-1',
  display_name: 'Winter sale',
  location: 'home_carousel',
  image_url: '/v1/images/banners/b-1-1.png',
  mobile_image_url: '/v1/images/banners/b-1-2.png',
  link_url: '/lucky-bag',
};
const middleBanner: Banner = {
  banner_id: 'b-2',
  display_name: 'Tea corner',
  location: 'home_middle',
  image_url: '/v1/images/banners/b-2-1.png',
  mobile_image_url: null,
  link_url: '/theme/tea',
};

const longSummary = 'Pineapple cakes and oolong tea for the holidays. '.repeat(6);
const article: ArticleSummary = {
  article_id: 'n-1',
  title: 'Free shipping week',
  summary: longSummary,
  cover_image_url: '/v1/images/articles/n-1-1.png',
  published_at: Date.UTC(2026, 10, 20, 2),
};

const home: HomeData = {
  banners: [carouselBanner, middleBanner],
  recommended: [product('p-1', 'Pineapple cake', 480, { selling_price: 420 })],
  popular: [product('p-2', 'Night market figure', 1290, { stock: 0 })],
  lucky_bags: [product('p-3', 'Snack lucky bag', 599)],
  news: [article],
};

const empty: HomeData = { banners: [], recommended: [], popular: [], lucky_bags: [], news: [] };

function renderHome(getHome: ApiClient['getHome'], path = '/') {
  return renderRoute(path, { getHome });
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/** Waits until the home's answer is drawn. */
function allDrawn() {
  return waitFor(() => expect(document.querySelector('.sf-home[aria-busy="false"]')).not.toBeNull());
}

afterEach(cleanup);

describe('home page', () => {
  it('shows the recommended, popular and lucky-bag products with TWD prices, and View all where a list page exists', async () => {
    renderHome(vi.fn(async () => home));
    const cake = await screen.findByRole('link', { name: /Pineapple cake/ });
    await allDrawn();
    expect(cake.getAttribute('href')).toBe('/product/p-1');
    expect(cake.textContent).toContain('NT$420');
    expect(within(section('Recommended for you')).getAllByRole('link')).toEqual([cake]);

    const popular = section('Popular');
    const figure = within(popular).getByRole('link', { name: /Night market figure/ });
    expect(figure.textContent).toContain('NT$1,290');
    expect(figure.textContent).toContain('Sold out');
    expect(within(popular).getByRole('link', { name: 'View all Popular' }).getAttribute('href')).toBe('/theme');

    const bags = section('Lucky bag');
    expect(within(bags).getByRole('link', { name: /Snack lucky bag/ }).textContent).toContain('NT$599');
    expect(within(bags).getByRole('link', { name: 'View all Lucky bag' }).getAttribute('href')).toBe('/lucky-bag');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Shop highlights');
    // The title is set by an effect, which may run a moment after the page is on screen.
    await waitFor(() => expect(document.title).toBe('Home | Storefront'));
  });

  it('puts carousel banners in the carousel and the others as tiles between the sections', async () => {
    renderHome(vi.fn(async () => home));
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    expect(within(carousel).getByRole('link', { name: 'Winter sale' }).getAttribute('href')).toBe('/lucky-bag');
    expect(within(carousel).queryByRole('link', { name: 'Tea corner' })).toBeNull();
    await allDrawn();
    const tiles = screen.getByRole('list', { name: 'Promotions' });
    const tile = within(tiles).getByRole('link', { name: 'Tea corner' });
    expect(tile.getAttribute('href')).toBe('/theme/tea');
    expect(tile.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('records select_content for a banner click and follows its link', async () => {
    const { dataLayer, router } = renderHome(vi.fn(async () => home));
    fireEvent.click(await screen.findByRole('link', { name: 'Winter sale' }));
    const events = dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(events).toContainEqual([
      'event',
      'select_content',
      { content_type: 'banner', content_id: 'Winter sale', banner_location: 'home_carousel' },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/lucky-bag'));
  });

  it('lists the latest news with date, a summary cut to 200 characters and a link to each article', async () => {
    renderHome(vi.fn(async () => home));
    const title = await screen.findByRole('link', { name: 'Free shipping week' });
    expect(title.getAttribute('href')).toBe('/news/n-1');
    const news = section('Hot news');
    expect(news.contains(title)).toBe(true);
    expect(within(news).getByRole('link', { name: 'View all Hot news' }).getAttribute('href')).toBe('/news-list');
    expect(within(news).getByText('Nov 20, 2026')).toBeTruthy();
    const summary = within(news).getByText(/^Pineapple cakes/);
    expect(Array.from(summary.textContent ?? '')).toHaveLength(201);
    expect(summary.textContent?.endsWith('…')).toBe(true);
  });

  it('leaves out a section that has nothing, and has no View all for recommended', async () => {
    renderHome(vi.fn(async () => ({ ...home, lucky_bags: [], news: [] })));
    await screen.findByRole('link', { name: /Pineapple cake/ });
    await allDrawn();
    expect(screen.queryByRole('region', { name: 'Lucky bag' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Hot news' })).toBeNull();
    expect(within(section('Recommended for you')).queryByRole('link', { name: /View all/ })).toBeNull();
  });

  it('shows placeholders while the home loads', () => {
    renderHome(() => new Promise(() => {}));
    return waitFor(() => {
      const busy = document.querySelector('.sf-home[aria-busy="true"]');
      expect(busy).not.toBeNull();
      expect(busy?.querySelectorAll('.sf-skeleton').length).toBeGreaterThan(0);
      expect(screen.queryByRole('link', { name: /Pineapple cake/ })).toBeNull();
    });
  });

  it('draws the carousel and every section below it together once the answer is in', async () => {
    renderHome(vi.fn(async () => home));
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    expect(within(carousel).getByRole('link', { name: 'Winter sale' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Free shipping week' })).toBeTruthy();
    expect(document.querySelector('.sf-home')?.getAttribute('aria-busy')).toBe('false');
    expect(document.querySelectorAll('.sf-home .sf-skeleton')).toHaveLength(0);
  });

  it('draws a home it already has (coming back to it) all at once', async () => {
    const getHome = vi.fn(async () => home);
    const { router } = renderHome(getHome);
    await allDrawn();
    await router.navigate('/lucky-bag');
    await waitFor(() => expect(document.querySelector('.sf-home')).toBeNull());
    await router.navigate('/');
    await screen.findByRole('region', { name: 'Featured' });
    expect(document.querySelector('.sf-home')?.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('link', { name: 'Free shipping week' })).toBeTruthy();
  });

  it('says so when the home has nothing at all', async () => {
    renderHome(vi.fn(async () => empty));
    expect(await screen.findByRole('heading', { name: 'No products yet. Please come back soon.' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
  });

  it('offers a retry when the home fails to load, and shows it once it loads', async () => {
    const getHome = vi.fn<ApiClient['getHome']>().mockRejectedValue(new ApiError('network', 'Failed to fetch'));
    renderHome(getHome);
    const message = await screen.findByText('Some data failed to load. Please refresh or try again later.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    const failedCalls = getHome.mock.calls.length;
    getHome.mockResolvedValue(home);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Pineapple cake/ })).toBeTruthy();
    expect(getHome).toHaveBeenCalledTimes(failedCalls + 1);
  });

  it('redirects /home to / and shows Page not found elsewhere', async () => {
    const { router } = renderHome(
      vi.fn(async () => home),
      '/home',
    );
    await screen.findByRole('link', { name: /Pineapple cake/ });
    expect(router.state.location.pathname).toBe('/');
    cleanup();
    renderHome(vi.fn(), '/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
