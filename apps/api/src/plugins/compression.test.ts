import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../test/seeded-app.js';

const seeded = useSeededApp({ catalogueCacheMs: 60_000 });
const LIST = '/v1/product?sort=default&page=1&page_size=24';

const get = (url: string, encoding?: string) =>
  seeded.app.inject({ method: 'GET', url, headers: { locale: 'en', ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('compressed answers', () => {
  it('sends a page of products in brotli, else gzip, to a client that accepts them, the same JSON as uncompressed', async () => {
    const plain = await get(LIST);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const brotli = await get(LIST, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzip = await get(LIST, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses an answer the catalogue cache serves, and the cache keeps serving uncompressed clients', async () => {
    await get('/v1/index');
    const hit = await get('/v1/index', 'gzip');
    expect(hit.headers['content-encoding']).toBe('gzip');
    const plain = await get('/v1/index');
    expect(JSON.parse(gunzipSync(hit.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers and pictures as they are', async () => {
    const small = await get('/v1/system/search-keyword', 'gzip');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();

    const picture = await get('/v1/images/products/p-1001-1.webp', 'gzip, br');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['content-encoding']).toBeUndefined();
  });
});
