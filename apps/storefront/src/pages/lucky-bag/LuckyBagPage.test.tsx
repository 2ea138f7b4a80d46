import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '@storefront/api-client';
import type { HomeData, Product, Promotion } from '@storefront/api-contract';
import { createI18n } from '@storefront/i18n';
import { renderRoute } from '../../test/render-route.js';
import { luckyBagPromotion, promotionPeriod } from './LuckyBagPage.js';

function bag(id: string, name: string, price: number): Product {
  return {
    product_id: id,
    sku: `SKU-${id}`,
    category_id: 'lucky-bag',
    display_name: name,
    marked_price: price,
    selling_price: null,
    stock: 3,
    images: [`/v1/images/products/${id}-1.png`],
  };
}

const home: HomeData = {
  banners: [],
  recommended: [],
  popular: [],
  lucky_bags: [bag('p-1', 'Figure lucky bag', 2400), bag('p-2', 'Snack lucky bag', 599)],
  news: [],
};

function promotion(extra: Partial<Promotion>): Promotion {
  return {
    promote_id: 'lucky-week',
    display_name: 'Lucky Bag Week: bags from 20% off',
    content: 'Purchase limits are shown on each product.',
    image_url: null,
    link_url: '/lucky-bag',
    free_shipping_threshold: null,
    origins: [],
    starts_at: null,
    ends_at: null,
    ...extra,
  };
}

const freeShipping = promotion({ promote_id: 'free', display_name: 'Free shipping over NT$1,500', link_url: '/news/n-1' });

function renderPage(calls: Partial<ApiClient>) {
  return renderRoute('/lucky-bag', calls);
}

afterEach(cleanup);

describe('lucky bag page', () => {
  it('lists the lucky bags with their prices under the intro and the running lucky-bag promotion', async () => {
    renderPage({
      getHome: async () => home,
      getPromotions: async () => [freeShipping, promotion({ starts_at: Date.UTC(2027, 0, 10, 4), ends_at: Date.UTC(2027, 0, 31, 4) })],
    });
    const list = await screen.findByRole('list', { name: 'Lucky bag' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/product/p-1', '/product/p-2']);
    expect(links[0]?.textContent).toContain('NT$2,400');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lucky bag');
    expect(screen.getByText('Surprise bundles at special prices, while stocks last.')).toBeTruthy();
    const event = await screen.findByRole('complementary', { name: 'Lucky Bag Week: bags from 20% off' });
    expect(event.textContent).toContain('Jan 10, 2027 – Jan 31, 2027');
    expect(event.textContent).toContain('Purchase limits are shown on each product.');
    expect(screen.queryByText('Free shipping over NT$1,500')).toBeNull();
  });

  it('goes without the promotion when none links here or it cannot be loaded', async () => {
    renderPage({ getHome: async () => home, getPromotions: async () => [freeShipping] });
    await screen.findByRole('link', { name: /Figure lucky bag/ });
    expect(screen.queryByRole('complementary')).toBeNull();
    cleanup();
    renderPage({ getHome: async () => home, getPromotions: vi.fn().mockRejectedValue(new ApiError('network', 'Failed to fetch')) });
    expect(await screen.findByRole('link', { name: /Figure lucky bag/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('says so when there are no lucky bags', async () => {
    renderPage({ getHome: async () => ({ ...home, lucky_bags: [] }), getPromotions: async () => [] });
    expect(await screen.findByRole('heading', { name: 'No lucky-bag deals right now. Please come back soon.' })).toBeTruthy();
  });

  it('offers a retry when the deals fail to load', async () => {
    const getHome = vi.fn<ApiClient['getHome']>().mockRejectedValueOnce(new ApiError('timeout', 'timeout')).mockResolvedValueOnce(home);
    renderPage({ getHome, getPromotions: async () => [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Snack lucky bag/ })).toBeTruthy();
  });

  it('reads in Chinese too', async () => {
    renderRoute('/lucky-bag', { getHome: async () => home, getPromotions: async () => [] }, { locale: 'tw' });
    expect(await screen.findByRole('heading', { level: 1, name: '福袋' })).toBeTruthy();
    expect(screen.getByText('超值驚喜組合，數量有限，售完為止。')).toBeTruthy();
  });
});

describe('the lucky-bag promotion', () => {
  const { t } = createI18n('en');
  const start = Date.UTC(2027, 0, 10, 4);
  const end = Date.UTC(2027, 0, 31, 4);

  it('is the promotion that links to /lucky-bag', () => {
    const lucky = promotion({});
    expect(luckyBagPromotion([freeShipping, lucky])).toBe(lucky);
    expect(luckyBagPromotion([freeShipping])).toBeUndefined();
    expect(luckyBagPromotion(undefined)).toBeUndefined();
  });

  it('states its period from what it has: both ends, a start, an end, or nothing', () => {
    expect(promotionPeriod(promotion({ starts_at: start, ends_at: end }), 'en', t)).toBe('Jan 10, 2027 – Jan 31, 2027');
    expect(promotionPeriod(promotion({ starts_at: start }), 'en', t)).toBe('From Jan 10, 2027');
    expect(promotionPeriod(promotion({ ends_at: end }), 'en', t)).toBe('Until Jan 31, 2027');
    expect(promotionPeriod(promotion({}), 'en', t)).toBeUndefined();
    expect(promotionPeriod(promotion({ ends_at: end }), 'tw', createI18n('tw').t)).toBe('至 2027/01/31 止');
  });
});
