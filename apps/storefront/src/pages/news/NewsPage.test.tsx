import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '@storefront/api-client';
import type { ArticleDetail } from '@storefront/api-contract';
import { renderRoute } from '../../test/render-route.js';

const ARTICLE: ArticleDetail = {
  article_id: 'n-1',
  title: 'Festival sale',
  summary: 'Free shipping over NT$1,500.',
  cover_image_url: '/v1/images/articles/n-1-1.png',
  // Noon UTC: the same calendar day in every time zone the tests may run in.
  published_at: Date.UTC(2026, 10, 20, 12),
  content:
    '<h2>Key points</h2><ul><li>When: 1–12 December</li></ul>' +
    '<img src="x" onerror="window.__newsXss = true"><script>window.__newsXss = true</script>',
};

// A page's code loads lazily on its first render, which takes seconds when the machine is busy.
const PAGE_LOAD = { timeout: 10_000 };

afterEach(cleanup);

describe('a news article', () => {
  it('shows its title, date, cover and text, without anything that could run, and links back to the list', async () => {
    const getArticle = vi.fn<ApiClient['getArticle']>(async () => ARTICLE);
    renderRoute('/news/n-1', { getArticle });

    const title = await screen.findByRole('heading', { level: 1, name: 'Festival sale' }, PAGE_LOAD);
    const article = title.closest('article')!;
    expect(within(article).getByText('Published on Nov 20, 2026').tagName).toBe('TIME');
    expect(within(article).getByRole('heading', { level: 2, name: 'Key points' })).toBeTruthy();
    expect(within(article).getByText('When: 1–12 December')).toBeTruthy();
    expect(article.querySelector('img')?.getAttribute('src')).toBe('/v1/images/articles/n-1-1.webp');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to news' }).getAttribute('href')).toBe('/news-list');
    expect(getArticle).toHaveBeenCalledWith({ params: { article_id: 'n-1' } });
  });

  it('says the article does not exist when the API answers 404, with a way back to the list', async () => {
    const getArticle = vi.fn<ApiClient['getArticle']>(async () => {
      throw new ApiError('server', '404', 40401, 404);
    });
    renderRoute('/news/n-404', { getArticle }, { locale: 'cn' });

    expect(await screen.findByRole('heading', { level: 1, name: '找不到这条资讯' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByText('这条资讯不存在或已被移除。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回资讯列表' }).getAttribute('href')).toBe('/news-list');
  });

  it('offers a retry when the article fails to load for another reason', async () => {
    const getArticle = vi
      .fn<ApiClient['getArticle']>()
      .mockRejectedValueOnce(new ApiError('timeout', 'timed out'))
      .mockResolvedValueOnce(ARTICLE);
    renderRoute('/news/n-1', { getArticle });

    const message = await screen.findByText('Some data failed to load. Please refresh or try again later.', undefined, PAGE_LOAD);
    fireEvent.click(within(message.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Festival sale' }, PAGE_LOAD)).toBeTruthy();
  });
});
