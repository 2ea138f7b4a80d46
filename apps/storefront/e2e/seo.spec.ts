import { expect, test } from '@playwright/test';
import type { ProductDetail } from '@storefront/api-contract';
import { resources } from '@storefront/i18n';
import { LOCALE_HEADER } from './support/api.js';
import { findProduct, isOnSale, isOpen } from './support/products.js';

// What search engines and link previews read (issue 34): the language an address asks for, a
// product's JSON-LD and Open Graph, robots.txt and the sitemap, served through the storefront.

type Lang = keyof typeof LOCALE_HEADER;

for (const lang of ['tw', 'cn', 'en'] as const satisfies readonly Lang[]) {
  test.describe(`a product page opened from a search engine in ${lang}`, () => {
    test('opens in the language its address asks for, names that address canonical and describes the product with its price in TWD', async ({
      page,
      request,
      baseURL,
    }) => {
      const product: ProductDetail = await findProduct(request, { list: (p) => isOnSale(p) && isOpen(p), language: lang });
      const price = product.selling_price ?? product.marked_price;
      const address = new URL(`/product/${product.product_id}`, baseURL).toString();
      // The browser speaks zh-TW (the suite's default): the address decides.
      await page.goto(`/product/${product.product_id}?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: product.display_name })).toBeVisible();
      await expect(page).toHaveURL(`${address}?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_HEADER[lang]);
      const title = `${product.display_name} | ${resources[LOCALE_HEADER[lang]].translation.app.name}`;
      await expect(page).toHaveTitle(title);

      const head = page.locator('head');
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${address}?lang=${lang}`);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', new URL(product.images[0]!, baseURL).toString());
      await expect(head.locator('meta[property="product:price:amount"]')).toHaveAttribute('content', String(price));
      await expect(head.locator('meta[property="product:price:currency"]')).toHaveAttribute('content', 'TWD');
      const jsonLd = JSON.parse((await head.locator('script[type="application/ld+json"]').textContent()) ?? 'null');
      expect(jsonLd).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.display_name,
        sku: product.sku,
        offers: {
          '@type': 'Offer',
          price,
          priceCurrency: 'TWD',
          availability: 'https://schema.org/InStock',
          url: `${address}?lang=${lang}`,
        },
      });

      // The language is the shopper's from now on, as if chosen in the switcher (spec 4).
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_HEADER[lang]);
    });
  });
}

test('a language chosen in the switcher wins over the one the address asked for', async ({ page, baseURL }) => {
  await page.goto('/news-list?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const en = resources.en.translation;
  await page.getByRole('banner').getByRole('combobox', { name: en.language.label }).selectOption('cn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveURL(new URL('/news-list', baseURL).toString());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test.describe('the search engines’ files', () => {
  test('robots.txt keeps one shopper’s pages, the account pages and search out, and names the sitemap at the shop’s address', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.ok()).toBe(true);
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /cart', 'Disallow: /checkout', 'Disallow: /member', 'Disallow: /search']),
    );
    expect(lines).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).toString()}`);
  });

  test('sitemap.xml lists the shop’s products, themes and articles at the shop’s address, in the three languages', async ({
    request,
    baseURL,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const product = await findProduct(request, { list: isOpen });
    for (const lang of ['tw', 'cn', 'en']) {
      expect(sitemap).toContain(`<loc>${new URL(`/product/${product.product_id}`, baseURL).toString()}?lang=${lang}</loc>`);
    }
    expect(sitemap).toMatch(/<loc>[^<]+\/theme\/[^<?]+\?lang=tw<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]+\/news\/[^<?]+\?lang=en<\/loc>/);
  });
});
