import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_BASE_PATH } from '@storefront/api-contract';
import Fastify from 'fastify';
import { DEFAULT_RATE_LIMIT_MAX, DEV_CORS_ORIGINS } from './config.js';
import type { Database } from './db/client.js';
import { handleError, handleFrameworkError, sendNotFound } from './errors.js';
import { registerCors } from './plugins/cors.js';
import { registerDocs } from './plugins/docs.js';
import { registerFiniteNumbers } from './plugins/finite-numbers.js';
import { generateRequestId, loggerOptions, registerRequestIdHeader, type LoggerSetting } from './plugins/logging.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { articleRoutes } from './routes/articles.js';
import { categoryRoutes } from './routes/categories.js';
import { imageRoutes } from './routes/images.js';
import { productRoutes } from './routes/products.js';
import { systemRoutes } from './routes/system.js';
import { themeRoutes } from './routes/themes.js';

/** What the API is built from: the database and settings (main passes the Config; tests take the defaults). */
export interface BuildAppOptions {
  db: Database;
  /** Fastify's logger option, completed with redaction and the request serializer; off by default so tests stay quiet. */
  logger?: LoggerSetting;
  /** Browser origins allowed cross-origin; default the storefront's local dev and preview origins. */
  corsOrigins?: readonly string[];
  /** Serve OpenAPI and Swagger UI at /docs; default on. */
  docs?: boolean;
  /** Requests a minute per client address on routes without their own limit; false for none. */
  rateLimitMax?: number | false;
}

/** Builds the v1 shop API on a database, without listening: `app.inject` for tests, `app.listen` for main. */
export function buildApp({
  db,
  logger = false,
  corsOrigins = DEV_CORS_ORIGINS,
  docs = true,
  rateLimitMax = DEFAULT_RATE_LIMIT_MAX,
}: BuildAppOptions) {
  // frameworkErrors: a malformed URL fails before routing, outside setErrorHandler's reach.
  const app = Fastify({
    logger: loggerOptions(logger),
    genReqId: generateRequestId,
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Hooks and the docs' route collector apply only to routes added after them: these come first.
  registerRequestIdHeader(app);
  registerSecurityHeaders(app);
  registerCors(app, corsOrigins);
  registerRateLimit(app, rateLimitMax);
  registerFiniteNumbers(app);
  if (docs) registerDocs(app);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(sendNotFound);
  app.register(
    async (v1) => {
      await v1.register(productRoutes, { db });
      await v1.register(categoryRoutes, { db });
      await v1.register(themeRoutes, { db });
      await v1.register(articleRoutes, { db });
      await v1.register(systemRoutes, { db });
      await v1.register(imageRoutes, { db });
    },
    { prefix: API_BASE_PATH },
  );
  return app;
}
