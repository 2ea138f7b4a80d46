import { type BaseQueryFn, createApi } from '@reduxjs/toolkit/query';
import { type ApiClient, ApiError } from '@storefront/api-client';
import type { BodyOf, DataOf, ParamsOf, QueryOf, RequestOf } from '@storefront/api-contract';
import type { StoreDeps } from './deps.js';

/** A failed call as it sits in the store: plain data, so it stays serialisable. */
export interface ShopApiError {
  readonly kind: ApiError['kind'] | 'unknown';
  readonly message: string;
  readonly code?: number;
  readonly status?: number;
}

/** One call of api-client, with the store's deps at hand; RTK Query keys the cache by the endpoint's own argument, not by this. */
type ClientCall = (api: ApiClient, deps: StoreDeps) => Promise<unknown>;

/** The baseQuery: runs an api-client call with the injected client and keeps errors serialisable. */
const clientBaseQuery: BaseQueryFn<ClientCall, unknown, ShopApiError> = async (call, { extra }) => {
  try {
    return { data: await call((extra as StoreDeps).api, extra as StoreDeps) };
  } catch (error) {
    if (error instanceof ApiError) {
      return { error: { kind: error.kind, message: error.message, code: error.code, status: error.status } };
    }
    return { error: { kind: 'unknown', message: error instanceof Error ? error.message : String(error) } };
  }
};

/** The id of the tag that stands for a whole list (an order list, say) rather than one item of it. */
const LIST = 'LIST';

/**
 * RTK Query endpoints over api-client, one per call of the v1 contract and named like it. An
 * endpoint's argument is what its call needs: nothing, the one part it has (its query, body or
 * path params), or the whole request `{ params, query | body }` when it has two parts. A change to
 * the cart (quantity or delete) refetches it; coupons, orders and the profile refetch the same way.
 */
export const shopApi = createApi({
  reducerPath: 'shopApi',
  baseQuery: clientBaseQuery,
  tagTypes: ['Cart', 'User', 'Coupon', 'Order', 'Purchase'],
  endpoints: (build) => ({
    // system: reference data
    getExpressFees: build.query<DataOf<'getExpressFees'>, void>({
      query: () => (api) => api.getExpressFees(),
    }),
    getCurrencyRates: build.query<DataOf<'getCurrencyRates'>, void>({
      query: () => (api) => api.getCurrencyRates(),
    }),
    getCountryCities: build.query<DataOf<'getCountryCities'>, void>({
      query: () => (api) => api.getCountryCities(),
    }),
    getCountryCityDistricts: build.query<DataOf<'getCountryCityDistricts'>, QueryOf<'getCountryCityDistricts'> | void>({
      query: (query) => (api) => api.getCountryCityDistricts({ query: query ?? undefined }),
    }),
    getPromotions: build.query<DataOf<'getPromotions'>, void>({
      query: () => (api) => api.getPromotions(),
    }),
    getTwCvsStores: build.query<DataOf<'getTwCvsStores'>, QueryOf<'getTwCvsStores'> | void>({
      query: (query) => (api) => api.getTwCvsStores({ query: query ?? undefined }),
    }),
    getPhoneCountries: build.query<DataOf<'getPhoneCountries'>, void>({
      query: () => (api) => api.getPhoneCountries(),
    }),
    getSearchKeywords: build.query<DataOf<'getSearchKeywords'>, void>({
      query: () => (api) => api.getSearchKeywords(),
    }),

    // account
    login: build.mutation<DataOf<'login'>, BodyOf<'login'>>({
      query: (body) => (api) => api.login({ body }),
    }),
    firebaseLogin: build.mutation<DataOf<'firebaseLogin'>, BodyOf<'firebaseLogin'>>({
      query: (body) => (api) => api.firebaseLogin({ body }),
    }),
    weixinLogin: build.mutation<DataOf<'weixinLogin'>, BodyOf<'weixinLogin'>>({
      query: (body) => (api) => api.weixinLogin({ body }),
    }),
    logout: build.mutation<DataOf<'logout'>, void>({
      query: () => (api) => api.logout(),
    }),
    sendVerificationEmail: build.mutation<DataOf<'sendVerificationEmail'>, BodyOf<'sendVerificationEmail'>>({
      query: (body) => (api) => api.sendVerificationEmail({ body }),
    }),
    verifyAccount: build.mutation<DataOf<'verifyAccount'>, BodyOf<'verifyAccount'>>({
      query: (body) => (api) => api.verifyAccount({ body }),
    }),
    register: build.mutation<DataOf<'register'>, BodyOf<'register'>>({
      query: (body) => (api) => api.register({ body }),
    }),
    forgetPassword: build.mutation<DataOf<'forgetPassword'>, BodyOf<'forgetPassword'>>({
      query: (body) => (api) => api.forgetPassword({ body }),
    }),
    changePassword: build.mutation<DataOf<'changePassword'>, BodyOf<'changePassword'>>({
      query: (body) => (api) => api.changePassword({ body }),
    }),
    verifyChecksum: build.query<DataOf<'verifyChecksum'>, BodyOf<'verifyChecksum'>>({
      query: (body) => (api) => api.verifyChecksum({ body }),
    }),

    // personal
    getPersonal: build.query<DataOf<'getPersonal'>, void>({
      query: () => (api) => api.getPersonal(),
      providesTags: ['User'],
    }),
    updatePersonal: build.mutation<DataOf<'updatePersonal'>, BodyOf<'updatePersonal'>>({
      query: (body) => (api) => api.updatePersonal({ body }),
      invalidatesTags: ['User'],
    }),

    // catalogue
    listCategories: build.query<DataOf<'listCategories'>, void>({
      query: () => (api) => api.listCategories(),
    }),
    listThemes: build.query<DataOf<'listThemes'>, QueryOf<'listThemes'> | void>({
      query: (query) => (api) => api.listThemes({ query: query ?? undefined }),
    }),
    getTheme: build.query<DataOf<'getTheme'>, ParamsOf<'getTheme'>>({
      query: (params) => (api) => api.getTheme({ params }),
    }),
    listThemeProducts: build.query<DataOf<'listThemeProducts'>, RequestOf<'listThemeProducts'>>({
      query: (request) => (api) => api.listThemeProducts(request),
    }),
    getHome: build.query<DataOf<'getHome'>, void>({
      query: () => (api) => api.getHome(),
    }),
    listProducts: build.query<DataOf<'listProducts'>, QueryOf<'listProducts'>>({
      query: (query) => (api) => api.listProducts({ query }),
    }),
    getProduct: build.query<DataOf<'getProduct'>, ParamsOf<'getProduct'>>({
      query: (params) => (api) => api.getProduct({ params }),
    }),
    createArrivalNotice: build.mutation<DataOf<'createArrivalNotice'>, RequestOf<'createArrivalNotice'>>({
      query: (request) => (api) => api.createArrivalNotice(request),
    }),

    // cart
    getCart: build.query<DataOf<'getCart'>, void>({
      query: () => (api) => api.getCart(),
      providesTags: ['Cart'],
    }),
    updateCart: build.mutation<DataOf<'updateCart'>, BodyOf<'updateCart'>>({
      query: (body) => (api) => api.updateCart({ body }),
      invalidatesTags: ['Cart'],
    }),

    // coupon
    listCoupons: build.query<DataOf<'listCoupons'>, void>({
      query: () => (api) => api.listCoupons(),
      providesTags: ['Coupon'],
    }),
    claimCoupon: build.mutation<DataOf<'claimCoupon'>, BodyOf<'claimCoupon'>>({
      query: (body) => (api) => api.claimCoupon({ body }),
      invalidatesTags: ['Coupon'],
    }),
    listOrderCoupons: build.query<DataOf<'listOrderCoupons'>, BodyOf<'listOrderCoupons'>>({
      query: (body) => (api) => api.listOrderCoupons({ body }),
      providesTags: ['Coupon'],
    }),

    // order
    listOrders: build.query<DataOf<'listOrders'>, QueryOf<'listOrders'> | void>({
      query: (query) => (api) => api.listOrders({ query: query ?? undefined }),
      providesTags: (result) => [
        { type: 'Order', id: LIST },
        ...(result?.items ?? []).map((order) => ({ type: 'Order' as const, id: order.order_id })),
      ],
    }),
    createOrder: build.mutation<DataOf<'createOrder'>, BodyOf<'createOrder'>>({
      // The payment returns, and the order mail links, to the storefront the shopper is on.
      query:
        (body) =>
        (api, { storefrontOrigin }) =>
          api.createOrder({ body: { ...body, storefront_origin: body.storefront_origin ?? storefrontOrigin } }),
      // A cart checkout removes the ordered lines and may use a coupon.
      invalidatesTags: ['Cart', 'Coupon', { type: 'Order', id: LIST }],
    }),
    getOrder: build.query<DataOf<'getOrder'>, RequestOf<'getOrder'>>({
      query: (request) => (api) => api.getOrder(request),
      providesTags: (_result, _error, request) => [{ type: 'Order', id: request.params.order_id }],
    }),
    updateOrder: build.mutation<DataOf<'updateOrder'>, RequestOf<'updateOrder'>>({
      query:
        (request) =>
        (api, { storefrontOrigin }) =>
          api.updateOrder(
            request.body.action === 'pay'
              ? { ...request, body: { ...request.body, storefront_origin: request.body.storefront_origin ?? storefrontOrigin } }
              : request,
          ),
      invalidatesTags: (_result, _error, request) => [
        { type: 'Order', id: LIST },
        { type: 'Order', id: request.params.order_id },
        'Purchase',
      ],
    }),
    getPurchase: build.query<DataOf<'getPurchase'>, ParamsOf<'getPurchase'>>({
      // The result page says itself what failed and what to do (log in, the order mail, try again): no toast.
      query: (params) => (api) => api.getPurchase({ params }, { noGlobalError: true }),
      providesTags: (_result, _error, params) => [{ type: 'Purchase', id: params.purchase_id }],
    }),

    // content
    listArticles: build.query<DataOf<'listArticles'>, QueryOf<'listArticles'> | void>({
      query: (query) => (api) => api.listArticles({ query: query ?? undefined }),
    }),
    getArticle: build.query<DataOf<'getArticle'>, ParamsOf<'getArticle'>>({
      query: (params) => (api) => api.getArticle({ params }),
    }),
  }),
});
