import cors from '@fastify/cors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_BASE_PATH } from '@storefront/api-contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Database } from './db/client.js';
import { handleError, sendNotFound } from './errors.js';
import { categoryRoutes } from './routes/categories.js';
import { imageRoutes } from './routes/images.js';
import { productRoutes } from './routes/products.js';

/** What the API is built from: the database and, in production, a logger. */
export interface BuildAppOptions {
  db: Database;
  /** Fastify's logger option; off by default so tests stay quiet. */
  logger?: FastifyServerOptions['logger'];
}

/** Builds the v1 shop API on a database, without listening: `app.inject` for tests, `app.listen` for main. */
export function buildApp({ db, logger = false }: BuildAppOptions) {
  // frameworkErrors: a malformed URL fails before routing, outside setErrorHandler's reach.
  const app = Fastify({ logger, frameworkErrors: handleError }).withTypeProvider<TypeBoxTypeProvider>();
  // The storefront runs on another origin in development; every header it sends is allowed.
  app.register(cors, { origin: true });
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(sendNotFound);
  app.register(
    async (v1) => {
      await v1.register(productRoutes, { db });
      await v1.register(categoryRoutes, { db });
      await v1.register(imageRoutes, { db });
    },
    { prefix: API_BASE_PATH },
  );
  return app;
}
