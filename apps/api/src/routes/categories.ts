import { CategoryListResponse } from '@storefront/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../db/client.js';
import { requestLocale } from '../locale.js';
import { listCategories } from '../services/catalogue.js';

/** GET /category: every category in menu order. */
export const categoryRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/category', { schema: { response: { 200: CategoryListResponse } } }, async (request) => ({
    data: await listCategories(db, requestLocale(request)),
  }));
};
