import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@storefront/api-contract';
import type { Database } from '../db/client.js';
import { sendNotFound } from '../errors.js';
import { requestLocale } from '../locale.js';
import { getArticle, listArticles } from '../services/content.js';
import { contractSchema } from './contract-route.js';

// ArticleListQuery's defaults: the validator fills them in, but the inferred type keeps them optional.
const DEFAULT_PAGE = 1;
const DEFAULT_PAGE_SIZE = 10;

/** GET /article (newest first, paginated) and GET /article/:article_id. */
export const articleRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(endpoints.listArticles.path, { schema: contractSchema(endpoints.listArticles) }, async (request) => {
    const { page = DEFAULT_PAGE, page_size = DEFAULT_PAGE_SIZE } = request.query;
    return { data: await listArticles(db, requestLocale(request), page, page_size) };
  });

  app.get(endpoints.getArticle.path, { schema: contractSchema(endpoints.getArticle) }, async (request, reply) => {
    const data = await getArticle(db, requestLocale(request), request.params.article_id);
    return data ? { data } : sendNotFound(request, reply);
  });
};
