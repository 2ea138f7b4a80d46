export { useAppDispatch, useAppSelector, useAppStore, useShopQuery } from './hooks.js';
export { PersistGate } from './PersistGate.js';
export { StoreProvider } from './StoreProvider.js';
