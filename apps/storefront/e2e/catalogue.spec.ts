import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Category, Product, ProductList } from '@storefront/api-contract';
import { dataLayer } from './support/analytics.js';
import { apiGet } from './support/api.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { expectProducts } from './support/products.js';

// The catalogue pages against the real API: every expectation is read from the API first.

/** The product cards of the list named by the page's heading. */
function cards(page: Page, listName: string): Locator {
  return page.getByRole('list', { name: listName, exact: true }).getByRole('link');
}

/** Checks that the cards show the API's products by name, in its order (a quicker check than expectProducts). */
async function expectNames(list: Locator, products: readonly Product[]): Promise<void> {
  await expect(list).toHaveCount(products.length, { timeout: 15_000 });
  for (const [index, product] of products.entries()) {
    await expect(list.nth(index)).toContainText(product.display_name);
  }
}

test.describe('product list (zh-TW)', () => {
  test('a category lists exactly the API’s products of that category', async ({ page, request }) => {
    const categories = await apiGet<Category[]>(request, 'category');
    expect(categories.length).toBeGreaterThan(1);
    const category = categories[1]!;
    const list = await apiGet<ProductList>(request, `product?category_id=${category.category_id}&page=1&page_size=24`);
    expect(list.items.length).toBeGreaterThan(0);

    await page.goto(`/product-list/${category.category_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.display_name);
    await expect(page).toHaveTitle('商品列表 | 線上商店');
    await expect(page.getByText(`共 ${list.total} 件商品`)).toBeVisible();
    await expectProducts(cards(page, category.display_name), list.items);
    expect(list.items.every((product) => product.category_id === category.category_id)).toBe(true);

    const viewed = (await dataLayer(page)).filter(([command, name]) => command === 'event' && name === 'view_item_list');
    expect(viewed).toHaveLength(1);
    expect(viewed[0]![2]).toMatchObject({ item_list_id: `category_${category.category_id}` });
  });

  test('all lists the whole catalogue page by page, in the address, across reload and back', async ({ page, request }) => {
    // Four lists of up to 24 cards checked one by one, on a machine shared by parallel runs.
    test.setTimeout(90_000);
    const first = await apiGet<ProductList>(request, 'product?page=1&page_size=24');
    const second = await apiGet<ProductList>(request, 'product?page=2&page_size=24');
    expect(first.total).toBeGreaterThan(24);

    await page.goto('/product-list/all');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('全部商品');
    await expect(page.getByText(`共 ${first.total} 件商品`)).toBeVisible();
    const list = cards(page, '全部商品');
    await expectProducts(list, first.items);

    const pagination = page.getByRole('navigation', { name: '分頁' });
    await expect(pagination.getByRole('button', { name: '第 1 頁' })).toHaveAttribute('aria-current', 'page');
    await pagination.getByRole('button', { name: '下一頁' }).click();
    await expect(page).toHaveURL(/\/product-list\/all\?page=2$/);
    await expectProducts(list, second.items);
    await expect(page.getByRole('navigation', { name: '分頁' }).getByRole('button', { name: '第 2 頁' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.reload();
    await expectNames(cards(page, '全部商品'), second.items);
    await page.goBack();
    await expect(page).toHaveURL(/\/product-list\/all$/);
    await expectNames(cards(page, '全部商品'), first.items);
  });

  test('an unknown category says so and leads to every product', async ({ page }) => {
    await page.goto('/product-list/no-such-category');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到此分類');
    await page.getByRole('link', { name: '查看全部商品' }).click();
    await expect(page).toHaveURL(/\/product-list\/all$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('全部商品');
  });

  test('the header menu: Products, then a category, opens its list', async ({ page, request }) => {
    const categories = await apiGet<Category[]>(request, 'category');
    const category = categories.at(-1)!;
    const list = await apiGet<ProductList>(request, `product?category_id=${category.category_id}&page=1&page_size=24`);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const menu = page.getByRole('banner').getByRole('navigation', { name: '主選單' });
    await menu.getByRole('button', { name: '商品' }).click();
    await menu.getByRole('link', { name: category.display_name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product-list/${category.category_id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.display_name);
    await expectProducts(cards(page, category.display_name), list.items);
  });
});

test.describe('search (zh-TW)', () => {
  test('the header search: the first keyword as placeholder, its results, an empty box and the search event', async ({ page, request }) => {
    const keywords = await apiGet<string[]>(request, 'system/search-keyword');
    const keyword = keywords[0]!;
    const results = await apiGet<ProductList>(request, `product?keyword=${encodeURIComponent(keyword)}&page=1&page_size=24`);
    expect(results.total).toBeGreaterThan(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('searchbox', { name: '搜尋商品' });
    await expect(box).toHaveAttribute('placeholder', keyword);
    await box.fill(keyword);
    await box.press('Enter');

    await expect(page).toHaveURL(/\/search\?keyword=/);
    expect(new URL(page.url()).pathname).toBe('/search');
    expect(new URL(page.url()).searchParams.get('keyword')).toBe(keyword);
    const heading = `「${keyword}」的搜尋結果`;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectProducts(cards(page, heading), results.items);
    await expect(box).toHaveValue('');
    await expect(page).toHaveTitle('搜尋結果 | 線上商店');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await dataLayer(page)).toContainEqual(['event', 'search', { search_term: keyword }]);
  });

  test('a missing keyword shows the keyword rule and the popular keywords', async ({ page, request }) => {
    const keywords = await apiGet<string[]>(request, 'system/search-keyword');
    await page.goto('/search?keyword=');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('搜尋結果');
    await expect(page.getByText('請輸入關鍵字')).toBeVisible();
    const popular = page.getByRole('region', { name: '熱門搜尋' }).getByRole('link');
    await expect(popular).toHaveText(keywords);
  });
});

test.describe('a browser set to English', () => {
  test.use({ locale: 'en-US' });

  test('sorting by price changes the order as the API answers, and back restores it', async ({ page, request }) => {
    // Four lists of up to 24 cards checked one by one, on a machine shared by parallel runs.
    test.setTimeout(90_000);
    const [byDefault, ascending, descending] = await Promise.all(
      ['default', 'price_asc', 'price_desc'].map((sort) => apiGet<ProductList>(request, `product?sort=${sort}&page=1&page_size=24`, 'en')),
    );
    expect(ascending!.items.map((product) => product.product_id)).not.toEqual(byDefault!.items.map((product) => product.product_id));

    await page.goto('/product-list/all');
    const list = cards(page, 'All products');
    await expectNames(list, byDefault!.items);
    const sort = page.getByRole('combobox', { name: 'Sort by' });

    await sort.selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/\/product-list\/all\?sort=price_asc$/);
    await expectProducts(list, ascending!.items);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeFocused();

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/\/product-list\/all\?sort=price_desc$/);
    await expectNames(list, descending!.items);

    await page.goBack();
    await expect(page).toHaveURL(/sort=price_asc$/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    await expectNames(list, ascending!.items);
  });
});

test.describe('a browser set to Simplified Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('a keyword with no match shows the empty state and the popular keywords', async ({ page, request }) => {
    const keyword = 'zz-無此商品-zz';
    const results = await apiGet<ProductList>(request, `product?keyword=${encodeURIComponent(keyword)}`, 'cn');
    expect(results.total).toBe(0);
    const keywords = await apiGet<string[]>(request, 'system/search-keyword', 'cn');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('searchbox', { name: '搜索商品' });
    await box.fill(keyword);
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`“${keyword}”的搜索结果`);
    await expect(page.getByRole('heading', { level: 2, name: `没有找到与“${keyword}”相关的商品，换个关键词试试吧。` })).toBeVisible();

    const popular = page.getByRole('region', { name: '热门搜索' }).getByRole('link');
    await expect(popular).toHaveText(keywords);
    await popular.first().click();
    await expect(page).toHaveURL(/\/search\?keyword=/);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe(keywords[0]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`“${keywords[0]!}”的搜索结果`);
  });
});

test.describe('accessibility', () => {
  // Three axe runs on a machine shared by parallel runs.
  test.describe.configure({ timeout: 120_000 });

  for (const width of [1280, 390]) {
    test(`a product list and a search page at ${width} px have no serious axe violation`, async ({ page, request }) => {
      const keywords = await apiGet<string[]>(request, 'system/search-keyword');
      await page.setViewportSize({ width, height: 900 });

      await page.goto('/product-list/all?sort=price_asc');
      await expect(cards(page, '全部商品').first()).toBeVisible({ timeout: 15_000 });
      await expectNoSeriousA11yViolations(page);
      // Nothing in the page is wider than the screen.
      expect(await page.locator('main').evaluate((main) => main.scrollWidth <= main.clientWidth)).toBe(true);

      await page.goto(`/search?keyword=${encodeURIComponent(keywords[0]!)}`);
      await expect(cards(page, `「${keywords[0]!}」的搜尋結果`).first()).toBeVisible({ timeout: 15_000 });
      await expectNoSeriousA11yViolations(page);

      await page.goto('/search?keyword=zz-no-match-zz');
      await expect(page.getByRole('region', { name: '熱門搜尋' })).toBeVisible({ timeout: 15_000 });
      await expectNoSeriousA11yViolations(page);
    });
  }
});
