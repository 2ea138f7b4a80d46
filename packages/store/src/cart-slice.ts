import { createSelector, createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { addToCart as addToCartEvent, removeFromCart } from '@storefront/analytics';
import type { CartLine } from '@storefront/api-contract';
import { canSelectWith, cartLineKey, checkoutProblem, defaultSelection, isPurchasable } from '@storefront/domain';
import { appStarted } from './app-events.js';
import { loggedIn, loggedOut, selectToken } from './auth-slice.js';
import { addToCart, changeCartItemAmount } from './cart-thunks.js';
import type { AppStartListening } from './root-reducer.js';
import { shopApi } from './shop-api.js';

/** The member's cart (spec 3): its lines once loaded, and which of them are chosen for checkout. */
export interface CartState {
  readonly items: readonly CartLine[];
  /** True once the cart was loaded for this session; false when logged out. */
  readonly initialised: boolean;
  /** The lines chosen for checkout, by cartLineKey (kept in sessionStorage, spec 4). */
  readonly selected: readonly string[];
  /**
   * True once this session holds a selection, the shopper's or the one a cart load ticked, even an
   * empty one: until then, a cart load with lines ticks defaultSelection's.
   */
  readonly selectionKept: boolean;
  /** Lines added in this session, by cartLineKey, that the next cart load holding them ticks. */
  readonly added: readonly string[];
}

const initialState: CartState = { items: [], initialised: false, selected: [], selectionKept: false, added: [] };

/** The cart slice: filled by every cart fetch, emptied and uninitialised on logout (spec 4). */
export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** Selects a line or deselects it; a line that breaks the pre-order rule with the selection is not selected. */
    cartItemToggled(state, action: PayloadAction<string>) {
      const key = action.payload;
      if (state.selected.includes(key)) {
        state.selected = state.selected.filter((selected) => selected !== key);
        return;
      }
      state.selectionKept = true;
      const line = state.items.find((item) => cartLineKey(item) === key);
      const selectedLines = state.items.filter((item) => state.selected.includes(cartLineKey(item)));
      if (line && canSelectWith(selectedLines, line)) state.selected.push(key);
    },
    /** Replaces the selection (select all, select none); checkoutProblem says whether it may go to checkout. */
    cartSelectionChanged(state, action: PayloadAction<readonly string[]>) {
      const keys = new Set(state.items.map(cartLineKey));
      state.selected = [...new Set(action.payload)].filter((key) => keys.has(key));
      state.selectionKept = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, () => initialState)
      .addCase(addToCart.fulfilled, (state, { meta }) => {
        const key = cartLineKey({ product_id: meta.arg.product.product_id, sub_product_infos: meta.arg.sub_product_infos });
        if (!state.added.includes(key)) state.added.push(key);
      })
      .addMatcher(shopApi.endpoints.getCart.matchFulfilled, (state, action) => {
        const { items } = action.payload;
        const keys = new Set(items.map(cartLineKey));
        state.items = items;
        state.initialised = true;
        if (!state.selectionKept && items.length > 0) {
          // A cart opened without a choice in this session starts with what can be bought together ticked.
          state.selected = defaultSelection(items).map(cartLineKey);
          state.selectionKept = true;
        } else {
          // A line deleted here or elsewhere leaves the selection too.
          state.selected = state.selected.filter((key) => keys.has(key));
        }
        // A line just added joins the selection when it can be bought and the pre-order rule lets it.
        for (const line of items) {
          const key = cartLineKey(line);
          if (!state.added.includes(key) || state.selected.includes(key) || !isPurchasable(line)) continue;
          const selectedLines = items.filter((item) => state.selected.includes(cartLineKey(item)));
          if (canSelectWith(selectedLines, line)) state.selected.push(key);
        }
        state.added = state.added.filter((key) => !keys.has(key));
      });
  },
  selectors: {
    selectCartItems: (state) => state.items,
    selectIsCartInitialised: (state) => state.initialised,
    selectSelectedCartKeys: (state) => state.selected,
    /** True when the cart holds anything: the header's cart dot. */
    selectCartHasItems: (state) => state.items.length > 0,
  },
});

export const { cartItemToggled, cartSelectionChanged } = cartSlice.actions;
export const { selectCartItems, selectIsCartInitialised, selectSelectedCartKeys, selectCartHasItems } = cartSlice.selectors;

/** The selected lines, in cart order. */
export const selectSelectedCartItems = createSelector([selectCartItems, selectSelectedCartKeys], (items, selected) =>
  items.filter((item) => selected.includes(cartLineKey(item))),
);

/** What stops the selection going to checkout (nothing selected, an unpurchasable line, a combined pre-order), or null. */
export const selectCartCheckoutProblem = createSelector([selectSelectedCartItems], (lines) => checkoutProblem(lines));

/**
 * The cart's part of a session: loaded once when a session starts or is stored, then kept
 * subscribed, so each change (tag Cart) refetches it, until logout. And the funnel's cart
 * events (spec 7): add_to_cart for units added, remove_from_cart for units removed.
 */
export function addCartListeners(startListening: AppStartListening): void {
  // Held while a session lasts; one per store, as this is called once per store.
  let subscription: { unsubscribe(): void } | null = null;
  startListening({
    matcher: isAnyOf(appStarted, loggedIn),
    effect: (_action, { getState, dispatch }) => {
      if (selectToken(getState()) === null) return;
      subscription ??= dispatch(shopApi.endpoints.getCart.initiate(undefined, { forceRefetch: true }));
    },
  });
  startListening({
    actionCreator: loggedOut,
    effect: () => {
      subscription?.unsubscribe();
      subscription = null;
    },
  });
  startListening({
    actionCreator: addToCart.fulfilled,
    effect: ({ meta }, { extra }) => {
      extra.analytics?.track(addToCartEvent(meta.arg.product, meta.arg.quantity ?? 1));
    },
  });
  startListening({
    actionCreator: changeCartItemAmount.fulfilled,
    effect: ({ meta }, { extra }) => {
      const { line, amount } = meta.arg;
      if (amount > line.amount) extra.analytics?.track(addToCartEvent(line, amount - line.amount));
      if (amount < line.amount) extra.analytics?.track(removeFromCart(line, line.amount - amount));
    },
  });
}
