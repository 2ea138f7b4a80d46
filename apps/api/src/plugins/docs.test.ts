import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';

// The document comes from the route schemas: no call here reaches the database.
const db = {} as Database;
let app: ReturnType<typeof buildApp>;

beforeAll(() => {
  app = buildApp({ db });
});

afterAll(async () => {
  await app?.close();
});

describe('the OpenAPI document at /docs/json', () => {
  it('is OpenAPI 3 with the catalogue calls and their response schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info).toMatchObject({ title: 'Storefront shop API', version: '0.0.0' });
    const products = document.paths['/v1/product'].get;
    expect(products.operationId).toBe('listProducts');
    const productList = products.responses['200'].content['application/json'].schema;
    expect(productList.properties.data.properties.items.type).toBe('array');
    expect(products.parameters.map((parameter: { name?: string }) => parameter.name)).toContain('page_size');
    const categories = document.paths['/v1/category'].get;
    expect(categories.operationId).toBe('listCategories');
    expect(categories.responses['200'].content['application/json'].schema.properties.data.type).toBe('array');
  });

  it('documents the spec 7 headers, the bearer token and the error body on every call', async () => {
    const document = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(document.components.parameters)).toEqual(['locale', 'os', 'from', 'website']);
    expect(document.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(document.components.schemas.ErrorBody.required).toEqual(['error_code', 'error_msg']);
    for (const [path, operations] of Object.entries<Record<string, { parameters: unknown[]; responses: object }>>(document.paths)) {
      for (const operation of Object.values(operations)) {
        expect(operation.parameters, path).toContainEqual({ $ref: '#/components/parameters/locale' });
        expect(operation.responses, path).toHaveProperty('default');
      }
    }
    expect(Object.keys(document.paths).every((path) => path.startsWith('/v1/'))).toBe(true);
  });

  it('serves Swagger UI as HTML at /docs with a policy that lets its own scripts run', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger-ui-bundle.js');
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const script = await app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
  });

  it('is absent with docs off', async () => {
    const bare = buildApp({ db, docs: false });
    try {
      const response = await bare.inject({ method: 'GET', url: '/docs/json', headers: { locale: 'en' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error_code: 40401, error_msg: 'Page not found.' });
    } finally {
      await bare.close();
    }
  });
});
