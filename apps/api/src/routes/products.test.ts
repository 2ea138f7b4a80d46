import { ProductListResponse } from '@storefront/api-contract';
import { Value } from 'typebox/value';
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

async function getProducts(query: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `/v1/product${query}`, headers });
}

describe('GET /v1/product', () => {
  it('answers the first page of 24 in the contract shape', async () => {
    const response = await getProducts('');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Value.Check(ProductListResponse, body)).toBe(true);
    expect(body.data).toMatchObject({ total: 36, page: 1, page_size: 24 });
    expect(body.data.items).toHaveLength(24);
    expect(body.data.items[0]).toEqual({
      product_id: 'p-1001',
      sku: 'FIG-0001',
      category_id: 'figures',
      display_name: '「星穹旅人」艾莉亞 1/7 比例模型',
      marked_price: 5980,
      selling_price: 5380,
      stock: 12,
      images: ['/v1/images/products/p-1001-1.svg', '/v1/images/products/p-1001-2.svg', '/v1/images/products/p-1001-3.svg'],
    });
  });

  it('pages through every product once, in a stable order', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => getProducts(`?page=${page}&page_size=10`)));
    const ids = pages.flatMap((page) => page.json().data.items.map((item: { product_id: string }) => item.product_id));
    expect(pages.map((page) => page.json().data.items.length)).toEqual([10, 10, 10, 6]);
    expect(new Set(ids).size).toBe(36);
    const again = await getProducts('?page=2&page_size=10');
    expect(again.json().data.items).toEqual(pages[1]?.json().data.items);
  });

  it('answers an empty page past the end with the real total', async () => {
    const body = (await getProducts('?page=99&page_size=10')).json();
    expect(body.data).toEqual({ items: [], total: 36, page: 99, page_size: 10 });
  });

  it('filters by category', async () => {
    const body = (await getProducts('?category_id=snacks')).json();
    expect(body.data.total).toBe(6);
    expect(body.data.items.map((item: { category_id: string }) => item.category_id)).toEqual(Array(6).fill('snacks'));
    expect((await getProducts('?category_id=no-such-category')).json().data).toMatchObject({ items: [], total: 0 });
  });

  it("treats category 'all' as every category", async () => {
    expect((await getProducts('?category_id=all')).json().data.total).toBe(36);
  });

  it.each([
    ['zh-TW', '乖乖 奶油椰子口味 52g'],
    ['zh-CN', '乖乖 奶油椰子味 52g'],
    ['en', 'Kuai Kuai Coconut Corn Puffs 52g'],
    ['fr', '乖乖 奶油椰子口味 52g'],
  ])('names products in the language of locale %s', async (locale, name) => {
    const body = (await getProducts('?category_id=snacks&page_size=1', { locale })).json();
    expect(body.data.items[0].display_name).toBe(name);
  });

  it.each([
    ['?page=0', 'en', 'parameter error, please re-enter'],
    ['?page_size=abc', 'zh-TW', '參數錯誤，請重新輸入'],
    ['?page_size=101', 'zh-CN', '参数错误，请重新输入'],
    ['?page=1.5', undefined, '參數錯誤，請重新輸入'],
    ['?category_id=', 'en', 'parameter error, please re-enter'],
  ])('rejects %s with 400 / 40004 in the language of locale %s', async (query, locale, message) => {
    const response = await getProducts(query, locale ? { locale } : {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error_code: 40004, error_msg: message });
  });
});
