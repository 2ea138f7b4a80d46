import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createSeededTestDatabase, type TestDatabase } from '../test/test-database.js';

let database: TestDatabase;
let app: ReturnType<typeof buildApp>;

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = buildApp({ db: database.handle.db });
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

describe('GET /v1/images/products/:file', () => {
  it('serves every image URL the catalogue lists as a cacheable SVG', async () => {
    const products = (await app.inject({ method: 'GET', url: '/v1/product?page_size=100' })).json().data.items;
    const urls: string[] = products.flatMap((product: { images: string[] }) => product.images);
    expect(urls.length).toBeGreaterThanOrEqual(36);
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
    }
  });

  it('draws the same picture every time, with the initials and image number', async () => {
    const first = await app.inject({ method: 'GET', url: '/v1/images/products/p-1001-2.svg' });
    const second = await app.inject({ method: 'GET', url: '/v1/images/products/p-1001-2.svg' });
    expect(first.body).toBe(second.body);
    expect(first.body).toContain('>SV</text>');
    expect(first.body).toContain('p-1001 · 2/3');
    const other = await app.inject({ method: 'GET', url: '/v1/images/products/p-1002-1.svg' });
    expect(other.body).not.toBe(first.body);
  });

  it.each(['p-9999-1.svg', 'p-1001-4.svg', 'p-1001-0.svg', 'p-1001.png', 'nothing'])(
    'answers 404 / 40401 for %s',
    async (file) => {
      const response = await app.inject({ method: 'GET', url: `/v1/images/products/${file}`, headers: { locale: 'en' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error_code: 40401, error_msg: 'page not found' });
    },
  );
});
