import { isAnyOf, type ListenerEffectAPI, type TypedStartListening } from '@reduxjs/toolkit';
import { FLUSH } from 'redux-persist/es/constants';
import {
  addPaymentInfo,
  addShippingInfo,
  addToCart as addToCartEvent,
  beginCheckout,
  login,
  purchase,
  removeFromCart,
  signUp,
  type LoginMethod,
} from '@storefront/analytics';
import type { AuthToken } from '@storefront/api-contract';
import { approximateCurrency } from '@storefront/domain';
import { appStarted } from './app-events.js';
import { loggedIn, loggedOut, selectIsAuthorized, selectToken } from './auth-slice.js';
import { addToCart, changeCartItemAmount } from './cart-thunks.js';
import { checkoutStarted, paymentInfoAdded, purchaseTracked, selectCheckoutLines, shippingInfoAdded } from './checkout-slice.js';
import type { StoreDeps } from './deps.js';
import { refreshExchangeRate } from './exchange-rate-slice.js';
import { localeChanged, selectLocale } from './locale-slice.js';
import { PERSISTED_SLICES } from './persistence.js';
import type { AppThunkDispatch, RootState } from './root-reducer.js';
import { shopApi } from './shop-api.js';
import { loadingChanged, STARTUP_LOADING_MS, startupEnded } from './ui-slice.js';
import { selectUser } from './user-slice.js';

/** startListening typed for this store. */
export type AppStartListening = TypedStartListening<RootState, AppThunkDispatch, StoreDeps>;

/** What a listener effect gets: state, dispatch and the injected deps. */
type ListenerApi = ListenerEffectAPI<RootState, AppThunkDispatch, StoreDeps>;

/** A new session refetches these rather than show what the last session cached; the cart has its own subscription. */
const PREVIOUS_SESSION_TAGS = ['User', 'Coupon', 'Order', 'Purchase'] as const;

/**
 * Adds the listeners of spec 4's transitions to one store: session start and end, analytics
 * (user id, login and sign-up, the funnel), the locale change, the start-up overlay and
 * the immediate writing of persisted slices. Called once per store, so the cart subscription below belongs to that store.
 */
export function addStoreListeners(startListening: AppStartListening): void {
  // Held while a session lasts: the cart stays subscribed, so each cart change (tag Cart) refetches it.
  let cartSubscription: { unsubscribe(): void } | null = null;

  /** Loads the cart once when a token exists, and the profile when the login flag is set but no user is loaded (spec 2). */
  function startSession({ getState, dispatch }: ListenerApi): void {
    const state = getState();
    if (selectToken(state) === null) return;
    cartSubscription ??= dispatch(shopApi.endpoints.getCart.initiate(undefined, { forceRefetch: true }));
    if (selectIsAuthorized(state) && selectUser(state) === null) {
      void dispatch(shopApi.endpoints.getPersonal.initiate(undefined, { subscribe: false, forceRefetch: true }));
    }
  }

  // Persistence (spec 4), first of all: redux-persist writes on a timer, and a listener below may
  // leave the page (the locale's reload), so a change of a persisted slice is written at once.
  startListening({
    predicate: (_action, current, previous) => PERSISTED_SLICES.some((slice) => current[slice] !== previous[slice]),
    effect: (_action, { dispatch, extra }) => {
      if (extra.storage) dispatch({ type: FLUSH, result: () => undefined });
    },
  });

  startListening({
    actionCreator: appStarted,
    effect: async (_action, listenerApi) => {
      startSession(listenerApi);
      // A browser fetches six at a time from one origin, and the page's calls are what the shopper
      // waits for. Where prices are shown approximately too (cn, en), the rates are asked for in the
      // next task, after the calls the page started as the app started; where nothing shows them
      // (tw), once the start-up is over.
      const shown = approximateCurrency(selectLocale(listenerApi.getState())) !== null;
      await listenerApi.delay(0);
      if (shown) void listenerApi.dispatch(refreshExchangeRate());
      await listenerApi.delay(STARTUP_LOADING_MS);
      listenerApi.dispatch(startupEnded());
      if (!shown) void listenerApi.dispatch(refreshExchangeRate());
    },
  });

  /** The effect of a login call answering a token: the session begins, signed in by method. */
  const logIn =
    (method: LoginMethod) =>
    (action: { payload: AuthToken }, { dispatch }: ListenerApi): void => {
      dispatch(loggedIn({ token: action.payload.token, method }));
    };

  // Session start: the login calls answer a token.
  startListening({ matcher: shopApi.endpoints.login.matchFulfilled, effect: logIn('email') });
  startListening({ matcher: shopApi.endpoints.firebaseLogin.matchFulfilled, effect: logIn('auto') });
  startListening({ matcher: shopApi.endpoints.weixinLogin.matchFulfilled, effect: logIn('auto') });
  startListening({
    matcher: shopApi.endpoints.register.matchFulfilled,
    effect: (action, { dispatch, extra }) => {
      extra.analytics?.track(signUp());
      dispatch(loggedIn({ token: action.payload.token, method: 'auto_after_signup' }));
    },
  });
  startListening({
    actionCreator: loggedIn,
    effect: (action, listenerApi) => {
      listenerApi.dispatch(shopApi.util.invalidateTags([...PREVIOUS_SESSION_TAGS]));
      listenerApi.extra.analytics?.track(login(action.payload.method));
      startSession(listenerApi);
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

  // Session end: the logout call settles (the session ends whatever the server says), or 40301 logs out.
  startListening({
    matcher: isAnyOf(shopApi.endpoints.logout.matchFulfilled, shopApi.endpoints.logout.matchRejected),
    effect: (_action, { dispatch, getState }) => {
      if (selectToken(getState()) !== null) dispatch(loggedOut());
    },
  });
  startListening({
    actionCreator: loggedOut,
    effect: (_action, { extra }) => {
      cartSubscription?.unsubscribe();
      cartSubscription = null;
      extra.analytics?.logout();
    },
  });

  // The funnel (spec 4, 7).
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
  startListening({
    actionCreator: checkoutStarted,
    effect: (_action, { getState, extra }) => {
      extra.analytics?.track(beginCheckout(selectCheckoutLines(getState())));
    },
  });
  startListening({
    actionCreator: shippingInfoAdded,
    effect: ({ payload }, { getState, extra }) => {
      extra.analytics?.track(addShippingInfo(selectCheckoutLines(getState()), payload.shippingMethod, payload.deliveryArea));
    },
  });
  startListening({
    actionCreator: paymentInfoAdded,
    effect: ({ payload }, { getState, extra }) => {
      extra.analytics?.track(addPaymentInfo(selectCheckoutLines(getState()), payload.paymentMethod));
    },
  });
  // purchase: once per purchase, when the result page finds it paid; the lines are those of the order placed,
  // the coupon as the server names it (the order placed knows only a chosen coupon's internal id).
  startListening({
    matcher: shopApi.endpoints.getPurchase.matchFulfilled,
    effect: ({ payload }, { getState, dispatch, extra }) => {
      const { checkout } = getState();
      if (payload.status !== 'paid' || checkout.trackedPurchaseIds.includes(payload.purchase_id)) return;
      const placed = checkout.placed?.purchaseId === payload.purchase_id ? checkout.placed : null;
      extra.analytics?.track(
        purchase({
          transactionId: payload.purchase_id,
          value: payload.amount,
          lines: placed?.lines ?? [],
          shipping: placed?.shipping,
          coupon: payload.coupon,
        }),
      );
      dispatch(purchaseTracked(payload.purchase_id));
    },
  });

  // Locale: a change (an unsupported one never changes the state) is saved (above), shows the overlay and reloads.
  startListening({
    predicate: (action, current, previous) => localeChanged.match(action) && selectLocale(current) !== selectLocale(previous),
    effect: (_action, { dispatch, extra }) => {
      dispatch(loadingChanged(true));
      extra.reload?.();
    },
  });
}
