import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { UserInfo } from '@storefront/api-contract';
import { appStarted } from './app-events.js';
import { loggedIn, loggedOut, selectIsAuthorized, selectToken } from './auth-slice.js';
import type { AppStartListening } from './root-reducer.js';
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

/**
 * Loads the profile when a session starts, or is stored with the login flag, and none is loaded
 * (spec 2); tells analytics the user id whenever another user is loaded.
 */
export function addUserListeners(startListening: AppStartListening): void {
  startListening({
    matcher: isAnyOf(appStarted, loggedIn),
    effect: (_action, { getState, dispatch }) => {
      const state = getState();
      if (selectToken(state) === null || !selectIsAuthorized(state) || selectUser(state) !== null) return;
      void dispatch(shopApi.endpoints.getPersonal.initiate(undefined, { subscribe: false, forceRefetch: true }));
    },
  });
  startListening({
    predicate: (_action, current, previous) => {
      const user = selectUser(current);
      return user !== null && user.user_id !== selectUser(previous)?.user_id;
    },
    effect: (_action, { getState, extra }) => {
      const user = selectUser(getState());
      if (user) extra.analytics?.login(user.user_id);
    },
  });
}
