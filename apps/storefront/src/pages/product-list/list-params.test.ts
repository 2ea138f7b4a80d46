import { describe, expect, it } from 'vitest';
import { listHref, pageCount, readListParams } from './list-params.js';

describe('readListParams', () => {
  it('reads the sort and page of the address', () => {
    expect(readListParams('?sort=price_asc&page=3')).toEqual({ sort: 'price_asc', page: 3 });
    expect(readListParams('?keyword=cake&page=2')).toEqual({ sort: 'default', page: 2 });
  });

  it('reads anything unknown or malformed as the default order on page 1', () => {
    expect(readListParams('')).toEqual({ sort: 'default', page: 1 });
    expect(readListParams('?sort=cheapest&page=0')).toEqual({ sort: 'default', page: 1 });
    expect(readListParams('?page=-2')).toEqual({ sort: 'default', page: 1 });
    expect(readListParams('?page=2.5')).toEqual({ sort: 'default', page: 1 });
    expect(readListParams('?page=abc')).toEqual({ sort: 'default', page: 1 });
    expect(readListParams('?page=99999999999')).toEqual({ sort: 'default', page: 1 });
  });
});

describe('listHref', () => {
  it('keeps the keyword, starts a new order at page 1 and leaves defaults out', () => {
    expect(listHref('/search', '?keyword=%E7%A6%8F%E8%A2%8B&page=3', { sort: 'price_desc' })).toBe(
      '/search?keyword=%E7%A6%8F%E8%A2%8B&sort=price_desc',
    );
    expect(listHref('/product-list/all', '?sort=newest&page=2', { sort: 'default' })).toBe('/product-list/all');
    expect(listHref('/product-list/all', '?sort=newest', { page: 2 })).toBe('/product-list/all?sort=newest&page=2');
    expect(listHref('/product-list/all', '?sort=newest&page=2', { page: 1 })).toBe('/product-list/all?sort=newest');
  });
});

describe('pageCount', () => {
  it('counts the pages a list fills, at least one', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageCount(60, 24)).toBe(3);
  });
});
