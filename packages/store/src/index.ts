export { ageGateSlice, ageVerified, selectIsAgeVerified, type AgeGateState } from './age-gate-slice.js';
export { appStarted } from './app-events.js';
export { authSlice, loggedIn, loggedOut, selectIsAuthorized, selectToken, type AuthState, type LoggedInPayload } from './auth-slice.js';
export {
  cartItemToggled,
  cartSelectionChanged,
  cartSlice,
  selectCartCheckoutProblem,
  selectCartHasItems,
  selectCartItems,
  selectIsCartInitialised,
  selectSelectedCartItems,
  selectSelectedCartKeys,
  type CartState,
} from './cart-slice.js';
export { addToCart, changeCartItemAmount, type AddToCartArg, type CartProduct, type ChangeCartItemAmountArg } from './cart-thunks.js';
export {
  checkoutDraftSaved,
  checkoutSlice,
  checkoutStarted,
  couponChosen,
  paymentInfoAdded,
  purchaseTracked,
  qrCodeCleared,
  selectCheckoutDraft,
  selectCheckoutLines,
  selectChosenCouponId,
  selectQrCode,
  shippingInfoAdded,
  type CheckoutDraft,
  type CheckoutState,
  type PlacedPurchase,
} from './checkout-slice.js';
export { createStorefrontStore, type StorefrontStore, type StorefrontStoreOptions } from './create-storefront-store.js';
export type { KeyValueStorage, StoreDeps, StoreStorage } from './deps.js';
export {
  exchangeRateSlice,
  refreshExchangeRate,
  selectExchangeRateFetchedAt,
  selectExchangeRates,
  type ExchangeRateState,
} from './exchange-rate-slice.js';
export { localeChanged, localeSlice, selectLocale, type LocaleState } from './locale-slice.js';
export { makeStore, selectIsRehydrated, whenRehydrated, type AppDispatch, type AppStore, type RootState } from './make-store.js';
export { PERSISTED_SLICES, STORAGE_KEYS, type PersistedSlice, type StorageKey } from './persistence.js';
export { shopApi, type ShopApiError } from './shop-api.js';
export {
  loadingChanged,
  selectIsLoading,
  selectLoadingText,
  STARTUP_LOADING_MS,
  startupEnded,
  uiSlice,
  type LoadingChangedPayload,
  type UiState,
} from './ui-slice.js';
export { selectUser, userSlice, type UserState } from './user-slice.js';
