import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv } from 'vite';
import { compileHints } from './scripts/compile-hints.mjs';
import { securityHeaders, securitySettingsFromEnv } from './src/security-headers.js';

/**
 * Where the dev and preview servers forward /v1, the API's sandbox pages (WeChat sign-in), its
 * storage service (avatar uploads, and the files' links when the API's PUBLIC_URL is the storefront's
 * address) and the search engines' robots.txt and sitemap.xml, which it makes from the catalogue:
 * the reference API by default.
 */
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';
const toApi = { target: apiUrl, changeOrigin: true };
const proxy = {
  '/v1': toApi,
  '/sandbox': toApi,
  '/upload/storage/': toApi,
  '/download/storage/': toApi,
  '/storage/v1/': toApi,
  '/robots.txt': toApi,
  '/sitemap.xml': toApi,
};

/**
 * react-router publishes a production build beside its development one, but its package exports
 * only the development one (remix-run/react-router#14102), whose warnings for developers then reach
 * shoppers' consoles. The build takes the production one.
 */
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'production/dom-export.mjs') },
];

export default defineConfig(({ command, mode }) => ({
  // React's JSX with Fast Refresh in development: an edited component is swapped in place, its
  // state kept, without a page reload. Every script of the build is compiled by V8 as it arrives
  // rather than function by function on first call (scripts/compile-hints.mjs).
  plugins: [react(), compileHints()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: command === 'build' && mode === 'production' ? reactRouterProduction : [],
  },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), proxy },
  // The built app's security headers (CSP, HSTS, ...), from the same VITE_ variables the build read.
  // Only here: the dev server's hot reload needs inline scripts and styles.
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 4173),
    proxy,
    headers: securityHeaders(securitySettingsFromEnv({ ...loadEnv(mode, import.meta.dirname, 'VITE_'), API_URL: apiUrl })),
  },
  // The manifest lets scripts/route-size.mjs add up each route's initial JavaScript.
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // A page comes in one script, or two or three with the form library or the rich-text sanitiser,
    // and all styles in one sheet. Left to itself, the bundler gave each component that pages share
    // its own script and stylesheet: a page came in 10-12 scripts and 6-9 stylesheets of a few
    // hundred bytes each, and a browser fetches six at a time from one origin over HTTP/1.1, so the
    // page's API calls and texts waited for three rounds of requests. Shared chunks under 8 KB of
    // source are copied into each page that uses them instead (docs/performance.md). The option
    // is experimental in Rolldown 1.2 and turns on strictExecutionOrder; the e2e suite runs this build.
    cssCodeSplit: false,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024 } } },
    },
  },
}));
