// Full-page screenshots of the shop as shoppers see it: home, the whole product list and the first
// product on sale, on a phone (390 px) and a desktop (1280 px), in tw, cn and en. It starts nothing:
// point it at a running storefront whose /v1 reaches the API (`vite preview` with API_URL, say).
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir]
//   baseUrl  default http://127.0.0.1:4173
//   outDir   default test-results/screenshots of this app (ignored by git)
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import process from 'node:process';
// @playwright/test re-exports playwright-core's browser API; Debian's Chromium is used, never a download.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@storefront/test-utils/chromium';

// `pnpm ... screenshots -- <baseUrl>` passes its `--` on: it is not an argument.
const [baseArg, outArg] = process.argv.slice(2).filter((arg) => arg !== '--');
const baseUrl = (baseArg ?? 'http://127.0.0.1:4173').replace(/\/$/, '');
const outDir = outArg ? resolve(outArg) : join(import.meta.dirname, '..', 'test-results', 'screenshots');

/** The interface languages (spec 9). */
const LANGUAGES = ['tw', 'cn', 'en'];

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/** How long one page may take to show its products on a busy machine. */
const SHOWN_TIMEOUT_MS = 30_000;

/** The first product a shopper can buy at a reduced price, as the API lists it (no age gate in the way). */
async function firstProductOnSale() {
  const response = await fetch(`${baseUrl}/v1/product?page=1&page_size=50`, { headers: { locale: 'zh-TW' } });
  if (!response.ok) throw new Error(`GET ${baseUrl}/v1/product answered ${response.status}: is the API behind ${baseUrl}?`);
  const { data } = await response.json();
  const onSale = data.items.find(
    (product) =>
      product.available &&
      !product.expired &&
      !product.age_restricted &&
      product.stock > 0 &&
      product.selling_price !== null &&
      product.selling_price > 0 &&
      product.selling_price < product.marked_price,
  );
  if (!onSale) throw new Error('the API lists no product on sale');
  return onSale.product_id;
}

/**
 * Waits until the page shows what it is for: its content, nothing loading, no skeletons, every
 * picture loaded (those below the fold included) and the loading overlay gone.
 */
async function waitUntilShown(page, productSelector) {
  const timeout = SHOWN_TIMEOUT_MS;
  await page.locator(productSelector).first().waitFor({ state: 'visible', timeout });
  await page.waitForFunction(() => document.querySelectorAll('main .sf-skeleton, main [aria-busy="true"]').length === 0, null, {
    timeout,
  });
  // A full-page picture shows what a shopper sees after scrolling: lazy pictures load now, and
  // decode() settles once a picture is loaded and drawable (or has failed, which shows as it is).
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
  await page.evaluate(() => document.fonts.ready);
  // Off-screen sections and cards skip rendering until they near the window (content-visibility:
  // auto), which a full-page picture never makes them do: here everything renders.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  // The overlay of the app's first second (spec 4) and of loading calls covers the page until it goes.
  await page.getByRole('progressbar').waitFor({ state: 'detached', timeout });
}

const productId = await firstProductOnSale();
const pages = [
  { name: 'home', path: '/', shows: 'main a[href^="/product/"]' },
  { name: 'product-list', path: '/product-list/all', shows: 'main a[href^="/product/"]' },
  { name: 'product', path: `/product/${productId}`, shows: 'main h1' },
];

/**
 * Opens path and waits until it shows its content. The API allows each client a few hundred
 * requests a minute, which a run of full pages with their pictures can reach: a page that failed
 * while the API answered 429 is loaded again once the API's retry-after has passed.
 */
async function showPage(page, path, shows, description) {
  for (let attempt = 1; ; attempt += 1) {
    let retryAfterS = 0;
    const onResponse = (response) => {
      if (response.status() === 429) retryAfterS = Math.max(retryAfterS, Number(response.headers()['retry-after'] ?? 60));
    };
    page.on('response', onResponse);
    try {
      await page.goto(`${baseUrl}${path}`);
      await waitUntilShown(page, shows);
      return;
    } catch (error) {
      if (retryAfterS === 0 || attempt === 3) throw new Error(`${description} did not show its content`, { cause: error });
      console.log(`${description}: the API asked to slow down, trying again in ${retryAfterS} s`);
      await new Promise((wait) => setTimeout(wait, Math.min(retryAfterS, 60) * 1000));
    } finally {
      page.off('response', onResponse);
    }
  }
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
// One browser profile for the whole run, so pictures come from its cache after their first load.
// CSP bypassed for the style above only: the shop's policy allows no inline style.
const context = await browser.newContext({ reducedMotion: 'reduce', bypassCSP: true });
const page = await context.newPage();
const written = [];
try {
  for (const lang of LANGUAGES) {
    // Init scripts run in the order they were added: the last language set is the one stored.
    await context.addInitScript((stored) => window.localStorage.setItem('lang', stored), lang);
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      for (const { name, path, shows } of pages) {
        const file = join(outDir, `${name}-${viewport.width}-${lang}.png`);
        const description = `${path} (${lang}, ${viewport.width} px)`;
        try {
          await showPage(page, path, shows, description);
        } catch (error) {
          // What the page showed instead, for whoever looks into it.
          await page.screenshot({ path: file.replace(/\.png$/, '-not-shown.png'), fullPage: true });
          throw error;
        }
        await page.screenshot({ path: file, fullPage: true });
        written.push(file);
        console.log(file);
      }
    }
  }
} finally {
  await browser.close();
}
console.log(`${written.length} screenshots written to ${outDir}`);
