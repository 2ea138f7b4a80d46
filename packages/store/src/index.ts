export { localeChanged, localeSlice, selectLocale, type LocaleState } from './locale-slice.js';
export { makeStore, type AppDispatch, type AppStore, type RootState } from './make-store.js';
export { shopApi, type ShopApiError, type StoreDeps } from './shop-api.js';
