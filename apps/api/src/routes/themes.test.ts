import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { HomeDataResponse, ProductListResponse, ThemeDetailResponse, ThemeListResponse } from '@storefront/api-contract';
import { useSeededApp } from '../test/seeded-app.js';

const seeded = useSeededApp();

describe('GET /v1/theme', () => {
  it('answers every theme in menu order, one of them age-restricted', async () => {
    const body = (await seeded.get('/v1/theme')).json();
    expect(Value.Check(ThemeListResponse, body)).toBe(true);
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    expect(body.data[0]).toEqual({
      theme_id: 'star-voyager',
      display_name: '星穹旅人 專區',
      image_url: '/v1/images/themes/star-voyager-1.png',
      age_restricted: false,
    });
    expect(body.data.filter((theme: { age_restricted: boolean }) => theme.age_restricted)).toHaveLength(1);
  });

  it('answers the first `count` themes, as the menu asks', async () => {
    const all = (await seeded.get('/v1/theme')).json().data;
    const three = (await seeded.get('/v1/theme?count=3', 'en')).json().data;
    expect(three.map((theme: { theme_id: string }) => theme.theme_id)).toEqual(
      all.slice(0, 3).map((theme: { theme_id: string }) => theme.theme_id),
    );
    expect(three[1].display_name).toBe('Tastes of Taiwan');
    expect((await seeded.get('/v1/theme?count=10')).json().data).toHaveLength(all.length);
  });

  it.each(['?count=0', '?count=101', '?count=ten'])('rejects %s with 400 / 40004', async (query) => {
    const response = await seeded.get(`/v1/theme${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBe(40004);
  });
});

describe('GET /v1/theme/:theme_id', () => {
  it('answers the theme with its content blocks in the locale', async () => {
    const body = (await seeded.get('/v1/theme/star-voyager', 'zh-CN')).json();
    expect(Value.Check(ThemeDetailResponse, body)).toBe(true);
    expect(body.data).toMatchObject({ theme_id: 'star-voyager', display_name: '星穹旅人 专区', age_restricted: false });
    expect(body.data.data_infos).toEqual([
      {
        title: '联名新品',
        content: '<p>联名卫衣与立牌限量登场。</p>',
        image_url: '/v1/images/themes/star-voyager-2.png',
        link_url: '/product/p-1037',
      },
      {
        title: '收藏推荐',
        content: '<p>1/7 比例手办，细节满分。</p>',
        image_url: '/v1/images/themes/star-voyager-3.png',
        link_url: '/product/p-1001',
      },
    ]);
    expect((await seeded.get('/v1/theme/grown-up-treats')).json().data.age_restricted).toBe(true);
  });

  it('answers 404 / 40401 for an unknown theme and 400 / 40004 for a malformed id', async () => {
    expect((await seeded.get('/v1/theme/no-such-theme', 'en')).json()).toEqual({ error_code: 40401, error_msg: 'Page not found.' });
    expect((await seeded.get('/v1/theme/bad%20id')).statusCode).toBe(400);
  });
});

describe('GET /v1/theme/:theme_id/product', () => {
  it("pages through a theme's products in its own order", async () => {
    const response = await seeded.get('/v1/theme/grown-up-treats/product?page_size=3');
    const body = response.json();
    expect(Value.Check(ProductListResponse, body)).toBe(true);
    expect(body.data).toMatchObject({ total: 4, page: 1, page_size: 3 });
    expect(body.data.items.map((item: { product_id: string }) => item.product_id)).toEqual(['p-1047', 'p-1048', 'p-1050']);
    expect(body.data.items.every((item: { age_restricted: boolean }) => item.age_restricted)).toBe(true);
    const second = (await seeded.get('/v1/theme/grown-up-treats/product?page=2&page_size=3')).json().data;
    expect(second.items.map((item: { product_id: string }) => item.product_id)).toEqual(['p-1049']);
  });

  it('sorts a theme by price', async () => {
    const items = (await seeded.get('/v1/theme/taiwan-flavours/product?sort=price_asc')).json().data.items;
    const prices = items.map((item: { selling_price: number | null; marked_price: number }) => item.selling_price ?? item.marked_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('answers 404 / 40401 for an unknown theme and 400 / 40004 for a bad page', async () => {
    expect((await seeded.get('/v1/theme/no-such-theme/product')).statusCode).toBe(404);
    expect((await seeded.get('/v1/theme/star-voyager/product?page=0')).json().error_code).toBe(40004);
  });
});

describe('GET /v1/index', () => {
  it('answers banners, recommended, popular, lucky bags and the latest news', async () => {
    const body = (await seeded.get('/v1/index', 'en')).json();
    expect(Value.Check(HomeDataResponse, body)).toBe(true);
    const { banners, recommended, popular, lucky_bags, news } = body.data;
    expect(banners[0]).toEqual({
      banner_id: 'b-double-12',
      display_name: '12.12 Shopping Festival',
      location: 'home_carousel',
      image_url: '/v1/images/banners/b-double-12-1.png',
      mobile_image_url: '/v1/images/banners/b-double-12-2.png',
      link_url: '/news/n-2001',
    });
    expect(recommended.length).toBeGreaterThan(0);
    expect(popular.length).toBe(8);
    // Popular never shows what cannot be bought or sits behind the age gate.
    expect(popular.every((item: { available: boolean; age_restricted: boolean }) => item.available && !item.age_restricted)).toBe(true);
    expect(lucky_bags.map((item: { product_id: string }) => item.product_id)).toEqual(['p-1043', 'p-1044', 'p-1045', 'p-1046']);
    expect(news.map((article: { article_id: string }) => article.article_id)).toEqual(['n-2001', 'n-2002', 'n-2003', 'n-2004']);
  });
});
