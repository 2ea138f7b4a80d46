import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { UserInfo } from '@storefront/api-contract';
import { loggedOut } from './auth-slice.js';
import { shopApi } from './shop-api.js';

/** The member's profile once loaded (spec 3); null when logged out or not loaded yet. */
export interface UserState {
  readonly info: UserInfo | null;
}

const initialState: UserState = { info: null };

/** The user slice: filled by the profile calls, cleared on logout. */
export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, () => initialState)
      .addMatcher(
        isAnyOf(shopApi.endpoints.getPersonal.matchFulfilled, shopApi.endpoints.updatePersonal.matchFulfilled),
        (_state, action) => ({ info: action.payload }),
      );
  },
  selectors: {
    selectUser: (state) => state.info,
  },
});

export const { selectUser } = userSlice.selectors;
