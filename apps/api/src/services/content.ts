import { asc, desc, eq, sql } from 'drizzle-orm';
import type { ArticleDetail, ArticleList, ArticleSummary } from '@storefront/api-contract';
import type { Locale } from '@storefront/domain';
import type { Database } from '../db/client.js';
import { articles } from '../db/schema.js';
import type { ImageSubject } from './catalogue.js';
import { sanitizeRichText } from './html.js';
import { inLocale } from './localized.js';
import { readPage } from './paging.js';

function summaryColumns(locale: Locale) {
  return {
    article_id: articles.articleId,
    title: inLocale(locale, articles.titleZhTw, articles.titleZhCn, articles.titleEn),
    summary: inLocale(locale, articles.summaryZhTw, articles.summaryZhCn, articles.summaryEn),
    cover_image_url: articles.coverImageUrl,
    published_at: articles.publishedAt,
  };
}

function toSummary<T extends { published_at: Date }>(row: T): Omit<T, 'published_at'> & { published_at: number } {
  return { ...row, published_at: row.published_at.getTime() };
}

const NEWEST_FIRST = [desc(articles.publishedAt), asc(articles.articleId)];

/** The latest `count` articles, newest first. */
export async function listLatestArticles(db: Database, locale: Locale, count: number): Promise<ArticleSummary[]> {
  const rows = await db
    .select(summaryColumns(locale))
    .from(articles)
    .orderBy(...NEWEST_FIRST)
    .limit(count);
  return rows.map(toSummary);
}

/** One page of articles, newest first. */
export async function listArticles(db: Database, locale: Locale, page: number, pageSize: number): Promise<ArticleList> {
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(articles);
  const articlePage = await readPage(counted?.total ?? 0, page, pageSize, (limit, offset) =>
    db
      .select(summaryColumns(locale))
      .from(articles)
      .orderBy(...NEWEST_FIRST)
      .limit(limit)
      .offset(offset),
  );
  return { ...articlePage, items: articlePage.items.map(toSummary) };
}

/** One article with its rich text, or undefined when there is none. */
export async function getArticle(db: Database, locale: Locale, articleId: string): Promise<ArticleDetail | undefined> {
  const [row] = await db
    .select({ ...summaryColumns(locale), content: inLocale(locale, articles.contentZhTw, articles.contentZhCn, articles.contentEn) })
    .from(articles)
    .where(eq(articles.articleId, articleId));
  return row && { ...toSummary(row), content: sanitizeRichText(row.content) };
}

/** The article behind /images/articles/<id>-<n>: its cover and the picture in its text. */
export async function findArticleImageSubject(db: Database, articleId: string): Promise<ImageSubject | undefined> {
  const [row] = await db.select({ name: articles.titleEn }).from(articles).where(eq(articles.articleId, articleId));
  return row && { name: row.name, count: 2 };
}
