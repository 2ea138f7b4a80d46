import { expect, type Page, test } from '@playwright/test';
import { resources } from '@storefront/i18n';
import { apiGet } from './support/api.js';
import { MEMBER_PASSWORD, registerMember, uniqueEmail } from './support/members.js';

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

/**
 * Follows a link to path inside the app, as the shop's links do: the history entry a router link
 * leaves (its own key and index), then the browser's popstate, which the router follows.
 */
async function followInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const { idx } = window.history.state as { idx: number };
    window.history.pushState({ usr: null, key: `in-app-${idx + 1}`, idx: idx + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(addressPattern(path));
}

/** Matches a page's address ending in path. */
function addressPattern(path: string): RegExp {
  return new RegExp(`${path.replace(/[?]/g, '\\?')}$`);
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

test('login leaves the cached pages alone: back from it, or logged in, the list is there without loading again', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('keep-alive');
  await registerMember(request, email);
  const lists = countRequests(page, '/v1/product');
  await page.goto('/product-list/all?page=2');
  const cards = productCards(page);
  await expect(cards.first()).toBeVisible();
  const shown = await cards.allTextContents();
  const position = await scrollToCard(page, 14);

  // Clicked where it is: a pointer click would first scroll the header into view, and the list with it.
  const login = page.getByRole('banner').getByRole('link', { name: tw.header.login });
  await login.dispatchEvent('click');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.goBack();
  await expect(page).toHaveURL(/\/product-list\/all\?page=2$/);
  await expect.poll(() => scrollY(page)).toBe(position);
  expect(await cards.allTextContents()).toEqual(shown);

  await login.dispatchEvent('click');
  await page.getByRole('textbox', { name: tw.label.account, exact: true }).fill(email);
  await page.getByRole('textbox', { name: tw.label.password, exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: tw.auth.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/product-list\/all\?page=2$/);
  await expect(page.getByRole('banner').getByRole('link', { name: tw.header.member })).toBeVisible();
  expect(await cards.allTextContents()).toEqual(shown);
  expect(lists.count()).toBe(1);
});

test('the not-found page leaves the cached pages alone: back from it, the list is where it was', async ({ page }) => {
  const lists = countRequests(page, '/v1/product');
  await page.goto('/product-list/all?page=2');
  const cards = productCards(page);
  await expect(cards.first()).toBeVisible();
  const position = await scrollToCard(page, 14);

  // A link to an address the shop does not have, followed inside the app (as from an article's text).
  await followInApp(page, '/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: tw.notFound.heading })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/product-list\/all\?page=2$/);
  await expect.poll(() => scrollY(page)).toBe(position);
  await expect(cards.first()).toBeVisible();
  expect(lists.count()).toBe(1);
});

test('a shopping session’s 12 lists stay cached: back through them all asks the API for nothing', async ({ page }) => {
  const categories = await apiGet<{ category_id: string }[]>(page.request, 'category');
  const themes = await apiGet<{ theme_id: string; age_restricted: boolean }[]>(page.request, 'theme');
  const addresses = [
    '/product-list/all?page=2',
    '/product-list/all?page=3',
    '/theme',
    '/news-list',
    '/lucky-bag',
    ...categories.map(({ category_id }) => `/product-list/${category_id}`),
    ...themes.filter(({ age_restricted }) => !age_restricted).map(({ theme_id }) => `/theme/${theme_id}`),
  ].slice(0, 12);
  expect(addresses).toHaveLength(12);
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/v1/') && !pathname.startsWith('/v1/images/')) calls.push(pathname);
  });

  await page.goto(addresses[0]!);
  await expect(productCards(page).first()).toBeVisible();
  const position = await scrollToCard(page, 14);
  for (const address of addresses.slice(1)) {
    await followInApp(page, address);
    // The page's code and answers are in before the next link is followed.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  const asked = calls.length;

  for (const address of addresses.slice(0, -1).reverse()) {
    await page.goBack();
    await expect(page).toHaveURL(addressPattern(address));
  }
  await expect.poll(() => scrollY(page)).toBe(position);
  expect(calls.slice(asked)).toEqual([]);
});
