import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { CategoryListResponse } from '@storefront/api-contract';
import { useSeededApp } from '../test/seeded-app.js';

const seeded = useSeededApp();

describe('GET /v1/category', () => {
  it('answers every category in menu order, in zh-TW by default', async () => {
    const response = await seeded.app.inject({ method: 'GET', url: '/v1/category' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Value.Check(CategoryListResponse, body)).toBe(true);
    expect(body.data.map((category: { category_id: string }) => category.category_id)).toEqual([
      'figures',
      'plush',
      'merch',
      'cards',
      'stationery',
      'snacks',
      'apparel',
    ]);
    expect(body.data[0].display_name).toBe('模型公仔');
  });

  it.each([
    ['zh-CN', '模型手办'],
    ['en', 'Figures'],
    ['EN', 'Figures'],
  ])('names categories in the language of locale %s', async (locale, name) => {
    const response = await seeded.app.inject({ method: 'GET', url: '/v1/category', headers: { locale } });
    expect(response.json().data[0]).toEqual({ category_id: 'figures', display_name: name });
  });
});
