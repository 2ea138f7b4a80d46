import { expect, type Page, test } from '@playwright/test';
import type { ArticleDetail, ArticleList } from '@storefront/api-contract';
import { en } from '../src/pages/policy/content/en.js';
import { POLICY_UPDATED, type PolicyContent, type PolicyKind } from '../src/pages/policy/content/types.js';
import { zhCn } from '../src/pages/policy/content/zh-cn.js';
import { zhTw } from '../src/pages/policy/content/zh-tw.js';
import { apiGet } from './support/api.js';

// Dates are shown in the browser's time zone: the test's dates are computed in the same one.
const TIME_ZONE = 'Asia/Taipei';
test.use({ timezoneId: TIME_ZONE });

type Language = 'tw' | 'cn' | 'en';

/** A date as each language shows it: 2026/11/20 in Chinese, Nov 20, 2026 in English. */
function shownDate(ms: number, language: Language): string {
  const options: Intl.DateTimeFormatOptions =
    language === 'en' ? { dateStyle: 'medium' } : { year: 'numeric', month: '2-digit', day: '2-digit' };
  const tag = { tw: 'zh-TW', cn: 'zh-CN', en: 'en' }[language];
  return new Intl.DateTimeFormat(tag, { ...options, timeZone: TIME_ZONE }).format(ms);
}

/** The visible text of HTML as the API sends it, parsed inertly (nothing in it loads or runs). */
async function textOfHtml(page: Page, html: string): Promise<string> {
  return page.evaluate((source) => new DOMParser().parseFromString(source, 'text/html').body.textContent ?? '', html);
}

/** Opens the news list and answers the page size the app asks the API for, so the test asks the same. */
async function openNewsList(page: Page, path = '/news-list'): Promise<number> {
  const listCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/v1/article');
  await page.goto(path);
  return Number(new URL((await listCall).url()).searchParams.get('page_size'));
}

/** The cards of the list being shown (cached pages of other addresses stay hidden). */
function newsCards(page: Page) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('article') });
}

/** Each card of the list shows the API's article: title linking to it and date, in the API's order. */
async function expectCardsOf(page: Page, list: ArticleList, language: Language): Promise<void> {
  const cards = newsCards(page);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(list.items.map((article) => article.title));
  for (const [index, article] of list.items.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('link', { name: article.title })).toHaveAttribute('href', `/news/${article.article_id}`);
    await expect(card.locator('time')).toHaveText(shownDate(article.published_at, language));
  }
}

test.describe('news in Traditional Chinese (the default)', () => {
  test('the list shows the API’s articles newest first, with dates and links, and page 2 shows the API’s page 2', async ({
    page,
    request,
  }) => {
    const pageSize = await openNewsList(page);
    const first = await apiGet<ArticleList>(request, `article?page=1&page_size=${pageSize}`, 'tw');
    expect(first.total, 'the demo shop has more than one page of news').toBeGreaterThan(pageSize);
    const dates = first.items.map((article) => article.published_at);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    await expect(page).toHaveTitle('最新消息 | 線上商店');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('最新消息');
    await expectCardsOf(page, first, 'tw');

    await page.getByRole('navigation', { name: '分頁' }).getByRole('button', { name: '第 2 頁' }).click();
    await expect(page).toHaveURL(/\/news-list\?page=2$/);
    const second = await apiGet<ArticleList>(request, `article?page=2&page_size=${pageSize}`, 'tw');
    await expectCardsOf(page, second, 'tw');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    // The address alone brings the same page back.
    await page.reload();
    await expectCardsOf(page, second, 'tw');
    await page.goBack();
    await expect(page).toHaveURL(/\/news-list$/);
    await expectCardsOf(page, first, 'tw');
  });

  test('an article shows its title, date, cover and content, runs nothing from its HTML, and leads back to the list', async ({
    page,
    request,
  }) => {
    const pageSize = await openNewsList(page);
    const [summary] = (await apiGet<ArticleList>(request, `article?page=1&page_size=${pageSize}`, 'tw')).items;
    const article = await apiGet<ArticleDetail>(request, `article/${summary!.article_id}`, 'tw');

    await newsCards(page).first().getByRole('link', { name: article.title }).click();
    await expect(page).toHaveURL(`/news/${article.article_id}`);
    const shown = page.getByRole('article');
    await expect(shown.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(shown.locator('time')).toHaveText(`發布於 ${shownDate(article.published_at, 'tw')}`);
    const body = (await textOfHtml(page, article.content)).replace(/\s+/g, ' ').trim();
    expect(body.length).toBeGreaterThan(0);
    expect((await shown.textContent())?.replace(/\s+/g, ' ')).toContain(body);
    if (article.cover_image_url) {
      const cover = shown.locator(`img[src="${article.cover_image_url.replace(/\.(png|jpe?g|gif)$/i, '.webp')}"]`);
      await expect(cover).toHaveJSProperty('complete', true);
      expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    }

    // The seeded articles carry no script; whatever an article holds, none reaches the page.
    expect(await shown.locator('script').count()).toBe(0);
    const handlers = await shown.evaluate((root) =>
      [root, ...root.querySelectorAll('*')].flatMap((node) => node.getAttributeNames().filter((name) => name.startsWith('on'))),
    );
    expect(handlers).toEqual([]);

    await page.getByRole('link', { name: '返回最新消息' }).click();
    await expect(page).toHaveURL(/\/news-list$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('最新消息');
  });

  test('an unknown article says so and offers the way back to the list', async ({ page }) => {
    await page.goto('/news/n-no-such-article');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到這則消息');
    await page.getByRole('main').getByRole('link', { name: '返回最新消息' }).click();
    await expect(page).toHaveURL(/\/news-list$/);
  });
});

test.describe('news in English', () => {
  test.use({ locale: 'en-US' });

  test('the list and an article come in English from the API', async ({ page, request }) => {
    const pageSize = await openNewsList(page);
    const list = await apiGet<ArticleList>(request, `article?page=1&page_size=${pageSize}`, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hot news');
    await expectCardsOf(page, list, 'en');

    const article = await apiGet<ArticleDetail>(request, `article/${list.items[1]!.article_id}`, 'en');
    await newsCards(page).nth(1).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.getByRole('article').locator('time')).toHaveText(`Published on ${shownDate(article.published_at, 'en')}`);
  });
});

test.describe('news in Simplified Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('page 2 of the list, opened by its address, is the API’s page 2 in Simplified Chinese', async ({ page, request }) => {
    const pageSize = await openNewsList(page, '/news-list?page=2');
    const second = await apiGet<ArticleList>(request, `article?page=2&page_size=${pageSize}`, 'cn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('最新资讯');
    await expectCardsOf(page, second, 'cn');
    await expect(page.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  });
});

const POLICY_PAGES: readonly (readonly [path: string, kind: PolicyKind, titles: Record<Language, string>])[] = [
  ['/privacy', 'privacy', { tw: '隱私權政策', cn: '隐私政策', en: 'Privacy policy' }],
  ['/shipping-terms', 'shipping', { tw: '運送條款', cn: '配送条款', en: 'Shipping terms' }],
  ['/return-policy', 'returns', { tw: '退換貨政策', cn: '退换货政策', en: 'Return policy' }],
  ['/about-us', 'about', { tw: '關於我們', cn: '关于我们', en: 'About us' }],
];

const CONTENT: Record<Language, PolicyContent> = { tw: zhTw, cn: zhCn, en };
const BROWSER_LOCALE: Record<Language, string> = { tw: 'zh-TW', cn: 'zh-CN', en: 'en-US' };
const CONTENTS_LABEL: Record<Language, string> = { tw: '本頁內容', cn: '本页内容', en: 'On this page' };
const UPDATED_LABEL: Record<Language, string> = { tw: '最後更新：', cn: '最后更新：', en: 'Last updated: ' };

/** The policy page shows its title, a date and every section, each listed in the table of contents. */
async function expectPolicyPage(page: Page, kind: PolicyKind, title: string, language: Language): Promise<void> {
  const { sections } = CONTENT[language][kind];
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(
    article.getByText(UPDATED_LABEL[language] + shownDate(Date.parse(POLICY_UPDATED[kind]), language), { exact: true }),
  ).toBeVisible();
  const contents = article.getByRole('navigation', { name: CONTENTS_LABEL[language] });
  await expect(contents.getByRole('link')).toHaveText(sections.map((section) => section.heading));
  for (const section of sections) {
    await expect(article.getByRole('heading', { level: 2, name: section.heading, exact: true })).toBeVisible();
  }
}

for (const language of ['tw', 'cn', 'en'] as const) {
  test.describe(`policy pages in ${language}`, () => {
    test.use({ locale: BROWSER_LOCALE[language] });

    test('each shows its title, last-updated date and sections in the language', async ({ page }) => {
      for (const [path, kind, titles] of POLICY_PAGES) {
        await page.goto(path);
        await expectPolicyPage(page, kind, titles[language], language);
      }
    });
  });
}

test('a policy page downloads the texts of its language only, and its contents move the view to a section', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/shipping-terms');
  await expectPolicyPage(page, 'shipping', '運送條款', 'tw');
  const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
  const refused = (content: PolicyContent) => content.shipping.sections.find((section) => section.id === 'refused-parcels')!.heading;
  expect(bodies.some((body) => body.includes(refused(zhTw)))).toBe(true);
  expect(bodies.some((body) => body.includes(refused(zhCn)) || body.includes(refused(en)))).toBe(false);

  await page.setViewportSize({ width: 390, height: 844 });
  const target = page.getByRole('heading', { level: 2, name: refused(zhTw) });
  await expect(target).not.toBeInViewport();
  await page
    .getByRole('navigation', { name: '本頁內容' })
    .getByRole('link', { name: refused(zhTw) })
    .click();
  await expect(page).toHaveURL(/\/shipping-terms#refused-parcels$/);
  await expect(target).toBeInViewport();
  await expect(target).toBeFocused();
});

test('the footer’s privacy, shipping and return links open their pages and record a select_content click', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const clicks = [
    ['隱私權政策', '/privacy', 'privacy'],
    ['運送條款', '/shipping-terms', 'shipping'],
    ['退換貨政策', '/return-policy', 'return'],
  ] as const;
  for (const [name, path, contentId] of clicks) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const events = await page.evaluate(() =>
      ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
        typeof entry === 'object' && entry !== null && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry,
      ),
    );
    expect(events).toContainEqual(['event', 'select_content', { content_type: 'footer_terms', content_id: contentId }]);
  }
});

test.describe('an unknown address', () => {
  test('shows Page not found in Traditional Chinese with the ways home and to every product', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle('找不到頁面 | 線上商店');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('找不到頁面');
    await expect(main.getByRole('link', { name: '瀏覽全部商品' })).toHaveAttribute('href', '/product-list/all');
    await main.getByRole('link', { name: '回到首頁' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const [language, heading, home] of [
    ['en', 'Page not found', 'Back to home'],
    ['cn', '页面不存在', '返回首页'],
  ] as const) {
    test.describe(`in ${language}`, () => {
      test.use({ locale: BROWSER_LOCALE[language] });

      test(`shows ${heading} and links home`, async ({ page }) => {
        await page.goto('/some/missing/page');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await page.getByRole('link', { name: home }).click();
        await expect(page).toHaveURL(/\/$/);
      });
    });
  }
});
