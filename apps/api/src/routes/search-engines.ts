import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.js';
import { robotsTxt, sitemapXml } from '../services/search-engines.js';

/** What the search engines' files need: the database, and the shop's address (STOREFRONT_URL) their links lead to. */
export interface SearchEngineRouteOptions {
  db: Database;
  storefrontUrl: string;
}

/**
 * GET /sitemap.xml and GET /robots.txt, outside /v1: files of the storefront's own address, which
 * forwards these two paths to the API as it does /v1 (docs/operations.md). Hidden from the docs.
 */
export const searchEngineRoutes: FastifyPluginAsync<SearchEngineRouteOptions> = async (app, { db, storefrontUrl }) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(await sitemapXml(db, storefrontUrl)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(storefrontUrl)),
  );
};
