import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { CategoryListResponse, ProductListQuery, ProductListResponse } from './catalogue.js';
import { ErrorBody } from './envelope.js';

const product = {
  product_id: 'p-1001',
  sku: 'SKU-1001',
  category_id: 'figures',
  display_name: '限定公仔',
  marked_price: 1200,
  selling_price: null,
  stock: 3,
  images: ['/v1/images/p-1001.svg'],
};

describe('catalogue schemas', () => {
  it('accept a product list page wrapped in { data }', () => {
    const body = { data: { items: [product], total: 1, page: 1, page_size: 24 } };
    expect(Value.Check(ProductListResponse, body)).toBe(true);
  });

  it('reject a product with a negative or fractional price', () => {
    const bad = { data: { items: [{ ...product, marked_price: -1 }], total: 1, page: 1, page_size: 24 } };
    expect(Value.Check(ProductListResponse, bad)).toBe(false);
    const fractional = { data: { items: [{ ...product, selling_price: 9.5 }], total: 1, page: 1, page_size: 24 } };
    expect(Value.Check(ProductListResponse, fractional)).toBe(false);
  });

  it('bound the page size of a product query', () => {
    expect(Value.Check(ProductListQuery, { page: 1, page_size: 100 })).toBe(true);
    expect(Value.Check(ProductListQuery, { page_size: 101 })).toBe(false);
    expect(Value.Check(ProductListQuery, { page: 0 })).toBe(false);
  });

  it('accept a category list and the error body', () => {
    expect(Value.Check(CategoryListResponse, { data: [{ category_id: 'figures', display_name: 'Figures' }] })).toBe(true);
    expect(Value.Check(ErrorBody, { error_code: 40004, error_msg: 'parameter error' })).toBe(true);
    expect(Value.Check(ErrorBody, { error_code: '40004' })).toBe(false);
  });
});
