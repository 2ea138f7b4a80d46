import type { CategoryList, ProductList, ProductListQuery } from '@storefront/api-contract';
import { type ApiClientOptions, createRequester } from './http.js';

/** One typed function per call of the v1 contract. */
export interface ApiClient {
  /** GET /product: one page of the catalogue, optionally of one category. */
  listProducts(query?: ProductListQuery): Promise<ProductList>;
  /** GET /category: every category in display order. */
  listCategories(): Promise<CategoryList>;
}

/** Creates the shop API client; the app injects locale, token and host. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const request = createRequester(options);
  return {
    listProducts: (query) => request<ProductList>({ method: 'GET', path: 'product', query: { ...query } }),
    listCategories: () => request<CategoryList>({ method: 'GET', path: 'category' }),
  };
}
