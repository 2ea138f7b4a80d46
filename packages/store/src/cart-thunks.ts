import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AnalyticsLine } from '@storefront/analytics';
import type { CartLine, SubProductInfo, UpdateCartBody } from '@storefront/api-contract';
import { cartLineKey } from '@storefront/domain';
import type { AuthState } from './auth-slice.js';
import type { CartState } from './cart-slice.js';
import type { StoreDeps } from './deps.js';
import { type ShopApiError, shopApi } from './shop-api.js';

/** A product as the cart adds it: its id, and what analytics reports of it (SKU, name, prices). */
export interface CartProduct extends AnalyticsLine {
  readonly product_id: string;
}

/** What to add: a product, how many units (default 1) and its sub-product choice. */
export interface AddToCartArg {
  readonly product: CartProduct;
  readonly quantity?: number;
  readonly sub_product_infos?: readonly SubProductInfo[];
}

/** A cart line and the amount it should hold; 0 deletes it. */
export interface ChangeCartItemAmountArg {
  readonly line: CartLine;
  readonly amount: number;
}

interface CartThunkConfig {
  state: { auth: AuthState; cart: CartState };
  extra: StoreDeps;
  rejectValue: ShopApiError;
}

/** The updateCart body that sets a line to an amount; sub-products travel as the call takes them (id and amount). */
function updateCartBody(product_id: string, amount: number, subProducts: readonly SubProductInfo[] | undefined): UpdateCartBody {
  const sub_product_infos = subProducts?.map((sub) => ({ product_id: sub.product_id, amount: sub.amount }));
  return sub_product_infos ? { product_id, update_amount: amount, sub_product_infos } : { product_id, update_amount: amount };
}

/** The cart needs a login (spec 6): without a token the thunk does not run (rejected with meta.condition). */
const withToken = {
  condition: (_arg: unknown, { getState }: { getState: () => CartThunkConfig['state'] }) => getState().auth.token !== null,
};

/**
 * Adds units of a product to the cart: the call sets a line's amount, so this adds to what the
 * line already holds (loading the cart first if it is not loaded). Fulfilled: add_to_cart is tracked.
 */
export const addToCart = createAsyncThunk<void, AddToCartArg, CartThunkConfig>(
  'cart/add',
  async ({ product, quantity = 1, sub_product_infos }, { dispatch, getState, rejectWithValue }) => {
    if (!getState().cart.initialised) await dispatch(shopApi.endpoints.getCart.initiate(undefined, { subscribe: false }));
    const key = cartLineKey({ product_id: product.product_id, sub_product_infos });
    const held = getState().cart.items.find((line) => cartLineKey(line) === key)?.amount ?? 0;
    try {
      await dispatch(
        shopApi.endpoints.updateCart.initiate(updateCartBody(product.product_id, held + quantity, sub_product_infos)),
      ).unwrap();
    } catch (error) {
      return rejectWithValue(error as ShopApiError);
    }
  },
  withToken,
);

/** Changes a cart line's amount; 0 deletes it. Fulfilled: add_to_cart or remove_from_cart is tracked for the difference. */
export const changeCartItemAmount = createAsyncThunk<void, ChangeCartItemAmountArg, CartThunkConfig>(
  'cart/changeAmount',
  async ({ line, amount }, { dispatch, rejectWithValue }) => {
    try {
      await dispatch(shopApi.endpoints.updateCart.initiate(updateCartBody(line.product_id, amount, line.sub_product_infos))).unwrap();
    } catch (error) {
      return rejectWithValue(error as ShopApiError);
    }
  },
  withToken,
);
