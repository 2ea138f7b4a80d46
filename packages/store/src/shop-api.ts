import { createApi } from '@reduxjs/toolkit/query';
import { type AreaOptions, areaEndpoints, SHOP_TAG_TYPES, shopBaseQuery } from './contract-endpoints.js';

export type { ShopApiError } from './contract-endpoints.js';

/** The id of the tag that stands for a whole list (an order list, say) rather than one item of it. */
const LIST = 'LIST';

/** The profile and the address book: a save refetches what it changed. */
const personal: AreaOptions<'personal'> = {
  getPersonal: { providesTags: ['User'] },
  updatePersonal: { invalidatesTags: ['User'] },
  listAddresses: { providesTags: ['Address'] },
  createAddress: { invalidatesTags: ['Address'] },
  updateAddress: { invalidatesTags: ['Address'] },
  setDefaultAddress: { invalidatesTags: ['Address'] },
  deleteAddress: { invalidatesTags: ['Address'] },
};

/** The cart: a change (quantity or delete) refetches it. */
const cart: AreaOptions<'cart'> = {
  getCart: { providesTags: ['Cart'] },
  updateCart: { invalidatesTags: ['Cart'] },
};

/** Coupons: a claim refetches the member's coupons and the ones that apply to an order. */
const coupon: AreaOptions<'coupon'> = {
  listCoupons: { providesTags: ['Coupon'] },
  claimCoupon: { invalidatesTags: ['Coupon'] },
  listOrderCoupons: { providesTags: ['Coupon'] },
};

/** Orders: the payment returns, and the order mail links, to the storefront the shopper is on. */
const order: AreaOptions<'order'> = {
  listOrders: {
    providesTags: (result) => [
      { type: 'Order', id: LIST },
      ...(result?.items ?? []).map((placed) => ({ type: 'Order' as const, id: placed.order_id })),
    ],
  },
  createOrder: {
    prepare: ({ body }, { storefrontOrigin }) => ({ body: { ...body, storefront_origin: body.storefront_origin ?? storefrontOrigin } }),
    // A cart checkout removes the ordered lines and may use a coupon.
    invalidatesTags: ['Cart', 'Coupon', { type: 'Order', id: LIST }],
  },
  // A new order is the member's latest: its method is the one the next checkout starts with.
  getLastShippingMethod: { providesTags: [{ type: 'Order', id: LIST }] },
  getOrder: { providesTags: (_result, _error, request) => [{ type: 'Order', id: request.params.order_id }] },
  updateOrder: {
    prepare: (request, { storefrontOrigin }) =>
      request.body.action === 'pay'
        ? { ...request, body: { ...request.body, storefront_origin: request.body.storefront_origin ?? storefrontOrigin } }
        : request,
    invalidatesTags: (_result, _error, request) => [
      { type: 'Order', id: LIST },
      { type: 'Order', id: request.params.order_id },
      'Purchase',
    ],
  },
  getPurchase: {
    // The result page says itself what failed and what to do (log in, the order mail, try again): no toast.
    callOptions: { noGlobalError: true },
    providesTags: (_result, _error, request) => [{ type: 'Purchase', id: request.params.purchase_id }],
  },
};

/**
 * RTK Query endpoints over api-client, one per call of the v1 contract and named like it, injected
 * area by area from the contract's route table (see areaEndpoints). An endpoint's argument is the
 * whole request `{ params, query | body }` when its path has parameters, otherwise the one part it
 * has, or nothing. Only cache tags and request additions are written here, by area.
 */
export const shopApi = createApi({
  reducerPath: 'shopApi',
  baseQuery: shopBaseQuery,
  tagTypes: SHOP_TAG_TYPES,
  endpoints: () => ({}),
})
  .injectEndpoints({ endpoints: (build) => areaEndpoints(build, 'system') })
  .injectEndpoints({ endpoints: (build) => areaEndpoints(build, 'account') })
  .injectEndpoints({ endpoints: (build) => areaEndpoints(build, 'personal', personal) })
  .injectEndpoints({ endpoints: (build) => areaEndpoints(build, 'catalogue') })
  .injectEndpoints({ endpoints: (build) => areaEndpoints(build, 'cart', cart) })
  .injectEndpoints({ endpoints: (build) => areaEndpoints(build, 'coupon', coupon) })
  .injectEndpoints({ endpoints: (build) => areaEndpoints(build, 'order', order) })
  .injectEndpoints({ endpoints: (build) => areaEndpoints(build, 'content') });
