// The shop as the Lighthouse benches measure it: the API on a throw-away PostgreSQL cluster (seeded
// on its first start) and one or more storefront builds behind `vite preview`, each on a port of its
// own, all pointed at that API; and the pages measured on it.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findFreePorts, startPostgres } from '@storefront/test-utils';
import { startProcess, stopProcess } from '@storefront/test-utils/processes';

const root = join(import.meta.dirname, '..', '..', '..');
const apiDir = join(root, 'apps', 'api');
const webDir = join(root, 'apps', 'storefront');
const vite = join(webDir, 'node_modules', '.bin', 'vite');

/** The pages measured, in the order measured; `path` takes the id of the product shown. */
const PAGES = [
  { key: 'home', label: 'Home', path: () => '/' },
  { key: 'product-list', label: 'Product list', path: () => '/product-list/all' },
  { key: 'product', label: 'Product', path: (id) => `/product/${id}` },
  { key: 'checkout', label: 'Checkout (buy now)', path: (id) => `/checkout?product_id=${id}&amount=1` },
];

/** The keys of the pages measured: home, product-list, product, checkout. */
export const PAGE_KEYS = PAGES.map(({ key }) => key);

/**
 * Starts the API on a fresh cluster and one `vite preview` per folder of `dists` (folder names under
 * apps/storefront, as vite's --outDir takes them). Returns the API's address, each build's address
 * by its folder, the pages to measure (and the product they show) and `stop()`.
 */
export async function startShop(dists) {
  for (const file of [join(apiDir, 'dist', 'main.js'), ...dists.map((dist) => join(webDir, dist, 'index.html'))]) {
    if (!existsSync(file))
      throw new Error(`${relative(root, file)} is missing: build the API (pnpm build) and the storefront (vite build --outDir DIR) first`);
  }
  const pg = await startPostgres();
  const ports = await findFreePorts(1 + dists.length);
  const apiUrl = `http://127.0.0.1:${ports[0]}`;
  const children = [];
  const stop = async () => {
    for (const child of children.reverse()) await stopProcess(child);
    pg.stop();
  };
  try {
    children.push(
      await startProcess('api', process.execPath, ['dist/main.js'], {
        cwd: apiDir,
        readyLine: 'API ready on',
        env: {
          DATABASE_URL: pg.url,
          HOST: '127.0.0.1',
          PORT: String(ports[0]),
          NODE_ENV: 'production',
          // Production refuses to start without its own session key, Firebase project and gateway secret; the pages measured sign nobody in and pay nothing.
          JWT_SECRET: randomBytes(32).toString('base64url'),
          PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
          FIREBASE_PROJECT_ID: 'storefront-bench',
          LOG_LEVEL: 'warn',
          DOCS: 'off',
          // Every Lighthouse run comes from one address: the per-client limit must not answer 429.
          RATE_LIMIT_MAX: '1000000',
          STOREFRONT_URL: `http://127.0.0.1:${ports[1]}`,
        },
      }),
    );
    const webUrls = new Map();
    for (const [index, dist] of dists.entries()) {
      const port = ports[index + 1];
      const webUrl = `http://127.0.0.1:${port}`;
      children.push(
        await startProcess(`preview ${dist}`, vite, ['preview', '--port', String(port), '--strictPort', '--outDir', dist], {
          cwd: webDir,
          readyUrl: `${webUrl}/`,
          env: { API_URL: apiUrl },
          timeoutMs: 60_000,
        }),
      );
      webUrls.set(dist, webUrl);
    }
    return { apiUrl, webUrls, ...(await benchPages(apiUrl)), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The pages measured with their paths: home, the list of every product, a product a visitor may see
 * (no age restriction) and a visitor's buy-now checkout of it.
 */
async function benchPages(apiUrl) {
  const list = await getData(`${apiUrl}/v1/product?category_id=all&page_size=100`);
  const product = list.items?.find((item) => !item.age_restricted);
  if (!product) throw new Error('the catalogue has no product without an age restriction');
  const id = encodeURIComponent(product.product_id);
  return { productId: product.product_id, pages: PAGES.map((page) => ({ ...page, path: page.path(id) })) };
}

/** GETs a URL and returns the `data` of its answer. */
async function getData(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text).data;
}
