import { type ApiClient, ApiError } from '@storefront/api-client';
import type { CategoryList, ProductList, ProductListQuery } from '@storefront/api-contract';
import { type BaseQueryFn, createApi } from '@reduxjs/toolkit/query';

/** What the store needs from the app: the api-client instance, injected so tests pass their own. */
export interface StoreDeps {
  readonly api: ApiClient;
}

/** A failed call as it sits in the store: plain data, so it stays serialisable. */
export interface ShopApiError {
  readonly kind: ApiError['kind'] | 'unknown';
  readonly message: string;
  readonly code?: number;
  readonly status?: number;
}

/** One call of api-client; RTK Query keys the cache by the endpoint's own argument, not by this. */
type ClientCall = (api: ApiClient) => Promise<unknown>;

/** The baseQuery: runs an api-client call with the injected client and keeps errors serialisable. */
const clientBaseQuery: BaseQueryFn<ClientCall, unknown, ShopApiError> = async (call, { extra }) => {
  try {
    return { data: await call((extra as StoreDeps).api) };
  } catch (error) {
    if (error instanceof ApiError) {
      return { error: { kind: error.kind, message: error.message, code: error.code, status: error.status } };
    }
    return { error: { kind: 'unknown', message: error instanceof Error ? error.message : String(error) } };
  }
};

/** RTK Query endpoints over api-client, one per call of the v1 contract. */
export const shopApi = createApi({
  reducerPath: 'shopApi',
  baseQuery: clientBaseQuery,
  tagTypes: ['Product', 'Category'],
  endpoints: (build) => ({
    listProducts: build.query<ProductList, ProductListQuery>({
      query: (query) => (api) => api.listProducts({ query }),
      providesTags: ['Product'],
    }),
    listCategories: build.query<CategoryList, void>({
      query: () => (api) => api.listCategories(),
      providesTags: ['Category'],
    }),
  }),
});
