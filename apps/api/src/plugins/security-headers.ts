import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Sends helmet's security headers that matter to an API (CSP, HSTS, nosniff, framing, referrer,
 * cross-origin policies) on every answer with a Content-Security-Policy fit for JSON and
 * SVG: nothing may load or run. /docs and the WeChat sandbox page replace the policy with their own.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
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
  // With these options helmet writes the same headers on every answer, whatever the request: they
  // are read off once and then set in one call, which costs a fraction of helmet's chain of seven
  // middlewares on each request.
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  applyHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
