import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import type { Database } from './db/client.js';
import { useSeededApp } from './test/seeded-app.js';

const seeded = useSeededApp();

describe('the v1 API', () => {
  it.each([
    ['/v1/nothing-here', 'zh-TW', '找不到頁面'],
    ['/v2/product', 'zh-CN', '页面不存在'],
    ['/product', 'en', 'Page not found.'],
  ])('answers an unknown route %s with 404 / 40401 in %s', async (url, locale, message) => {
    const response = await seeded.app.inject({ method: 'GET', url, headers: { locale } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error_code: 40401, error_msg: message });
  });

  it('answers a malformed URL with 400 / 40004', async () => {
    const response = await seeded.app.inject({ method: 'GET', url: '/v1/product/%E0%A4%A', headers: { locale: 'en' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error_code: 40004, error_msg: 'Parameter error: please check what you entered and try again.' });
  });

  it('answers an unexpected failure with 500 / 50000 and keeps the details to itself', async () => {
    const failing = new Proxy({} as Database, {
      get() {
        throw new Error('connection to /var/secret/db lost');
      },
    });
    const broken = buildApp({ db: failing });
    try {
      const response = await broken.inject({ method: 'GET', url: '/v1/category', headers: { locale: 'en' } });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error_code: 50000, error_msg: 'An error occurred. Please try again later.' });
      expect(response.body).not.toMatch(/secret|stack|at /);
    } finally {
      await broken.close();
    }
  });

  it('lets the storefront call it from another origin with its own headers', async () => {
    const response = await seeded.app.inject({
      method: 'OPTIONS',
      url: '/v1/product',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'locale, os, website, from, authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(response.headers['access-control-allow-headers']).toBe('locale, os, website, from, authorization');
  });
});
