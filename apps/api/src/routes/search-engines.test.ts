import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articles, products, themes } from '../db/schema.js';
import { useSeededApp } from '../test/seeded-app.js';

const SHOP = 'https://shop.example';
const seeded = useSeededApp({ storefrontUrl: SHOP });

/** The <loc> addresses of a sitemap. */
function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
}

describe('GET /sitemap.xml', () => {
  it('lists every listed product, theme and article in the three languages, and no unlisted product', async () => {
    const response = await seeded.get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const listed = await seeded.db.select({ id: products.productId }).from(products).where(eq(products.listed, true));
    const unlisted = await seeded.db.select({ id: products.productId }).from(products).where(eq(products.listed, false));
    const themeRows = await seeded.db.select({ id: themes.themeId }).from(themes);
    const articleRows = await seeded.db.select({ id: articles.articleId }).from(articles);
    expect(unlisted.length).toBeGreaterThan(0);
    const locs = new Set(locations(response.body));
    for (const lang of ['tw', 'cn', 'en']) {
      for (const { id } of listed) expect(locs).toContain(`${SHOP}/product/${id}?lang=${lang}`);
      for (const { id } of themeRows) expect(locs).toContain(`${SHOP}/theme/${id}?lang=${lang}`);
      for (const { id } of articleRows) expect(locs).toContain(`${SHOP}/news/${id}?lang=${lang}`);
      expect(locs).toContain(`${SHOP}/?lang=${lang}`);
      expect(locs).toContain(`${SHOP}/product-list/all?lang=${lang}`);
    }
    for (const { id } of unlisted) expect(locs).not.toContain(`${SHOP}/product/${id}?lang=tw`);
    expect([...locs].some((loc) => loc.includes('/member') || loc.includes('/checkout'))).toBe(false);
  });

  it('links each entry to its language versions and to the address without a language', async () => {
    const xml = (await seeded.get('/sitemap.xml')).body;
    const entry = xml.split('\n').find((line) => line.includes(`<loc>${SHOP}/privacy?lang=en</loc>`));
    expect(entry).toContain(`hreflang="zh-TW" href="${SHOP}/privacy?lang=tw"`);
    expect(entry).toContain(`hreflang="zh-CN" href="${SHOP}/privacy?lang=cn"`);
    expect(entry).toContain(`hreflang="en" href="${SHOP}/privacy?lang=en"`);
    expect(entry).toContain(`hreflang="x-default" href="${SHOP}/privacy"`);
  });
});

describe('GET /robots.txt', () => {
  it('keeps one shopper’s pages, the account pages and search out, and names the sitemap', async () => {
    const response = await seeded.get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/cart', '/checkout', '/result', '/member', '/order-detail', '/search', '/login']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.some((line) => /^Disallow: \/(product|theme|news)/.test(line))).toBe(false);
    expect(lines).toContain(`Sitemap: ${SHOP}/sitemap.xml`);
  });
});
