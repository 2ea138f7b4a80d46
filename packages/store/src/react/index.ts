export { useAppDispatch, useAppSelector, useShopQuery } from './hooks.js';
