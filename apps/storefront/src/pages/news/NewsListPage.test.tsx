import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '@storefront/api-client';
import type { ArticleList, ArticleSummary } from '@storefront/api-contract';
import { renderRoute } from '../../test/render-route.js';
import { NEWS_PAGE_SIZE } from './NewsListPage.js';

// Noon UTC: the same calendar day in every time zone the tests may run in.
const NOV_20 = Date.UTC(2026, 10, 20, 12);
const OCT_5 = Date.UTC(2026, 9, 5, 12);

function article(id: string, title: string, publishedAt: number, summary = `About ${title}.`): ArticleSummary {
  return { article_id: id, title, summary, cover_image_url: `/v1/images/articles/${id}-1.png`, published_at: publishedAt };
}

function listOf(items: ArticleSummary[], page: number, total: number): ArticleList {
  return { items, total, page, page_size: NEWS_PAGE_SIZE };
}

/** A client whose article list answers each page as `pages` says. */
function client(pages: (page: number) => ArticleList): { listArticles: ApiClient['listArticles'] } & Partial<ApiClient> {
  return { listArticles: vi.fn(async ({ query } = {}) => pages(query?.page ?? 1)) };
}

// A page's code loads lazily on its first render, which takes seconds when the machine is busy.
const PAGE_LOAD = { timeout: 10_000 };

afterEach(cleanup);

describe('the news list', () => {
  it('shows each article with its cover, title linking to it, date and a summary cut to 200 characters', async () => {
    const long = 'x'.repeat(250);
    const api = client(() => listOf([article('n-1', 'Festival sale', NOV_20), article('n-2', 'Pickup stores', OCT_5, long)], 1, 2));
    renderRoute('/news-list', api);

    const sale = await screen.findByRole('link', { name: 'Festival sale' }, PAGE_LOAD);
    expect(sale.getAttribute('href')).toBe('/news/n-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Hot news' })).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Nov 20, 2026').tagName).toBe('TIME');
    expect(within(cards[0]!).getByText('About Festival sale.')).toBeTruthy();
    expect(cards[0]!.querySelector('img')?.getAttribute('src')).toBe('/v1/images/articles/n-1-1.webp');
    expect(within(cards[1]!).getByText('Oct 5, 2026')).toBeTruthy();
    expect(within(cards[1]!).getByText(`${'x'.repeat(200)}…`)).toBeTruthy();
    expect(api.listArticles).toHaveBeenCalledWith({ query: { page: 1, page_size: NEWS_PAGE_SIZE } });
  });

  it('reads the page from the address and puts the page it moves to in the address', async () => {
    const api = client((page) => listOf([article(`n-${page}`, `Story on page ${page}`, NOV_20)], page, NEWS_PAGE_SIZE * 2 + 1));
    const { router } = renderRoute('/news-list?page=2', api);

    expect(await screen.findByRole('link', { name: 'Story on page 2' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Story on page 3' }, PAGE_LOAD)).toBeTruthy();
    expect(router.state.location.search).toBe('?page=3');
    expect(api.listArticles).toHaveBeenLastCalledWith({ query: { page: 3, page_size: NEWS_PAGE_SIZE } });
    // The new page starts at its heading, not on a button of the page left behind (an effect, after it is drawn).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Hot news' })));

    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(await screen.findByRole('link', { name: 'Story on page 1' }, PAGE_LOAD)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/news-list');
    expect(router.state.location.search).toBe('');
  });

  it('goes to the last page when the address points past it', async () => {
    const api = client((page) => listOf(page === 2 ? [article('n-7', 'Last story', OCT_5)] : [], page, NEWS_PAGE_SIZE + 1));
    const { router } = renderRoute('/news-list?page=9', api);
    expect(await screen.findByRole('link', { name: 'Last story' }, PAGE_LOAD)).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('says so when there is no news, in the current language', async () => {
    renderRoute(
      '/news-list',
      client(() => listOf([], 1, 0)),
      { locale: 'tw' },
    );
    expect(await screen.findByRole('heading', { name: '目前沒有最新消息。' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '分頁' })).toBeNull();
  });

  it('offers a retry when the list fails to load, and shows the list once it loads', async () => {
    const listArticles = vi
      .fn<ApiClient['listArticles']>()
      .mockRejectedValueOnce(new ApiError('network', 'Failed to fetch'))
      .mockResolvedValueOnce(listOf([article('n-1', 'Festival sale', NOV_20)], 1, 1));
    renderRoute('/news-list', { listArticles });

    const message = await screen.findByText('Some data failed to load. Please refresh or try again later.', undefined, PAGE_LOAD);
    const alert = message.closest<HTMLElement>('[role="alert"]');
    expect(alert).not.toBeNull();
    fireEvent.click(within(alert!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Festival sale' }, PAGE_LOAD)).toBeTruthy();
  });
});
