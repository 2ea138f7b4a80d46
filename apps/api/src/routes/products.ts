import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@storefront/api-contract';
import type { Database } from '../db/client.js';
import { sendNotFound } from '../errors.js';
import { requestLocale } from '../locale.js';
import { createArrivalNotice, getProductDetail, listProducts, listRelatedProducts } from '../services/catalogue.js';
import { contractSchema } from './contract-route.js';

// ProductListQuery's defaults: the validator fills them in, but the inferred type keeps them optional.
const DEFAULT_PAGE = 1;
const DEFAULT_PAGE_SIZE = 24;

/** GET /product (by category, keyword, sort, page), GET /product/:product_id, its related products and POST its arrival notice. */
export const productRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(endpoints.listProducts.path, { schema: contractSchema(endpoints.listProducts) }, async (request) => {
    const { category_id, keyword, sort, page = DEFAULT_PAGE, page_size = DEFAULT_PAGE_SIZE } = request.query;
    const data = await listProducts(db, requestLocale(request), { categoryId: category_id, keyword, sort, page, pageSize: page_size });
    return { data };
  });

  app.get(endpoints.getProduct.path, { schema: contractSchema(endpoints.getProduct) }, async (request, reply) => {
    const data = await getProductDetail(db, requestLocale(request), request.params.product_id);
    return data ? { data } : sendNotFound(request, reply);
  });

  app.get(endpoints.listRelatedProducts.path, { schema: contractSchema(endpoints.listRelatedProducts) }, async (request, reply) => {
    const data = await listRelatedProducts(db, requestLocale(request), request.params.product_id);
    return data ? { data } : sendNotFound(request, reply);
  });

  // Login is optional and no account is needed: the body's e-mail is where the notice goes.
  app.post(endpoints.createArrivalNotice.path, { schema: contractSchema(endpoints.createArrivalNotice) }, async (request, reply) => {
    const created = await createArrivalNotice(db, requestLocale(request), request.params.product_id, request.body.email);
    return created ? { data: null } : sendNotFound(request, reply);
  });
};
