import { Type, type Static } from 'typebox';
import { Id, Nullable, Page, Paginated, RichText, Timestamp, Url } from './common.js';
import { Envelope } from './envelope.js';

/** An article (news) as lists show it; texts in the request's language. */
export const ArticleSummary = Type.Object({
  article_id: Id,
  title: Type.String(),
  /** Plain-text teaser; the client truncates it (200 characters by default). */
  summary: Type.String(),
  cover_image_url: Nullable(Url),
  published_at: Timestamp,
});
export type ArticleSummary = Static<typeof ArticleSummary>;

/** GET /article/:article_id answer: the article with its rich-text body (sanitised HTML). */
export const ArticleDetail = Type.Object({
  ...ArticleSummary.properties,
  content: RichText,
});
export type ArticleDetail = Static<typeof ArticleDetail>;
/** GET /article/:article_id response body. */
export const ArticleDetailResponse = Envelope(ArticleDetail);

/** GET /article/:article_id path parameters. */
export const ArticleParams = Type.Object({
  article_id: Id,
});
export type ArticleParams = Static<typeof ArticleParams>;

/** GET /article query: 1-based pagination, newest first (page_size 1..50, default 10). */
export const ArticleListQuery = Type.Object({
  page: Type.Optional(Page),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export type ArticleListQuery = Static<typeof ArticleListQuery>;

/** GET /article answer: one page of articles, newest first. */
export const ArticleList = Paginated(ArticleSummary);
export type ArticleList = Static<typeof ArticleList>;
/** GET /article response body. */
export const ArticleListResponse = Envelope(ArticleList);
