import type { CartLine } from '@storefront/api-contract';
import { canSelectWith, cartLineKey, checkoutProblem } from '@storefront/domain';
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './auth-slice.js';
import { shopApi } from './shop-api.js';

/** The member's cart (spec 3): its lines once loaded, and which of them are chosen for checkout. */
export interface CartState {
  readonly items: readonly CartLine[];
  /** True once the cart was loaded for this session; false when logged out. */
  readonly initialised: boolean;
  /** The lines chosen for checkout, by cartLineKey (kept in sessionStorage, spec 4). */
  readonly selected: readonly string[];
}

const initialState: CartState = { items: [], initialised: false, selected: [] };

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
      const line = state.items.find((item) => cartLineKey(item) === key);
      const selectedLines = state.items.filter((item) => state.selected.includes(cartLineKey(item)));
      if (line && canSelectWith(selectedLines, line)) state.selected.push(key);
    },
    /** Replaces the selection (select all, select none); checkoutProblem says whether it may go to checkout. */
    cartSelectionChanged(state, action: PayloadAction<readonly string[]>) {
      const keys = new Set(state.items.map(cartLineKey));
      state.selected = [...new Set(action.payload)].filter((key) => keys.has(key));
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, () => initialState)
      .addMatcher(shopApi.endpoints.getCart.matchFulfilled, (state, action) => {
        const keys = new Set(action.payload.items.map(cartLineKey));
        state.items = action.payload.items;
        state.initialised = true;
        // A line deleted here or elsewhere leaves the selection too.
        state.selected = state.selected.filter((key) => keys.has(key));
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
