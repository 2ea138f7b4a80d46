import { and, eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { EmptyResponse, ProductDetailResponse, ProductListResponse, RelatedProductsResponse } from '@storefront/api-contract';
import { arrivalNotices, products, themeProducts } from '../db/schema.js';
import { useSeededApp } from '../test/seeded-app.js';

const seeded = useSeededApp();

const LISTED = 60;

async function getProducts(query: string, headers: Record<string, string> = {}) {
  return seeded.app.inject({ method: 'GET', url: `/v1/product${query}`, headers });
}

type Item = { product_id: string; category_id: string; marked_price: number; selling_price: number | null };

function ids(body: { data: { items: Item[] } }): string[] {
  return body.data.items.map((item) => item.product_id);
}

describe('GET /v1/product', () => {
  it('answers the first page of 24 in the contract shape, with badges', async () => {
    const response = await getProducts('');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Value.Check(ProductListResponse, body)).toBe(true);
    expect(body.data).toMatchObject({ total: LISTED, page: 1, page_size: 24 });
    expect(body.data.items).toHaveLength(24);
    expect(body.data.items[0]).toEqual({
      product_id: 'p-1001',
      sku: 'FIG-0001',
      category_id: 'figures',
      display_name: '「星穹旅人」艾莉亞 1/7 比例模型',
      marked_price: 5980,
      selling_price: 5380,
      stock: 12,
      images: ['/v1/images/products/p-1001-1.png', '/v1/images/products/p-1001-2.png', '/v1/images/products/p-1001-3.png'],
      origin: 'TW',
      pre_order: false,
      co_branded: true,
      age_restricted: false,
      available: true,
      expired: false,
    });
  });

  it('pages through every listed product once, in a stable order, never the sub-product options', async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5, 6].map((page) => getProducts(`?page=${page}&page_size=10`)));
    const all = pages.flatMap((page) => ids(page.json()));
    expect(pages.map((page) => page.json().data.items.length)).toEqual([10, 10, 10, 10, 10, 10]);
    expect(new Set(all).size).toBe(LISTED);
    expect(all.every((id) => /^p-\d{4}$/.test(id))).toBe(true);
    const again = await getProducts('?page=2&page_size=10');
    expect(again.json().data.items).toEqual(pages[1]?.json().data.items);
  });

  it('answers an empty page past the end with the real total', async () => {
    const body = (await getProducts('?page=99&page_size=10')).json();
    expect(body.data).toEqual({ items: [], total: LISTED, page: 99, page_size: 10 });
  });

  it("filters by category, 'all' meaning every category", async () => {
    const body = (await getProducts('?category_id=apparel')).json();
    expect(body.data.total).toBe(6);
    expect(body.data.items.every((item: Item) => item.category_id === 'apparel')).toBe(true);
    expect((await getProducts('?category_id=no-such-category')).json().data).toMatchObject({ items: [], total: 0 });
    expect((await getProducts('?category_id=all')).json().data.total).toBe(LISTED);
  });

  it.each([
    ['鳳梨', 'zh-TW'],
    ['凤梨', 'en'],
    ['pineapple', 'zh-CN'],
    ['PINEAPPLE', 'zh-TW'],
  ])('finds products by keyword %s in any language (interface %s)', async (keyword, locale) => {
    const body = (await getProducts(`?keyword=${encodeURIComponent(keyword)}`, { locale })).json();
    expect(ids(body)).toEqual(['p-1034']);
  });

  it('combines keyword and category, and treats LIKE wildcards literally', async () => {
    expect(ids((await getProducts(`?keyword=${encodeURIComponent('福袋')}&category_id=snacks`)).json())).toEqual(['p-1045']);
    expect((await getProducts('?keyword=%25')).json().data.total).toBe(0);
    expect((await getProducts('?keyword=_')).json().data.total).toBe(0);
  });

  it.each([
    ['price_asc', (a: number, b: number) => a <= b],
    ['price_desc', (a: number, b: number) => a >= b],
  ])('sorts by %s on the price paid', async (sort, inOrder) => {
    const body = (await getProducts(`?sort=${sort}&page_size=100`)).json();
    const prices = body.data.items.map((item: Item) => item.selling_price ?? item.marked_price);
    expect(prices).toHaveLength(LISTED);
    expect(prices.every((price: number, index: number) => index === 0 || inOrder(prices[index - 1], price))).toBe(true);
  });

  it('sorts newest first and by best selling, each different from the shop order', async () => {
    const shop = ids((await getProducts('?page_size=100')).json());
    const newest = ids((await getProducts('?sort=newest&page_size=100')).json());
    const best = ids((await getProducts('?sort=best_selling&page_size=100')).json());
    expect(newest).toEqual([...shop].reverse());
    expect(best).not.toEqual(shop);
    expect(new Set(best)).toEqual(new Set(shop));
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
    ['?page=0', 'en', 'Parameter error: please check what you entered and try again.'],
    ['?page_size=abc', 'zh-TW', '參數錯誤，請重新輸入'],
    ['?page_size=101', 'zh-CN', '参数错误，请重新输入'],
    ['?page=1.5', undefined, '參數錯誤，請重新輸入'],
    ['?category_id=', 'en', 'Parameter error: please check what you entered and try again.'],
    ['?keyword=', 'en', 'Parameter error: please check what you entered and try again.'],
    ['?sort=cheapest', 'en', 'Parameter error: please check what you entered and try again.'],
  ])('rejects %s with 400 / 40004 in the language of locale %s', async (query, locale, message) => {
    const response = await getProducts(query, locale ? { locale } : {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error_code: 40004, error_msg: message });
  });
});

describe('GET /v1/product/:product_id', () => {
  async function detail(id: string, locale = 'zh-TW') {
    const response = await seeded.app.inject({ method: 'GET', url: `/v1/product/${id}`, headers: { locale } });
    return response;
  }

  it('answers a product with every flag and its description in the locale', async () => {
    const response = await detail('p-1005', 'en');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Value.Check(ProductDetailResponse, body)).toBe(true);
    expect(body.data).toMatchObject({
      product_id: 'p-1005',
      display_name: 'Summer Festival Yukata Rin 1/8 Scale Figure (Pre-order)',
      origin: 'TW',
      pre_order: true,
      pre_order_ship_at: Date.parse('2027-06-30T00:00:00Z'),
      purchase_limit: 2,
      available: true,
      expired: false,
      sub_products: [],
    });
    expect(body.data.description).toMatch(/^<h3>Highlights<\/h3><p>.*<\/p><ul><li>/);
  });

  it('marks expired, unavailable, age-restricted and overseas-tax items', async () => {
    expect((await detail('p-1024')).json().data).toMatchObject({
      expired: true,
      available: false,
      sale_ends_at: Date.parse('2025-12-31T15:59:59Z'),
    });
    expect((await detail('p-1028')).json().data).toMatchObject({ expired: false, available: false });
    expect((await detail('p-1048')).json().data).toMatchObject({ age_restricted: true, origin: 'CN', overseas_tax: true });
  });

  it('lists the sub-product groups that must all be chosen, options with their own stock', async () => {
    const body = (await detail('p-1037', 'zh-CN')).json();
    expect(Value.Check(ProductDetailResponse, body)).toBe(true);
    const groups = body.data.sub_products;
    expect(groups.map((group: { group_id: string }) => group.group_id)).toEqual(['p-1037-colour', 'p-1037-size']);
    expect(groups[0]).toMatchObject({ display_name: '颜色', required_amount: 1 });
    expect(groups[0].options[2]).toEqual({
      product_id: 'p-1037-colour-gy',
      display_name: '麻灰色',
      image_url: '/v1/images/products/p-1037-colour-gy-1.png',
      stock: 0,
      available: true,
    });
    expect(groups[1].options.map((option: { display_name: string }) => option.display_name)).toEqual(['S', 'M', 'L', 'XL']);
    const badges = (await detail('p-1039')).json().data.sub_products;
    expect(badges).toHaveLength(1);
    expect(badges[0]).toMatchObject({ required_amount: 3 });
    expect(badges[0].options).toHaveLength(6);
  });

  it('answers 404 / 40401 for unknown products and for options, 400 / 40004 for malformed ids', async () => {
    for (const id of ['p-9999', 'p-1037-colour-bk']) {
      const response = await detail(id, 'en');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error_code: 40401, error_msg: 'Page not found.' });
    }
    const bad = await detail('p%241001', 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error_code: 40004, error_msg: 'Parameter error: please check what you entered and try again.' });
  });
});

describe('GET /v1/product/:product_id/related', () => {
  /** The themes of each product, from the database. */
  async function themesByProduct(): Promise<Map<string, Set<string>>> {
    const rows = await seeded.db.select().from(themeProducts);
    const byProduct = new Map<string, Set<string>>();
    for (const row of rows) byProduct.set(row.productId, (byProduct.get(row.productId) ?? new Set()).add(row.themeId));
    return byProduct;
  }

  it.each(['p-1001', 'p-1005', 'p-1020'])(
    'answers up to 8 other listed products of %s: sharing a theme first, then of its category',
    async (productId) => {
      const response = await seeded.get(`/v1/product/${productId}/related`, 'en');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Value.Check(RelatedProductsResponse, body)).toBe(true);
      const items: Item[] = body.data;
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(8);
      expect(items.map((item) => item.product_id)).not.toContain(productId);

      const themes = await themesByProduct();
      const own = themes.get(productId) ?? new Set<string>();
      const [product] = await seeded.db.select({ categoryId: products.categoryId }).from(products).where(eq(products.productId, productId));
      const sharesTheme = (id: string) => [...(themes.get(id) ?? [])].some((theme) => own.has(theme));
      const kinds = items.map((item) =>
        sharesTheme(item.product_id) ? 'theme' : item.category_id === product!.categoryId ? 'category' : 'other',
      );
      expect(kinds).not.toContain('other');
      expect(kinds.join(',')).toMatch(/^(theme,)*(theme|category)?(,category)*$/);
      expect(kinds).toContain(own.size > 0 ? 'theme' : 'category');
    },
  );

  it('names the products in the request locale', async () => {
    const [tw, en] = await Promise.all([seeded.get('/v1/product/p-1001/related', 'zh-TW'), seeded.get('/v1/product/p-1001/related', 'en')]);
    expect(tw.json().data[0].product_id).toBe(en.json().data[0].product_id);
    expect(tw.json().data[0].display_name).not.toBe(en.json().data[0].display_name);
  });

  it('answers 404 / 40401 for an unknown product and an option, 400 / 40004 for a malformed id', async () => {
    for (const id of ['p-9999', 'p-1037-colour-bk']) {
      const response = await seeded.get(`/v1/product/${id}/related`, 'en');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error_code: 40401, error_msg: 'Page not found.' });
    }
    const bad = await seeded.get('/v1/product/p%241001/related', 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_code).toBe(40004);
  });
});

describe('POST /v1/product/:product_id/arrival-notice', () => {
  function notice(id: string, body: unknown) {
    return seeded.app.inject({
      method: 'POST',
      url: `/v1/product/${id}/arrival-notice`,
      headers: { locale: 'en' },
      payload: body as object,
    });
  }

  it('stores one request per product and e-mail, case aside, without a login', async () => {
    const first = await notice('p-1004', { email: 'Mei.Lin@example.com' });
    expect(first.statusCode).toBe(200);
    expect(Value.Check(EmptyResponse, first.json())).toBe(true);
    expect(first.json()).toEqual({ data: null });
    expect((await notice('p-1004', { email: 'mei.lin@EXAMPLE.com' })).statusCode).toBe(200);
    const rows = await seeded.db
      .select()
      .from(arrivalNotices)
      .where(and(eq(arrivalNotices.productId, 'p-1004'), eq(arrivalNotices.email, 'mei.lin@example.com')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ locale: 'en', notifiedAt: null });
  });

  it.each([[{}], [{ email: 'not-an-email' }], [{ email: 'a b@example.com' }], [{ email: 42 }]])(
    'rejects the body %j with 400 / 40004',
    async (body) => {
      const response = await notice('p-1004', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error_code).toBe(40004);
    },
  );

  it('answers 404 / 40401 for an unknown product', async () => {
    const response = await notice('p-9999', { email: 'mei@example.com' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error_code: 40401, error_msg: 'Page not found.' });
  });
});
