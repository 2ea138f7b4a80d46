import { expect, type Page, test } from '@playwright/test';
import { resources } from '@storefront/i18n';

// Cached pages (spec 2) against the running API: a cached list comes back as it was left, at the
// position it was left; a new page starts at the top; the header's menu items and search clear the
// cache, so the pages after them load again. The API requests are counted to tell the two apart.

const tw = resources['zh-TW'].translation;

// Pictures are most of a page's requests and nothing here looks at them: each is answered in the
// browser with a one-pixel image, so only the pages' own calls reach the API. (An aborted picture
// would show as broken, lose its box's proportions and shift the rows under the scroll position.)
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
test.beforeEach(async ({ context }) => {
  await context.route(/\/v1\/images\//, (route) => route.fulfill({ contentType: 'image/png', body: PIXEL }));
});

/** Counts the API requests whose path is exactly path (the list, not /v1/product/p-1001). */
function countRequests(page: Page, path: string, matches: (url: URL) => boolean = () => true) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === path && matches(url)) seen.push(url.search);
  });
  return { count: () => seen.length };
}

/** The product cards of the list in the main area. */
function productCards(page: Page) {
  return page.getByRole('main').getByRole('list').getByRole('link');
}

async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** Scrolls the card to the middle of the window, well down the page, and returns the scroll position. */
async function scrollToCard(page: Page, index: number): Promise<number> {
  const card = productCards(page).nth(index);
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const position = await scrollY(page);
  expect(position).toBeGreaterThan(300);
  return position;
}

test('back to a cached list shows it as it was, at the same scroll position, without loading it again', async ({ page }) => {
  const lists = countRequests(page, '/v1/product');
  await page.goto('/product-list/all?page=2');
  const cards = productCards(page);
  await expect(cards.first()).toBeVisible();
  const shown = await cards.allTextContents();
  expect(lists.count()).toBe(1);

  const position = await scrollToCard(page, 14);
  const chosen = cards.nth(14);
  const productPath = await chosen.getAttribute('href');
  // Opened from the keyboard: a pointer click lets Playwright scroll the card to other alignments first.
  await chosen.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${productPath}$`));
  // A new page starts at the top.
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/product-list\/all\?page=2$/);
  await expect.poll(() => scrollY(page)).toBe(position);
  expect(await cards.allTextContents()).toEqual(shown);
  expect(lists.count()).toBe(1);

  // Forward and back again: the product page and the list each come back where they were.
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`${productPath}$`));
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect.poll(() => scrollY(page)).toBe(position);
  expect(lists.count()).toBe(1);
});

test('a link from a scrolled cached page opens the next page at the top', async ({ page }) => {
  await page.goto('/product-list/all');
  await expect(productCards(page).first()).toBeVisible();
  await scrollToCard(page, 18);
  await page.getByRole('contentinfo').getByRole('link', { name: tw.footer.aboutUs }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.getByRole('banner').getByRole('link', { name: tw.app.name }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a header menu item clears the cached pages: the list it leads to loads again, at the top', async ({ page }) => {
  const lists = countRequests(page, '/v1/product');
  await page.goto('/product-list/all');
  const cards = productCards(page);
  await expect(cards.first()).toBeVisible();
  await scrollToCard(page, 10);
  await cards.nth(10).click();
  await expect(page).toHaveURL(/\/product\//);
  expect(lists.count()).toBe(1);

  const menu = page.getByRole('banner').getByRole('navigation', { name: tw.nav.label });
  await menu.getByRole('button', { name: tw.nav.products }).click();
  await menu.getByRole('link', { name: tw.nav.all }).click();
  await expect(page).toHaveURL(/\/product-list\/all$/);
  await expect(cards.first()).toBeVisible();
  expect(lists.count()).toBe(2);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('Hot news in the menu loads the news list again; back from an article does not', async ({ page }) => {
  const articleLists = countRequests(page, '/v1/article');
  await page.goto('/news-list');
  const articles = page.getByRole('main').locator('a[href^="/news/"]');
  await expect(articles.first()).toBeVisible();
  expect(articleLists.count()).toBe(1);

  await articles.first().click();
  await expect(page).toHaveURL(/\/news\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/news-list$/);
  await expect(articles.first()).toBeVisible();
  expect(articleLists.count()).toBe(1);

  await articles.first().click();
  await expect(page).toHaveURL(/\/news\//);
  await page.getByRole('banner').getByRole('link', { name: tw.nav.hotNews }).click();
  await expect(page).toHaveURL(/\/news-list$/);
  await expect(articles.first()).toBeVisible();
  expect(articleLists.count()).toBe(2);
});

test('a search clears the cached pages: back to the list loads it again', async ({ page }) => {
  const lists = countRequests(page, '/v1/product', (url) => !url.searchParams.has('keyword'));
  const searches = countRequests(page, '/v1/product', (url) => url.searchParams.has('keyword'));
  await page.goto('/product-list/all');
  await expect(productCards(page).first()).toBeVisible();
  expect(lists.count()).toBe(1);

  const box = page.getByRole('banner').getByRole('searchbox', { name: tw.header.searchLabel });
  await box.fill('公仔');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=/);
  await expect.poll(() => searches.count()).toBe(1);

  await page.goBack();
  await expect(page).toHaveURL(/\/product-list\/all$/);
  await expect(productCards(page).first()).toBeVisible();
  expect(lists.count()).toBe(2);

  // The results page, made after the clear, is cached itself.
  await page.goForward();
  await expect(page).toHaveURL(/\/search\?keyword=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(searches.count()).toBe(1);
});

test('a menu item opened in a new tab (Ctrl or Cmd and click) leaves this tab’s cached pages alone', async ({ page, context }) => {
  const lists = countRequests(page, '/v1/product');
  await page.goto('/product-list/all?page=2');
  const cards = productCards(page);
  await expect(cards.first()).toBeVisible();
  await cards.nth(3).click();
  await expect(page).toHaveURL(/\/product\//);

  const menu = page.getByRole('banner').getByRole('navigation', { name: tw.nav.label });
  const opened = context.waitForEvent('page');
  await menu.getByRole('link', { name: tw.nav.hotNews }).click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await expect(tab).toHaveURL(/\/news-list$/);
  await tab.close();

  // This tab stayed on the product, and the list behind it is still cached: back shows it without asking again.
  await expect(page).toHaveURL(/\/product\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/product-list\/all\?page=2$/);
  await expect(cards.first()).toBeVisible();
  expect(lists.count()).toBe(1);
});
