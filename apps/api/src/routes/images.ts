import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../db/client.js';
import { sendNotFound } from '../errors.js';
import { CACHEABLE_FILE } from '../plugins/rate-limit.js';
import { findBannerImageSubject, findProductImageSubject, findThemeImageSubject, type ImageSubject } from '../services/catalogue.js';
import { findArticleImageSubject } from '../services/content.js';
import { IMAGE_CONTENT_TYPES, renderImage, type ImageFormat } from '../services/image-renderer.js';
import { renderPlaceholderSvg } from '../services/placeholder-image.js';

const FILE_NAME = /^(?<id>[A-Za-z0-9_-]+)-(?<index>[1-9]\d{0,2})\.(?<format>png|webp|svg)$/;

// The picture behind a URL never changes, so browsers and CDNs may keep it for a year.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

type Finder = (db: Database, id: string) => Promise<ImageSubject | undefined>;

const FINDERS: Readonly<Record<string, Finder>> = {
  products: findProductImageSubject,
  themes: findThemeImageSubject,
  articles: findArticleImageSubject,
  banners: findBannerImageSubject,
};

/** GET /images/:kind/:file: the generated picture behind each image URL in the data, as PNG, WebP or SVG. */
export const imageRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/images/:kind/:file',
    { schema: { params: Type.Object({ kind: Type.String(), file: Type.String() }) }, config: CACHEABLE_FILE },
    async (request, reply) => {
      const { kind, file } = request.params;
      const finder = Object.hasOwn(FINDERS, kind) ? FINDERS[kind] : undefined;
      const { id, index, format } = FILE_NAME.exec(file)?.groups ?? {};
      const subject = finder && id ? await finder(db, id) : undefined;
      // Only the pictures a subject has exist: p-1001-9.png is unknown when the product has three.
      if (!id || !subject || Number(index) > subject.count) return sendNotFound(request, reply);
      const imageFormat = format as ImageFormat;
      const image = await renderImage(`${kind}/${id}-${index}`, imageFormat, () =>
        renderPlaceholderSvg({ id, name: subject.name, index: Number(index), count: subject.count }),
      );
      return reply
        .header('content-type', IMAGE_CONTENT_TYPES[imageFormat])
        .header('cache-control', CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(image);
    },
  );
};
