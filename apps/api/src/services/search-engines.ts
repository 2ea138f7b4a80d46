import { asc, eq } from 'drizzle-orm';
import { ALL_CATEGORIES } from '@storefront/api-contract';
import { languageAlternates, NOT_INDEXED_PATHS } from '@storefront/domain';
import type { Database } from '../db/client.js';
import { articles, categories, products, themes } from '../db/schema.js';
import { escapeHtml } from './html.js';

/** The storefront's pages that hold no data of their own: the home, the collections' lists and the policies. */
const FIXED_PATHS = ['/', '/theme', '/news-list', '/lucky-bag', '/privacy', '/shipping-terms', '/return-policy', '/about-us'];

/** Every page of the storefront search engines may index: the fixed pages, each category's list, listed product, theme and article. */
async function indexablePaths(db: Database): Promise<string[]> {
  const [categoryRows, productRows, themeRows, articleRows] = await Promise.all([
    db.select({ id: categories.categoryId }).from(categories).orderBy(asc(categories.position), asc(categories.categoryId)),
    db
      .select({ id: products.productId })
      .from(products)
      .where(eq(products.listed, true))
      .orderBy(asc(products.position), asc(products.productId)),
    db.select({ id: themes.themeId }).from(themes).orderBy(asc(themes.position), asc(themes.themeId)),
    db.select({ id: articles.articleId }).from(articles).orderBy(asc(articles.articleId)),
  ]);
  const at = (prefix: string, rows: { id: string }[]) => rows.map(({ id }) => `${prefix}/${encodeURIComponent(id)}`);
  return [
    ...FIXED_PATHS,
    ...at('/product-list', [{ id: ALL_CATEGORIES }, ...categoryRows]),
    ...at('/product', productRows),
    ...at('/theme', themeRows),
    ...at('/news', articleRows),
  ];
}

/**
 * The sitemap of the storefront at shopUrl (sitemaps.org's format): each indexable page once per
 * language (`?lang=`), each entry with its language versions as hreflang alternates.
 */
export async function sitemapXml(db: Database, shopUrl: string): Promise<string> {
  const entries = (await indexablePaths(db)).flatMap((path) => {
    const alternates = languageAlternates(shopUrl, path);
    const links = alternates.map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`);
    // Each language's address is an entry of its own; x-default is only an alternate.
    return alternates
      .filter(({ hreflang }) => hreflang !== 'x-default')
      .map(({ href }) => `<url><loc>${escapeHtml(href)}</loc>${links.join('')}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** The storefront's robots.txt: the pages of one shopper, the account pages and search results kept out, and where the sitemap is. */
export function robotsTxt(shopUrl: string): string {
  return [
    'User-agent: *',
    ...NOT_INDEXED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', shopUrl).toString()}`,
    '',
  ].join('\n');
}
