import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route.js';

// A page's code loads lazily on its first render, which takes seconds when the machine is busy.
const PAGE_LOAD = { timeout: 10_000 };

afterEach(cleanup);

describe('the not-found page', () => {
  it('stands on its own: a banner with the logo, a main area with one heading and the ways home and to every product', async () => {
    renderRoute('/no/such/page', {}, { locale: 'tw' });

    const main = await screen.findByRole('main', undefined, PAGE_LOAD);
    expect(
      within(main)
        .getAllByRole('heading')
        .map((heading) => [heading.tagName, heading.textContent]),
    ).toEqual([['H1', '找不到頁面']]);
    expect(within(main).getByText('您要找的頁面不存在或已移除。')).toBeTruthy();
    expect(within(main).getByRole('link', { name: '回到首頁' }).getAttribute('href')).toBe('/');
    expect(within(main).getByRole('link', { name: '瀏覽全部商品' }).getAttribute('href')).toBe('/product-list/all');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: '線上商店' }).getAttribute('href')).toBe('/');
    // Outside the shop's layout: no shop header menu or footer around it.
    expect(screen.queryByRole('contentinfo')).toBeNull();
    // The title is set by an effect, which may run a moment after the page is on screen.
    await waitFor(() => expect(document.title).toBe('找不到頁面 | 線上商店'));
  });

  it('speaks the shopper’s language', async () => {
    renderRoute('/missing', {}, { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toBeTruthy();
    cleanup();
    renderRoute('/missing', {}, { locale: 'cn' });
    expect(await screen.findByRole('heading', { level: 1, name: '页面不存在' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
  });
});
