import { ProductListQuery, ProductListResponse } from '@storefront/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../db/client.js';
import { requestLocale } from '../locale.js';
import { listProducts } from '../services/catalogue.js';

// ProductListQuery's defaults: the validator fills them in, but the inferred type keeps them optional.
const DEFAULT_PAGE = 1;
const DEFAULT_PAGE_SIZE = 24;

/** GET /product: one page of the catalogue, optionally filtered by category_id. */
export const productRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/product',
    { schema: { querystring: ProductListQuery, response: { 200: ProductListResponse } } },
    async (request) => {
      const { category_id, page = DEFAULT_PAGE, page_size = DEFAULT_PAGE_SIZE } = request.query;
      const data = await listProducts(db, requestLocale(request), { categoryId: category_id, page, pageSize: page_size });
      return { data };
    },
  );
};
