import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@storefront/api-contract';
import type { Database } from '../db/client.js';
import { requestLocale } from '../locale.js';
import { listCategories } from '../services/catalogue.js';
import { contractSchema } from './contract-route.js';

/** GET /category: every category in menu order. */
export const categoryRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(endpoints.listCategories.path, { schema: contractSchema(endpoints.listCategories) }, async (request) => ({
    data: await listCategories(db, requestLocale(request)),
  }));
};
