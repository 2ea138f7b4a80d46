import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@storefront/api-client';
import { appStarted } from './app-events.js';
import {
  cartItemToggled,
  cartSelectionChanged,
  selectCartCheckoutProblem,
  selectCartHasItems,
  selectSelectedCartItems,
  selectSelectedCartKeys,
} from './cart-slice.js';
import { addToCart, changeCartItemAmount } from './cart-thunks.js';
import { makeStore } from './make-store.js';
import { cartLine, cartOf, fakeApi, recordingAnalytics, settle, TOKEN } from './test-fakes.js';

const cake = { product_id: 'p-1', sku: 'SKU-1', display_name: 'Pineapple cake', marked_price: 480, selling_price: 420 };
const tea = { product_id: 'p-2', sku: 'SKU-2', display_name: 'Oolong tea', marked_price: 300, selling_price: null };

/** A logged-in store whose cart was loaded at start. */
async function storeWithCart(api = fakeApi()) {
  const analytics = recordingAnalytics();
  const store = makeStore({ auth: { token: TOKEN, authorized: false } }, { api, analytics });
  store.dispatch(appStarted());
  await settle();
  return { api, analytics, store };
}

describe('adding to the cart', () => {
  it('adds to what the line holds (the call sets the amount) and tracks add_to_cart for the units added', async () => {
    const { api, analytics, store } = await storeWithCart();
    const result = await store.dispatch(addToCart({ product: cake, quantity: 3 }));
    expect(result.meta.requestStatus).toBe('fulfilled');
    expect(api.updateCart).toHaveBeenCalledWith({ body: { product_id: 'p-1', update_amount: 5 } });
    expect(analytics.events).toEqual([
      {
        name: 'add_to_cart',
        params: {
          currency: 'TWD',
          value: 1260,
          items: [{ item_id: 'SKU-1', item_name: 'Pineapple cake', price: 420, quantity: 3, discount: 60 }],
        },
      },
    ]);
  });

  it('adds a product not in the cart as a new line of one unit, keeping its sub-product choice', async () => {
    const { api, analytics, store } = await storeWithCart();
    await store.dispatch(addToCart({ product: tea, sub_product_infos: [{ product_id: 'p-2-green', amount: 1 }] }));
    expect(api.updateCart).toHaveBeenCalledWith({
      body: { product_id: 'p-2', update_amount: 1, sub_product_infos: [{ product_id: 'p-2-green', amount: 1 }] },
    });
    expect(analytics.events[0]?.params).toMatchObject({ value: 300, items: [{ item_id: 'SKU-2', quantity: 1 }] });
  });

  it('loads the cart first when it is not loaded, so the amount adds up', async () => {
    const api = fakeApi();
    const store = makeStore({ auth: { token: TOKEN, authorized: false } }, { api });
    await store.dispatch(addToCart({ product: cake }));
    expect(api.getCart).toHaveBeenCalled();
    expect(api.updateCart).toHaveBeenCalledWith({ body: { product_id: 'p-1', update_amount: 3 } });
  });

  it('needs a login: an add by a visitor makes no call and tracks nothing', async () => {
    const api = fakeApi();
    const analytics = recordingAnalytics();
    const store = makeStore(undefined, { api, analytics });
    const result = await store.dispatch(addToCart({ product: cake }));
    expect(result.meta).toMatchObject({ requestStatus: 'rejected', condition: true });
    expect(api.getCart).not.toHaveBeenCalled();
    expect(api.updateCart).not.toHaveBeenCalled();
    expect(analytics.calls).toEqual([]);
  });

  it('tracks nothing when the call fails, and answers the error as plain data', async () => {
    const { analytics, store } = await storeWithCart(
      fakeApi({ updateCart: vi.fn(async () => Promise.reject(new ApiError('server', 'This item is out of stock.', 40003, 400))) }),
    );
    const result = await store.dispatch(addToCart({ product: cake }));
    expect(result.meta.requestStatus).toBe('rejected');
    expect(result.payload).toEqual({ kind: 'server', message: 'This item is out of stock.', code: 40003, status: 400 });
    expect(analytics.events).toEqual([]);
  });
});

describe('changing a line', () => {
  it('tracks add_to_cart for units added and remove_from_cart for units removed', async () => {
    const { analytics, store } = await storeWithCart();
    const line = cartLine();
    await store.dispatch(changeCartItemAmount({ line, amount: 5 }));
    await store.dispatch(changeCartItemAmount({ line, amount: 1 }));
    expect(analytics.events.map((event) => [event.name, event.params])).toEqual([
      ['add_to_cart', expect.objectContaining({ value: 1260, items: [expect.objectContaining({ quantity: 3 })] })],
      ['remove_from_cart', expect.objectContaining({ value: 420, items: [expect.objectContaining({ quantity: 1 })] })],
    ]);
  });

  it('tracks remove_from_cart for the whole line on delete (amount 0)', async () => {
    const { api, analytics, store } = await storeWithCart();
    await store.dispatch(changeCartItemAmount({ line: cartLine(), amount: 0 }));
    expect(api.updateCart).toHaveBeenCalledWith({ body: { product_id: 'p-1', update_amount: 0, sub_product_infos: [] } });
    expect(analytics.events).toEqual([
      {
        name: 'remove_from_cart',
        params: {
          currency: 'TWD',
          value: 840,
          items: [{ item_id: 'SKU-1', item_name: 'Pineapple cake', price: 420, quantity: 2, discount: 60 }],
        },
      },
    ]);
  });
});

describe('selection', () => {
  const preOrder = cartLine({ product_id: 'p-9', sku: 'SKU-9', pre_order: true });
  const lines = [cartLine(), cartLine({ product_id: 'p-2', sku: 'SKU-2' }), preOrder];

  it('ticks what can be bought together when the cart first loads in the session: every line but the pre-order', async () => {
    const { store } = await storeWithCart(fakeApi({ getCart: vi.fn(async () => cartOf(lines)) }));
    expect(selectSelectedCartKeys(store.getState())).toEqual(['p-1', 'p-2']);
    expect(selectCartCheckoutProblem(store.getState())).toBeNull();
  });

  it('ticks the first pre-order line alone when the cart holds nothing else to buy', async () => {
    const soldOut = cartLine({ product_id: 'p-3', stock: 0 });
    const { store } = await storeWithCart(
      fakeApi({ getCart: vi.fn(async () => cartOf([soldOut, preOrder, cartLine({ product_id: 'p-8', pre_order: true })])) }),
    );
    expect(selectSelectedCartKeys(store.getState())).toEqual(['p-9']);
    expect(selectCartCheckoutProblem(store.getState())).toBeNull();
  });

  it('selects and deselects lines, refusing a pre-order line next to others (spec 4)', async () => {
    const { store } = await storeWithCart(fakeApi({ getCart: vi.fn(async () => cartOf(lines)) }));
    store.dispatch(cartSelectionChanged([]));
    store.dispatch(cartItemToggled('p-1'));
    store.dispatch(cartItemToggled('p-2'));
    store.dispatch(cartItemToggled('p-9'));
    expect(selectSelectedCartKeys(store.getState())).toEqual(['p-1', 'p-2']);
    expect(selectSelectedCartItems(store.getState()).map((line) => line.product_id)).toEqual(['p-1', 'p-2']);
    store.dispatch(cartItemToggled('p-1'));
    expect(selectSelectedCartKeys(store.getState())).toEqual(['p-2']);
    expect(selectCartHasItems(store.getState())).toBe(true);
  });

  it('replaces the selection with the keys that are in the cart, and says what stops checkout', async () => {
    const { store } = await storeWithCart(fakeApi({ getCart: vi.fn(async () => cartOf(lines)) }));
    store.dispatch(cartSelectionChanged([]));
    expect(selectCartCheckoutProblem(store.getState())).toBe('empty');
    store.dispatch(cartSelectionChanged(['p-1', 'p-9', 'gone', 'p-1']));
    expect(selectSelectedCartKeys(store.getState())).toEqual(['p-1', 'p-9']);
    expect(selectCartCheckoutProblem(store.getState())).toBe('pre_order_combined');
  });

  it('keeps the shopper’s choice, an empty one too, when the cart is refetched', async () => {
    const getCart = vi.fn(async () => cartOf(lines));
    const { store } = await storeWithCart(fakeApi({ getCart }));
    store.dispatch(cartSelectionChanged([]));
    await store.dispatch(changeCartItemAmount({ line: lines[0]!, amount: 3 }));
    await settle();
    expect(getCart).toHaveBeenCalledTimes(2);
    expect(selectSelectedCartKeys(store.getState())).toEqual([]);
  });

  it('drops a deleted line from the selection when the cart is refetched', async () => {
    const getCart = vi.fn(async () => cartOf(lines));
    const { store } = await storeWithCart(fakeApi({ getCart }));
    store.dispatch(cartSelectionChanged(['p-1', 'p-2']));
    getCart.mockResolvedValue(cartOf([cartLine()]));
    await store.dispatch(changeCartItemAmount({ line: lines[1]!, amount: 0 }));
    await settle();
    expect(selectSelectedCartKeys(store.getState())).toEqual(['p-1']);
  });

  it('ticks a line added in this session once the refetched cart holds it, next to the shopper’s choice', async () => {
    const getCart = vi.fn(async () => cartOf([cartLine()]));
    const { store } = await storeWithCart(fakeApi({ getCart }));
    store.dispatch(cartSelectionChanged([]));
    getCart.mockResolvedValue(
      cartOf([cartLine(), cartLine({ ...tea, sub_product_infos: [{ product_id: 'p-2-green', amount: 1, display_name: 'Green' }] })]),
    );
    await store.dispatch(addToCart({ product: tea, sub_product_infos: [{ product_id: 'p-2-green', amount: 1 }] }));
    await settle();
    expect(selectSelectedCartKeys(store.getState())).toEqual(['p-2|p-2-green*1']);
    // More of a line the shopper unticked: the add ticks it again.
    await store.dispatch(addToCart({ product: cake }));
    await settle();
    expect(selectSelectedCartKeys(store.getState())).toEqual(['p-2|p-2-green*1', 'p-1']);
  });

  it('leaves an added pre-order line unticked next to other ticked lines (pre-orders go alone)', async () => {
    const getCart = vi.fn(async () => cartOf([cartLine()]));
    const { store } = await storeWithCart(fakeApi({ getCart }));
    getCart.mockResolvedValue(cartOf([cartLine(), preOrder]));
    await store.dispatch(addToCart({ product: { ...cake, product_id: 'p-9', sku: 'SKU-9' } }));
    await settle();
    expect(selectSelectedCartKeys(store.getState())).toEqual(['p-1']);
    expect(selectCartCheckoutProblem(store.getState())).toBeNull();
  });
});
