import { expect, test } from '@playwright/test';

test('home lists the seeded products with names and TWD prices from the API', async ({ page, request }) => {
  // Ask the API directly (through the preview server's proxy) what the catalogue holds in zh-TW.
  const response = await request.get('/v1/product?page=1&page_size=24', { headers: { locale: 'zh-TW' } });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: { items: { product_id: string; display_name: string; marked_price: number; selling_price: number | null }[] };
  };
  expect(data.items.length).toBeGreaterThan(3);

  const apiCalls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/v1/')) apiCalls.push(req.url());
  });
  await page.goto('/');
  await expect(page).toHaveTitle('首頁 | 線上商店');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('新品上架');

  const cards = page.getByRole('list').getByRole('link');
  await expect(cards).toHaveCount(data.items.length);
  for (const [index, product] of data.items.slice(0, 6).entries()) {
    const card = cards.nth(index);
    await expect(card).toContainText(product.display_name);
    const price = product.selling_price && product.selling_price > 0 ? product.selling_price : product.marked_price;
    await expect(card).toContainText(`NT$${price.toLocaleString('en')}`);
    await expect(card).toHaveAttribute('href', `/product/${product.product_id}`);
  }
  expect(apiCalls.some((url) => url.includes('/v1/product'))).toBe(true);
});

test('an unknown address shows Page not found in the current language', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到頁面');
  await page.getByRole('link', { name: '回到首頁' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('a browser set to English', () => {
  test.use({ locale: 'en-US' });

  test('gets the English interface and English product names', async ({ page, request }) => {
    const response = await request.get('/v1/product?page=1&page_size=1', { headers: { locale: 'en' } });
    const { data } = (await response.json()) as { data: { items: { display_name: string }[] } };
    await page.goto('/');
    await expect(page).toHaveTitle('Home | Storefront');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New arrivals');
    await expect(page.getByRole('list').getByRole('link').first()).toContainText(data.items[0]!.display_name);
  });
});
