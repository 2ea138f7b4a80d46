// Runs the app's compiled modules in Node, as Node resolves the packages: each package does
// something real against a small local API, and the app renders in jsdom.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';

const CATEGORIES = [{ category_id: 'tea', display_name: '茶葉' }];

const requests = [];
const server = createServer((request, response) => {
  requests.push({ url: request.url, headers: request.headers });
  const found = request.method === 'GET' && request.url === '/v1/category';
  response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
  response.end(JSON.stringify(found ? { data: CATEGORIES } : { error_code: 40401, error_msg: 'Not found' }));
});
await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
const baseUrl = `http://127.0.0.1:${server.address().port}/v1`;

const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', { url: 'http://localhost/' });
globalThis.window = dom.window;
globalThis.document = dom.window.document;
// Node 20 has no navigator of its own; React's client reads it.
if (!('navigator' in globalThis)) globalThis.navigator = dom.window.navigator;
globalThis.IS_REACT_ACT_ENVIRONMENT = false;

try {
  const { createShop, cartTotal, productPath, loadCategories, storeLocale, englishCartHeading } = await import('./build/shop.js');
  const { App } = await import('./build/App.js');
  const { createElement } = await import('react');
  const { flushSync } = await import('react-dom');
  const { createRoot } = await import('react-dom/client');

  const lines = [
    { product_id: 'a', amount: 2, origin: 'TW', marked_price: 1500, selling_price: 1280 },
    { product_id: 'b', amount: 1, origin: 'TW', marked_price: 99 },
  ];
  assert.equal(cartTotal(lines, 'tw'), 'NT$2,659', 'domain: cart total');
  assert.equal(productPath('p 1'), '/product/p%201', 'api-contract: route table and fillPath');
  assert.equal(englishCartHeading, 'Shopping cart', 'i18n: shipped JSON resources');

  const dataLayer = [];
  const shop = createShop(baseUrl, 'tw', dataLayer);
  assert.deepEqual(await shop.api.listCategories(), CATEGORIES, 'api-client: answer of the local API');
  assert.equal(requests[0].headers.locale, 'zh-TW', 'api-client: the spec headers');
  assert.equal(shop.i18n.t('product.soldOut'), '已售完', 'i18n: translation');
  assert.equal(storeLocale(shop.store), 'tw', 'store: preloaded state');
  assert.deepEqual(await loadCategories(shop.store), CATEGORIES, 'store: RTK Query over the API client');
  shop.track({ ...lines[0], display_name: 'Oolong tea' });
  assert.ok(
    dataLayer.some((entry) => entry[0] === 'event' && entry[1] === 'add_to_cart'),
    'analytics: add_to_cart on the dataLayer',
  );

  const container = dom.window.document.getElementById('root');
  const root = createRoot(container);
  flushSync(() => root.render(createElement(App, { store: shop.store, i18n: shop.i18n, locale: 'tw' })));
  const text = container.textContent;
  for (const expected of ['購物車', '茶葉', 'Oolong tea', 'NT$1,280', 'NT$1,500', '已售完']) {
    assert.ok(text.includes(expected), `ui: the rendered app shows ${expected}: ${text}`);
  }
  assert.equal(container.querySelector('a.sf-product-card')?.getAttribute('href'), '/product/p-1', 'ui: the card links');
  root.unmount();

  const stylesheet = fileURLToPath(import.meta.resolve('@storefront/ui/styles.css'));
  assert.match(await readFile(stylesheet, 'utf8'), /\.sf-product-card/, 'ui: styles.css holds the kit styles');
  console.log('consumer app: every package ran in Node and the app rendered in jsdom');
} finally {
  server.close();
  dom.window.close();
}
