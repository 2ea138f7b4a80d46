import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { login, type LoginMethod, signUp } from '@storefront/analytics';
import type { AppStartListening } from './root-reducer.js';
import { shopApi } from './shop-api.js';

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

/** A new session refetches these rather than show what the last session cached; the cart has its own subscription. */
const PREVIOUS_SESSION_TAGS = ['User', 'Address', 'Coupon', 'Order', 'Purchase'] as const;

/**
 * The session's start and end (spec 4): a login call's token logs in (login or sign_up tracked, the
 * last session's answers refetched); the logout call, whatever it answers, logs out.
 */
export function addSessionListeners(startListening: AppStartListening): void {
  startListening({
    matcher: shopApi.endpoints.login.matchFulfilled,
    effect: (action, { dispatch }) => {
      dispatch(loggedIn({ token: action.payload.token, method: 'email' }));
    },
  });
  for (const { matchFulfilled } of [shopApi.endpoints.firebaseLogin, shopApi.endpoints.weixinLogin]) {
    startListening({
      matcher: matchFulfilled,
      effect: (action, { dispatch }) => {
        dispatch(loggedIn({ token: action.payload.token, method: 'auto' }));
      },
    });
  }
  startListening({
    matcher: shopApi.endpoints.register.matchFulfilled,
    effect: (action, { dispatch, extra }) => {
      extra.analytics?.track(signUp());
      dispatch(loggedIn({ token: action.payload.token, method: 'auto_after_signup' }));
    },
  });
  startListening({
    actionCreator: loggedIn,
    effect: (action, { dispatch, extra }) => {
      dispatch(shopApi.util.invalidateTags([...PREVIOUS_SESSION_TAGS]));
      extra.analytics?.track(login(action.payload.method));
    },
  });
  startListening({
    matcher: isAnyOf(shopApi.endpoints.logout.matchFulfilled, shopApi.endpoints.logout.matchRejected),
    effect: (_action, { dispatch, getState }) => {
      if (selectToken(getState()) !== null) dispatch(loggedOut());
    },
  });
  startListening({
    actionCreator: loggedOut,
    effect: (_action, { extra }) => {
      extra.analytics?.logout();
    },
  });
}
