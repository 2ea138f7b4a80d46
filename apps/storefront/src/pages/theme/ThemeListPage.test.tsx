import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '@storefront/api-client';
import type { Theme } from '@storefront/api-contract';
import { renderRoute } from '../../test/render-route.js';

const themes: Theme[] = [
  { theme_id: 'star', display_name: 'Star Voyager Corner', image_url: '/v1/images/themes/star-1.png' },
  { theme_id: 'tea', display_name: 'Tastes of Taiwan', image_url: '/v1/images/themes/tea-1.jpg', age_restricted: false },
  { theme_id: 'cards', display_name: 'TCG Battle Supply', image_url: null },
  { theme_id: 'grown-up', display_name: 'Grown-Up Treats', image_url: '/v1/images/themes/grown-up-1.png', age_restricted: true },
];

function renderList(listThemes: ApiClient['listThemes']) {
  return renderRoute('/theme', { listThemes });
}

afterEach(cleanup);

describe('theme list page', () => {
  it('shows every theme as a picture card linking to its page, age-restricted ones marked 18+', async () => {
    const listThemes = vi.fn<ApiClient['listThemes']>(async () => themes);
    renderList(listThemes);
    const list = await screen.findByRole('list', { name: 'Popular' });
    const cards = within(list).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/theme/star', '/theme/tea', '/theme/cards', '/theme/grown-up']);
    expect(cards.map((card) => card.textContent)).toEqual([
      'Star Voyager Corner',
      'Tastes of Taiwan',
      'TCG Battle Supply',
      'Grown-Up Treats 18+ Adults only',
    ]);
    // The badge reads '18+' on screen and 'Adults only' to screen readers.
    expect(within(list).getByRole('link', { name: 'Grown-Up Treats Adults only' })).toBe(cards[3]);
    expect(within(cards[3]!).getByText('18+').getAttribute('aria-hidden')).toBe('true');
    expect(cards.slice(0, 3).some((card) => card.textContent?.includes('18+'))).toBe(false);
    const images = cards.map((card) => card.querySelector('img'));
    expect(images[0]?.getAttribute('src')).toBe('/v1/images/themes/star-1.webp');
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(images[1]?.getAttribute('src')).toBe('/v1/images/themes/tea-1.webp');
    expect(images[2]).toBeNull();
    expect(images[3]?.getAttribute('loading')).toBe('lazy');
    expect(images[3]?.getAttribute('width')).toBe('640');
    // The page asks for every theme, not the menu's ten.
    expect(listThemes.mock.calls.some(([request]) => request?.query === undefined)).toBe(true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Popular');
  });

  it('says so when there are no themes', async () => {
    renderList(async () => []);
    expect(await screen.findByRole('heading', { name: 'No themes yet. Please come back soon.' })).toBeTruthy();
  });

  it('offers a retry when the themes fail to load', async () => {
    // The header's menu asks for ten themes too: only the page's own call (no count) fails, once.
    let failed = false;
    const listThemes = vi.fn<ApiClient['listThemes']>(async (request) => {
      if (request?.query === undefined && !failed) {
        failed = true;
        throw new ApiError('network', 'Failed to fetch');
      }
      return themes;
    });
    renderList(listThemes);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Tastes of Taiwan' })).toBeTruthy();
  });
});
