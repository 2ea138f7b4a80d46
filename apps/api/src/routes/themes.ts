import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@storefront/api-contract';
import type { Database } from '../db/client.js';
import { sendNotFound } from '../errors.js';
import { requestLocale } from '../locale.js';
import { getHome, getTheme, listThemeProducts, listThemes } from '../services/catalogue.js';
import { contractSchema } from './contract-route.js';

// ThemeProductsQuery's defaults: the validator fills them in, but the inferred type keeps them optional.
const DEFAULT_PAGE = 1;
const DEFAULT_PAGE_SIZE = 24;

/** GET /theme (count), /theme/:theme_id, /theme/:theme_id/product and the home page's GET /index. */
export const themeRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(endpoints.listThemes.path, { schema: contractSchema(endpoints.listThemes) }, async (request) => ({
    data: await listThemes(db, requestLocale(request), request.query.count),
  }));

  app.get(endpoints.getTheme.path, { schema: contractSchema(endpoints.getTheme) }, async (request, reply) => {
    const data = await getTheme(db, requestLocale(request), request.params.theme_id);
    return data ? { data } : sendNotFound(request, reply);
  });

  app.get(endpoints.listThemeProducts.path, { schema: contractSchema(endpoints.listThemeProducts) }, async (request, reply) => {
    const { sort, page = DEFAULT_PAGE, page_size = DEFAULT_PAGE_SIZE } = request.query;
    const data = await listThemeProducts(db, requestLocale(request), request.params.theme_id, { sort, page, pageSize: page_size });
    return data ? { data } : sendNotFound(request, reply);
  });

  app.get(endpoints.getHome.path, { schema: contractSchema(endpoints.getHome) }, async (request) => ({
    data: await getHome(db, requestLocale(request)),
  }));
};
