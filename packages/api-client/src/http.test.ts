import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { createApiClient } from './client.js';

interface Seen {
  url?: string;
  headers?: IncomingHttpHeaders;
}

let server: Server;
let baseUrl: string;
const seen: Seen = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.url = req.url;
    seen.headers = req.headers;
    res.setHeader('content-type', 'application/json');
    if (req.url?.startsWith('/v1/category')) {
      res.end(JSON.stringify({ data: [{ category_id: 'snacks', display_name: 'Snacks' }] }));
    } else if (req.url?.startsWith('/v1/product?page=0')) {
      res.statusCode = 400;
      res.end(JSON.stringify({ error_code: 40004, error_msg: 'parameter error, please re-enter' }));
    } else if (req.url?.startsWith('/v1/product?page=9')) {
      setTimeout(() => res.end(JSON.stringify({ data: null })), 500);
    } else if (req.url?.startsWith('/v1/product?page=8')) {
      res.statusCode = 502;
      res.end('<html>bad gateway</html>');
    } else {
      res.end(JSON.stringify({ data: { items: [], total: 0, page: 1, page_size: 24 } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('api-client transport', () => {
  it('sends the spec headers and unwraps { data }', async () => {
    const client = createApiClient({
      baseUrl,
      getLocale: () => 'cn',
      getToken: () => 'jwt-123',
      website: 'shop.example',
      from: 'main',
    });
    await expect(client.listCategories()).resolves.toEqual([{ category_id: 'snacks', display_name: 'Snacks' }]);
    expect(seen.headers).toMatchObject({
      'content-type': 'application/json',
      os: 'Web',
      locale: 'zh-CN',
      website: 'shop.example',
      from: 'main',
      authorization: 'Bearer jwt-123',
    });
  });

  it('omits authorization without a token and serialises defined query parameters only', async () => {
    const client = createApiClient({ baseUrl: `${baseUrl}/`, getLocale: () => 'tw' });
    await client.listProducts({ category_id: 'figures', page: 2, page_size: undefined });
    expect(seen.url).toBe('/v1/product?category_id=figures&page=2');
    expect(seen.headers?.authorization).toBeUndefined();
    expect(seen.headers?.locale).toBe('zh-TW');
  });

  it('turns an error body into an ApiError with code and status', async () => {
    const client = createApiClient({ baseUrl, getLocale: () => 'en' });
    const error = await client.listProducts({ page: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', code: 40004, status: 400, message: 'parameter error, please re-enter' });
  });

  it('reports a non-JSON failure by its status', async () => {
    const client = createApiClient({ baseUrl, getLocale: () => 'en' });
    await expect(client.listProducts({ page: 8 })).rejects.toMatchObject({ kind: 'server', status: 502, code: undefined });
  });

  it('gives up after the timeout', async () => {
    const client = createApiClient({ baseUrl, getLocale: () => 'en', timeoutMs: 50 });
    await expect(client.listProducts({ page: 9 })).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('reports an unreachable server as a network error', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9/v1', getLocale: () => 'en' });
    await expect(client.listCategories()).rejects.toMatchObject({ kind: 'network' });
  });
});
