import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Product, ProductList, Theme, ThemeDetail } from '@storefront/api-contract';
import { apiGet } from './support/api.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { expectProducts } from './support/products.js';

// The popular zones (themes) against the real API: every expectation is read from the API first.

const PAGE_SIZE = 20;

function themeCards(page: Page, heading: string): Locator {
  return page.getByRole('list', { name: heading, exact: true }).getByRole('link');
}

function themeProducts(page: Page, heading: string): Locator {
  return page.getByRole('list', { name: heading, exact: true }).getByRole('link');
}

/** The first age-restricted theme of the API and one of its products (itself age-restricted). */
async function restrictedTheme(page: Page): Promise<{ theme: Theme; product: Product }> {
  const themes = await apiGet<Theme[]>(page.request, 'theme');
  const theme = themes.find((item) => item.age_restricted);
  expect(theme, 'the seed has an age-restricted theme').toBeTruthy();
  const products = await apiGet<ProductList>(page.request, `theme/${theme!.theme_id}/product?page=1&page_size=${PAGE_SIZE}`);
  const product = products.items.find((item) => item.age_restricted) ?? products.items[0];
  expect(product).toBeTruthy();
  return { theme: theme!, product: product! };
}

const gate = (page: Page) => page.getByRole('dialog', { name: '年齡確認' });

test.describe('popular zones (zh-TW)', () => {
  test('the theme list shows every theme of the API; a card opens the theme with its blocks and products', async ({ page, request }) => {
    const themes = await apiGet<Theme[]>(request, 'theme');
    expect(themes.length).toBeGreaterThan(1);
    await page.goto('/theme');
    await expect(page).toHaveTitle('人氣專區 | 線上商店');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('人氣專區');
    const cards = themeCards(page, '人氣專區');
    await expect(cards).toHaveCount(themes.length, { timeout: 15_000 });
    for (const [index, theme] of themes.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAttribute('href', `/theme/${theme.theme_id}`);
      await expect(card.locator('.sf-theme-list__name')).toHaveText(theme.display_name);
      await expect(card.getByText('18+', { exact: true })).toHaveCount(theme.age_restricted ? 1 : 0);
    }

    const chosen = themes.find((theme) => !theme.age_restricted)!;
    const detail = await apiGet<ThemeDetail>(request, `theme/${chosen.theme_id}`);
    const products = await apiGet<ProductList>(request, `theme/${chosen.theme_id}/product?page=1&page_size=${PAGE_SIZE}`);
    await cards.filter({ hasText: chosen.display_name }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/theme/${chosen.theme_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.display_name);
    // A theme's page is named after the theme (issue 34).
    await expect(page).toHaveTitle(`${detail.display_name} | 線上商店`);
    await expect(gate(page)).toHaveCount(0);
    for (const block of detail.data_infos) {
      const region = page.getByRole('region', { name: block.title, exact: true });
      await expect(region.getByRole('heading', { level: 2 })).toHaveText(block.title);
      if (block.link_url)
        await expect(region.getByRole('link', { name: `了解更多：${block.title}` })).toHaveAttribute('href', block.link_url);
    }
    await expectProducts(themeProducts(page, '專區商品'), products.items);
    await expect(page.getByRole('navigation', { name: '分頁' })).toHaveCount(products.total > PAGE_SIZE ? 1 : 0);

    // A product card leads to the product, and back returns to the theme.
    await themeProducts(page, '專區商品').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/product/${products.items[0]!.product_id}`);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.display_name);
  });

  test('an unknown theme says so in the page, with a way to every theme', async ({ page }) => {
    await page.goto('/theme/no-such-theme');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到這個專區');
    await page.getByRole('link', { name: '查看所有人氣專區' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/theme');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('人氣專區');
  });
});

test.describe('the age gate on an age-restricted theme', () => {
  test('Leave goes back; Enter shows the theme and the gate stays away for the session, but not the next one', async ({
    page,
    browser,
  }) => {
    const { theme, product } = await restrictedTheme(page);
    const detail = await apiGet<ThemeDetail>(page.request, `theme/${theme.theme_id}`);
    const products = await apiGet<ProductList>(page.request, `theme/${theme.theme_id}/product?page=1&page_size=${PAGE_SIZE}`);

    await page.goto('/theme');
    await themeCards(page, '人氣專區').filter({ hasText: theme.display_name }).click();
    await expect(gate(page)).toBeVisible();
    await expect(gate(page)).toContainText('您是否已年滿 18 歲？');
    await expect(page.getByRole('heading', { level: 1, name: detail.display_name })).toHaveCount(0);
    await gate(page).getByRole('button', { name: '離開' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/theme');
    await expect(gate(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('人氣專區');

    await themeCards(page, '人氣專區').filter({ hasText: theme.display_name }).click();
    await gate(page).getByRole('button', { name: '進入' }).click();
    await expect(gate(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.display_name);
    await expectProducts(themeProducts(page, '專區商品'), products.items);

    // The same session: a reload and another restricted page open directly.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.display_name);
    await expect(gate(page)).toHaveCount(0);
    await page.goto(`/product/${product.product_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.display_name, { timeout: 15_000 });
    await expect(gate(page)).toHaveCount(0);

    // A new session asks again.
    const fresh = await browser.newContext({ locale: 'zh-TW', baseURL: test.info().project.use.baseURL });
    try {
      const other = await fresh.newPage();
      await other.goto(`/theme/${theme.theme_id}`);
      await expect(gate(other)).toBeVisible();
      await expect(other.getByRole('heading', { level: 1, name: detail.display_name })).toHaveCount(0);
    } finally {
      await fresh.close();
    }
  });
});

test.describe('popular zones in English', () => {
  test.use({ locale: 'en-US' });

  test('show the English names of the API', async ({ page, request }) => {
    const themes = await apiGet<Theme[]>(request, 'theme', 'en');
    const chosen = themes.find((theme) => !theme.age_restricted)!;
    const products = await apiGet<ProductList>(request, `theme/${chosen.theme_id}/product?page=1&page_size=${PAGE_SIZE}`, 'en');
    await page.goto('/theme');
    await expect(page).toHaveTitle('Popular | Storefront');
    await expect(themeCards(page, 'Popular').first()).toContainText(themes[0]!.display_name, { timeout: 15_000 });
    await page.goto(`/theme/${chosen.theme_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen.display_name);
    await expectProducts(themeProducts(page, 'Products in this theme'), products.items);
  });
});

test.describe('popular zones in Simplified Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('the age gate asks in Simplified Chinese', async ({ page }) => {
    const { theme } = await restrictedTheme(page);
    const detail = await apiGet<ThemeDetail>(page.request, `theme/${theme.theme_id}`, 'cn');
    await page.goto(`/theme/${theme.theme_id}`);
    const dialog = page.getByRole('dialog', { name: '年龄确认' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '进入' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.display_name);
  });
});

test.describe('accessibility', () => {
  for (const width of [1280, 390]) {
    test(`the theme list and a theme have no serious axe violations at ${width} px`, async ({ page, request }) => {
      const themes = await apiGet<Theme[]>(request, 'theme');
      const chosen = themes.find((theme) => !theme.age_restricted)!;
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/theme');
      await expect(themeCards(page, '人氣專區').first()).toBeVisible({ timeout: 15_000 });
      await expectNoSeriousA11yViolations(page);
      await page.goto(`/theme/${chosen.theme_id}`);
      await expect(page.locator('.sf-product-card').first()).toBeVisible({ timeout: 15_000 });
      await expectNoSeriousA11yViolations(page);
    });
  }
});
