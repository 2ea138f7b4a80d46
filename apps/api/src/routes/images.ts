import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../db/client.js';
import { sendNotFound } from '../errors.js';
import { findProductForImage } from '../services/catalogue.js';
import { renderPlaceholderSvg } from '../services/placeholder-image.js';

const FILE_NAME = /^(?<productId>.+)-(?<index>[1-9]\d{0,2})\.svg$/;

// The picture behind a URL never changes, so browsers and CDNs may keep it for a year.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** GET /images/products/:file: the placeholder picture for each image URL the seed gave a product. */
export const imageRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/images/products/:file',
    { schema: { params: Type.Object({ file: Type.String() }) } },
    async (request, reply) => {
      const { productId, index } = FILE_NAME.exec(request.params.file)?.groups ?? {};
      const product = productId ? await findProductForImage(db, productId) : undefined;
      // Only the images a product lists exist: p-1001-9.svg is unknown when it has three.
      if (!productId || !product || Number(index) > product.images.length) {
        return sendNotFound(request, reply);
      }
      const svg = renderPlaceholderSvg({
        id: productId,
        name: product.name,
        index: Number(index),
        count: product.images.length,
      });
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(svg);
    },
  );
};
