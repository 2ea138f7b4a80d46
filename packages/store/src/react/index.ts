export {
  useAppDispatch,
  useAppSelector,
  useAppStore,
  useShopMutation,
  useShopQuery,
  type ShopMutation,
  type ShopMutationOptions,
  type ShopMutationState,
} from './hooks.js';
export { PersistGate } from './PersistGate.js';
export { StoreProvider } from './StoreProvider.js';
