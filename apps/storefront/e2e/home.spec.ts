import { expect, type Locator, type Page, test } from '@playwright/test';
import type { HomeData, Promotion } from '@storefront/api-contract';
import { apiGet } from './support/api.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { expectProducts } from './support/products.js';

// The home and lucky-bag pages against the real API: every expectation is read from the API first.

const CAROUSEL = 'home_carousel';

/** The product cards of a home section, found by its heading. */
function sectionCards(page: Page, heading: string): Locator {
  return page.getByRole('region', { name: heading, exact: true }).getByRole('list', { name: heading, exact: true }).getByRole('link');
}

/** The gtag commands analytics pushed onto window.dataLayer, as plain arrays. */
async function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)),
  );
}

/** The caption of the banner the carousel shows now (the one slide that is not inert). */
function shownBanner(page: Page): Locator {
  return page.locator('.sf-carousel__slide:not([inert]) .sf-carousel__caption');
}

test.describe('home (zh-TW)', () => {
  test('shows the API’s banners, product sections and news with names, prices and links', async ({ page, request }) => {
    const home = await apiGet<HomeData>(request, 'index');
    const carousel = home.banners.filter((banner) => banner.location === CAROUSEL);
    const tiles = home.banners.filter((banner) => banner.location !== CAROUSEL);
    expect(carousel.length).toBeGreaterThan(1);
    expect(home.recommended.length * home.popular.length * home.lucky_bags.length * home.news.length).toBeGreaterThan(0);

    await page.goto('/');
    await expect(page).toHaveTitle('首頁 | 線上商店');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('本店精選');

    const region = page.getByRole('region', { name: '精選活動' });
    const slides = region.getByRole('group');
    await expect(slides).toHaveCount(carousel.length);
    for (const [index, banner] of carousel.entries()) {
      const slide = slides.nth(index);
      await expect(slide).toHaveAttribute('aria-label', `第 ${index + 1} 張，共 ${carousel.length} 張`);
      await expect(slide.locator('.sf-carousel__caption')).toHaveText(banner.display_name);
      if (banner.link_url) await expect(slide.locator('a')).toHaveAttribute('href', banner.link_url);
    }
    const firstImage = slides.first().locator('img');
    await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    await expect(firstImage).toHaveAttribute('src', /\.webp$/);
    await expect.poll(() => firstImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    await expectProducts(sectionCards(page, '為你推薦'), home.recommended);
    await expectProducts(sectionCards(page, '人氣專區'), home.popular);
    await expectProducts(sectionCards(page, '福袋'), home.lucky_bags);
    await expect(page.getByRole('region', { name: '人氣專區' }).getByRole('link', { name: '查看全部 人氣專區' })).toHaveAttribute(
      'href',
      '/theme',
    );
    await expect(page.getByRole('region', { name: '福袋' }).getByRole('link', { name: '查看全部 福袋' })).toHaveAttribute(
      'href',
      '/lucky-bag',
    );

    const tileLinks = page.getByRole('list', { name: '優惠活動' }).getByRole('link');
    await expect(tileLinks).toHaveCount(tiles.filter((banner) => banner.link_url).length);
    for (const [index, banner] of tiles.filter((tile) => tile.link_url).entries()) {
      await expect(tileLinks.nth(index)).toHaveText(banner.display_name);
      await expect(tileLinks.nth(index)).toHaveAttribute('href', banner.link_url!);
    }

    const news = page.getByRole('region', { name: '最新消息' });
    await expect(news.getByRole('link', { name: '查看全部 最新消息' })).toHaveAttribute('href', '/news-list');
    const articles = news.getByRole('listitem');
    await expect(articles).toHaveCount(home.news.length);
    for (const [index, article] of home.news.entries()) {
      const item = articles.nth(index);
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(article.title);
      await expect(item.getByRole('link', { name: article.title })).toHaveAttribute('href', `/news/${article.article_id}`);
      // The date as a Taiwanese reader writes it, in the browser's time zone.
      const date = await page.evaluate(
        (at) => new Intl.DateTimeFormat('zh-TW', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(at),
        article.published_at,
      );
      await expect(item.locator('time')).toHaveText(date);
      await expect(item).toContainText(article.summary.slice(0, 20));
    }
  });

  test('a banner click records select_content in the dataLayer and lands on the banner’s link', async ({ page, request }) => {
    const home = await apiGet<HomeData>(request, 'index');
    const carousel = home.banners.filter((banner) => banner.location === CAROUSEL);
    const target = carousel[1]!;
    expect(target.link_url).toBeTruthy();

    await page.goto('/');
    await page.getByRole('button', { name: `顯示第 2 張橫幅：${target.display_name}` }).click();
    await expect(shownBanner(page)).toHaveText(target.display_name);
    await page.getByRole('link', { name: target.display_name, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(target.link_url);
    expect(await dataLayer(page)).toContainEqual([
      'event',
      'select_content',
      { content_type: 'banner', content_id: target.display_name, banner_location: target.location },
    ]);
  });

  test('the carousel turns by itself, and keyboard focus stops it for the buttons to drive', async ({ page, request }) => {
    const home = await apiGet<HomeData>(request, 'index');
    const carousel = home.banners.filter((banner) => banner.location === CAROUSEL);
    await page.goto('/');
    await expect(shownBanner(page)).toHaveText(carousel[0]!.display_name, { timeout: 15_000 });
    // The rotation interval is 6 s: the next banner comes in by itself.
    await expect(shownBanner(page)).toHaveText(carousel[1]!.display_name, { timeout: 10_000 });

    await page.getByRole('button', { name: '下一張橫幅' }).focus();
    await expect(page.getByRole('button', { name: '播放輪播' })).toBeVisible();
    // Rotation has stopped; the buttons and arrow keys move on from the banner shown now.
    const shownName = await shownBanner(page).textContent();
    const start = carousel.findIndex((banner) => banner.display_name === shownName);
    expect(start).toBeGreaterThanOrEqual(0);
    const at = (offset: number) => carousel[(start + offset + carousel.length * 2) % carousel.length]!.display_name;
    await page.keyboard.press('Enter');
    await expect(shownBanner(page)).toHaveText(at(1));
    await page.keyboard.press('ArrowLeft');
    await expect(shownBanner(page)).toHaveText(at(0));
    await page.getByRole('button', { name: '上一張橫幅' }).press('Enter');
    await expect(shownBanner(page)).toHaveText(at(-1));
    await page.getByRole('button', { name: '播放輪播' }).press('Enter');
    await expect(page.getByRole('button', { name: '暫停輪播' })).toBeFocused();
    await expect(shownBanner(page)).toHaveText(at(0), { timeout: 10_000 });
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the carousel waits for the shopper to start it', async ({ page, request }) => {
      const home = await apiGet<HomeData>(request, 'index');
      await page.goto('/');
      await expect(page.getByRole('button', { name: '播放輪播' })).toBeVisible();
      await expect(shownBanner(page)).toHaveText(home.banners.find((banner) => banner.location === CAROUSEL)!.display_name);
    });
  });
});

test.describe('home in English', () => {
  test.use({ locale: 'en-US' });

  test('gets the English interface and the API’s English names', async ({ page, request }) => {
    const home = await apiGet<HomeData>(request, 'index', 'en');
    await page.goto('/');
    await expect(page).toHaveTitle('Home | Storefront');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop highlights');
    await expectProducts(sectionCards(page, 'Recommended for you'), home.recommended);
    await expect(page.locator('.sf-carousel__caption').first()).toHaveText(
      home.banners.find((banner) => banner.location === CAROUSEL)!.display_name,
    );
    await expect(page.getByRole('region', { name: 'Hot news' }).getByRole('heading', { level: 3 }).first()).toHaveText(home.news[0]!.title);
  });
});

test.describe('home in Simplified Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('gets the mainland interface and the API’s Simplified names', async ({ page, request }) => {
    const home = await apiGet<HomeData>(request, 'index', 'cn');
    await page.goto('/');
    await expect(page).toHaveTitle('首页 | 在线商店');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('本店精选');
    await expectProducts(sectionCards(page, '热门专区'), home.popular);
    await expectProducts(sectionCards(page, '福袋'), home.lucky_bags);
  });
});

test.describe('lucky bag', () => {
  test('lists the API’s lucky bags under the running lucky-bag promotion', async ({ page, request }) => {
    const home = await apiGet<HomeData>(request, 'index');
    const promotion = (await apiGet<Promotion[]>(request, 'system/promote')).find((item) => item.link_url === '/lucky-bag');
    await page.goto('/lucky-bag');
    await expect(page).toHaveTitle('福袋 | 線上商店');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('福袋');
    await expectProducts(page.getByRole('list', { name: '福袋', exact: true }).getByRole('link'), home.lucky_bags);
    if (promotion) {
      const event = page.getByRole('complementary', { name: promotion.display_name });
      await expect(event).toContainText('活動進行中');
      await expect(event).toContainText(promotion.content);
    } else {
      await expect(page.getByRole('complementary')).toHaveCount(0);
    }
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    test('shows the English names', async ({ page, request }) => {
      const home = await apiGet<HomeData>(request, 'index', 'en');
      await page.goto('/lucky-bag');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lucky bag');
      await expectProducts(page.getByRole('list', { name: 'Lucky bag', exact: true }).getByRole('link'), home.lucky_bags);
    });
  });
});

test.describe('accessibility', () => {
  for (const width of [1280, 390]) {
    test(`home and lucky bag have no serious axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.locator('.sf-product-card').first()).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('.sf-home__article').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto('/lucky-bag');
      await expect(page.locator('.sf-product-card').first()).toBeVisible({ timeout: 15_000 });
      await expectNoSeriousA11yViolations(page);
    });
  }
});
