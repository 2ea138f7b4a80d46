import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@storefront/api-contract';
import { ApiError } from './api-error.js';
import { createApiClient } from './client.js';

interface Seen {
  url?: string;
  method?: string;
  body?: string;
  headers?: IncomingHttpHeaders;
}

let server: Server;
let baseUrl: string;
const seen: Seen = {};

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seen.url = req.url;
    seen.method = req.method;
    seen.headers = req.headers;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    seen.body = Buffer.concat(chunks).toString();
    res.setHeader('content-type', 'application/json');
    if (req.url === '/v1/cart' || req.url?.startsWith('/v1/product/')) {
      res.end(JSON.stringify({ data: null }));
    } else if (req.url?.startsWith('/v1/category')) {
      res.end(JSON.stringify({ data: [{ category_id: 'snacks', display_name: 'Snacks' }] }));
    } else if (req.url?.startsWith('/v1/product?page=0')) {
      res.statusCode = 400;
      res.end(JSON.stringify({ error_code: 40004, error_msg: 'Parameter error: please check what you entered and try again.' }));
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
      from: true,
    });
    await expect(client.listCategories()).resolves.toEqual([{ category_id: 'snacks', display_name: 'Snacks' }]);
    expect(seen.headers).toMatchObject({
      'content-type': 'application/json',
      os: 'Web',
      locale: 'zh-CN',
      website: 'shop.example',
      from: 'true',
      authorization: 'Bearer jwt-123',
    });
  });

  it("sends from: false on every call when the option is left out: the shop's own domain is not the age-restricted one", async () => {
    const client = createApiClient({ baseUrl, getLocale: () => 'tw' });
    await client.listCategories();
    expect(seen.headers?.from).toBe('false');
    await client.updateCart({ body: { product_id: 'p-1', update_amount: 1 } });
    expect(seen.headers?.from).toBe('false');
  });

  it('omits authorization without a token and serialises defined query parameters only', async () => {
    const client = createApiClient({ baseUrl: `${baseUrl}/`, getLocale: () => 'tw' });
    await client.listProducts({ query: { category_id: 'figures', page: 2, page_size: undefined } });
    expect(seen.url).toBe('/v1/product?category_id=figures&page=2');
    expect(seen.headers?.authorization).toBeUndefined();
    expect(seen.headers?.locale).toBe('zh-TW');
  });

  it('has one function per call of the contract', () => {
    const client = createApiClient({ baseUrl, getLocale: () => 'en' });
    expect(Object.keys(client).sort()).toEqual(Object.keys(routes).sort());
  });

  it('fills path parameters, URI-encoded', async () => {
    const client = createApiClient({ baseUrl, getLocale: () => 'en' });
    await client.getProduct({ params: { product_id: 'p 1/2' } });
    expect(seen).toMatchObject({ method: 'GET', url: '/v1/product/p%201%2F2', body: '' });
  });

  it('sends a POST body as JSON', async () => {
    const client = createApiClient({ baseUrl, getLocale: () => 'en', getToken: () => 't' });
    await client.updateCart({ body: { product_id: 'p-1', update_amount: 2 } });
    expect(seen.method).toBe('POST');
    expect(JSON.parse(seen.body ?? '')).toEqual({ product_id: 'p-1', update_amount: 2 });
  });

  it('turns an error body into an ApiError with code and status', async () => {
    const client = createApiClient({ baseUrl, getLocale: () => 'en' });
    const error = await client.listProducts({ query: { page: 0 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'server',
      code: 40004,
      status: 400,
      message: 'Parameter error: please check what you entered and try again.',
    });
  });

  it('reports a non-JSON failure by its status', async () => {
    const client = createApiClient({ baseUrl, getLocale: () => 'en' });
    await expect(client.listProducts({ query: { page: 8 } })).rejects.toMatchObject({ kind: 'server', status: 502, code: undefined });
  });

  it('gives up after the timeout', async () => {
    const client = createApiClient({ baseUrl, getLocale: () => 'en', timeoutMs: 50 });
    await expect(client.listProducts({ query: { page: 9 } })).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('reports an unreachable server as a network error', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9/v1', getLocale: () => 'en' });
    await expect(client.listCategories()).rejects.toMatchObject({ kind: 'network' });
  });
});
