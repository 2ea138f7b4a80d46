import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Sends helmet's security headers on every answer with a Content-Security-Policy fit for JSON and
 * SVG: nothing may load or run. /docs replaces the policy with its own (see docs.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    // The storefront shows product images from the API, which may live on another origin
    // (VITE_API_BASE_URL); same-origin, helmet's default, would make browsers drop them.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
}
