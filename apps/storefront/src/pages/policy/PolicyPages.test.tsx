import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shopConfig } from '../../app/shop-config.js';
import { renderRoute } from '../../test/render-route.js';
import { en } from './content/en.js';
import { zhCn } from './content/zh-cn.js';
import { zhTw } from './content/zh-tw.js';

// A page's code loads lazily on its first render, which takes seconds when the machine is busy.
const PAGE_LOAD = { timeout: 10_000 };

afterEach(cleanup);

/** The headings of the policy's sections, in order (the table of contents has its own heading). */
function sectionHeadings(): string[] {
  return within(screen.getByRole('article'))
    .getAllByRole('heading', { level: 2 })
    .filter((heading) => heading.closest('nav') === null)
    .map((heading) => heading.textContent ?? '');
}

describe('the policy pages', () => {
  it('show the privacy policy in Simplified Chinese to a cn shopper, with its date and table of contents', async () => {
    renderRoute('/privacy', {}, { locale: 'cn' });

    expect(await screen.findByRole('heading', { level: 2, name: zhCn.privacy.sections[0]!.heading }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '隐私政策' })).toBeTruthy();
    expect(screen.getByText('最后更新：2026/10/01')).toBeTruthy();
    expect(sectionHeadings()).toEqual(zhCn.privacy.sections.map((section) => section.heading));
    expect(screen.queryByText(zhTw.privacy.sections[0]!.heading)).toBeNull();

    const contents = screen.getByRole('navigation', { name: '本页内容' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      zhCn.privacy.sections.map((section) => [section.heading, `/privacy#${section.id}`]),
    );
  });

  it('show the shipping terms in English with the refused-parcel rule and the customer-service address', async () => {
    renderRoute('/shipping-terms', {}, { locale: 'en' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Refused or unclaimed overseas parcels' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping terms' })).toBeTruthy();
    expect(screen.getByText('Last updated: Oct 20, 2026')).toBeTruthy();
    expect(sectionHeadings()).toEqual(en.shipping.sections.map((section) => section.heading));
    expect(screen.getByText(/the order’s shipping fee × 2, and less any customs duties and taxes/)).toBeTruthy();
    const mail = screen.getAllByRole('link', { name: shopConfig.supportEmail })[0]!;
    expect(mail.getAttribute('href')).toBe(`mailto:${shopConfig.supportEmail}`);
    expect(document.body.textContent).not.toContain('{email}');
  });

  it('show the return policy and about us in Traditional Chinese by default', async () => {
    renderRoute('/return-policy', {}, { locale: 'tw' });
    expect(await screen.findByRole('heading', { level: 2, name: '7 天鑑賞期' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '退換貨政策' })).toBeTruthy();
    expect(screen.getAllByRole('list').some((list) => list.tagName === 'OL' && list.closest('nav') === null)).toBe(true);
    cleanup();

    renderRoute('/about-us', {}, { locale: 'tw' });
    expect(await screen.findByRole('heading', { level: 2, name: zhTw.about.sections[0]!.heading }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '關於我們' })).toBeTruthy();
    expect(sectionHeadings()).toEqual(zhTw.about.sections.map((section) => section.heading));
  });

  it('move the view and the focus to a section chosen in the table of contents', async () => {
    const { router } = renderRoute('/return-policy', {}, { locale: 'en' });
    const contents = await screen.findByRole('navigation', { name: 'On this page' }, PAGE_LOAD);

    fireEvent.click(within(contents).getByRole('link', { name: 'Refunds' }));
    expect(router.state.location.hash).toBe('#refunds');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Refunds' }));
  });
});
