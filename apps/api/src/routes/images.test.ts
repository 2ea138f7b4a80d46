import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../test/seeded-app.js';

const seeded = useSeededApp();

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function isWebp(body: Buffer): boolean {
  return body.subarray(0, 4).toString('latin1') === 'RIFF' && body.subarray(8, 12).toString('latin1') === 'WEBP';
}

describe('GET /v1/images/:kind/:file', () => {
  it('serves every image URL the data lists as a cacheable PNG, and as WebP', async () => {
    const home = (await seeded.app.inject({ method: 'GET', url: '/v1/index' })).json().data;
    const theme = (await seeded.app.inject({ method: 'GET', url: '/v1/theme/star-voyager' })).json().data;
    const product = (await seeded.app.inject({ method: 'GET', url: '/v1/product/p-1037' })).json().data;
    const urls: string[] = [
      ...product.images,
      product.sub_products[0].options[0].image_url,
      home.banners[0].image_url,
      home.banners[0].mobile_image_url,
      home.news[0].cover_image_url,
      theme.image_url,
      ...theme.data_infos.map((block: { image_url: string }) => block.image_url),
    ];
    for (const url of urls) {
      expect(url).toMatch(/\.png$/);
      const png = await seeded.app.inject({ method: 'GET', url });
      expect(png.statusCode, url).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(png.rawPayload.subarray(0, 8).equals(PNG), url).toBe(true);
      const webp = await seeded.app.inject({ method: 'GET', url: url.replace(/\.png$/, '.webp') });
      expect(webp.statusCode, url).toBe(200);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(isWebp(webp.rawPayload), url).toBe(true);
    }
  });

  it('draws the same picture every time (cached), different per subject, and keeps the SVG source', async () => {
    const first = await seeded.app.inject({ method: 'GET', url: '/v1/images/products/p-1001-2.webp' });
    const second = await seeded.app.inject({ method: 'GET', url: '/v1/images/products/p-1001-2.webp' });
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    const other = await seeded.app.inject({ method: 'GET', url: '/v1/images/products/p-1002-1.webp' });
    expect(other.rawPayload.equals(first.rawPayload)).toBe(false);
    const svg = await seeded.app.inject({ method: 'GET', url: '/v1/images/products/p-1001-2.svg' });
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.body).toContain('>SV</text>');
    expect(svg.body).toContain('p-1001 · 2/3');
  });

  it.each([
    'products/p-9999-1.png',
    'products/p-1001-4.png',
    'products/p-1001-0.webp',
    'products/p-1001.png',
    'products/p-1001-1.jpg',
    'themes/star-voyager-4.png',
    'themes/taiwan-flavours-3.png',
    'articles/n-2001-3.png',
    'banners/b-nothing-1.png',
    'users/p-1001-1.png',
    'products/nothing',
  ])('answers 404 / 40401 for %s', async (path) => {
    const response = await seeded.app.inject({ method: 'GET', url: `/v1/images/${path}`, headers: { locale: 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error_code: 40401, error_msg: 'Page not found.' });
  });
});
