import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginMethod } from '@storefront/analytics';

/** The member's session: the jwt and the login flag (spec 3, kept in localStorage). */
export interface AuthState {
  readonly token: string | null;
  readonly authorized: boolean;
}

/** A session began: the token a login call answered, and how the shopper signed in (for the login event). */
export interface LoggedInPayload {
  readonly token: string;
  readonly method: LoginMethod;
}

const initialState: AuthState = { token: null, authorized: false };

/** The auth slice: logged out, then logged in holding a token (spec 4). */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loggedIn(_state, action: PayloadAction<LoggedInPayload>) {
      return { token: action.payload.token, authorized: true };
    },
    loggedOut() {
      return initialState;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsAuthorized: (state) => state.authorized,
  },
});

export const { loggedIn, loggedOut } = authSlice.actions;
export const { selectToken, selectIsAuthorized } = authSlice.selectors;
