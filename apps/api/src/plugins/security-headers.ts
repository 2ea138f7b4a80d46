import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Sends helmet's security headers that matter to an API (CSP, HSTS, nosniff, framing, referrer,
 * cross-origin policies) on every answer with a Content-Security-Policy fit for JSON and
 * SVG: nothing may load or run. /docs and the WeChat sandbox page replace the policy with their own.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // The middleware is built once: @fastify/helmet builds it anew for every request, which cost
  // about a tenth of a cached catalogue answer's time.
  const applyHeaders = helmet({
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
    // Headers for old browsers and plug-ins (IE 8 downloads, Flash and PDF policy files, the retired
    // XSS auditor) and for HTML documents (DNS prefetching, origin-keyed agent clusters) mean
    // nothing to a JSON API's answers and cost time on every one.
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xDnsPrefetchControl: false,
    originAgentCluster: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // helmet only calls back without an error.
    applyHeaders(request.raw, reply.raw, () => done());
  });
}
