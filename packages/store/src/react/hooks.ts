import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { type AppDispatch, type AppStore, type RootState, shopApi } from '../index.js';

/** The typed dispatch hook; raw react-redux hooks are banned by lint. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/** The typed selector hook; raw react-redux hooks are banned by lint. */
export const useAppSelector = useSelector.withTypes<RootState>();

/** The typed store hook, for the rare component that reads state outside rendering. */
export const useAppStore = useStore.withTypes<AppStore>();

type Endpoints = typeof shopApi.endpoints;
/** The names of the query endpoints (mutations are dispatched with useAppDispatch). */
type QueryName = {
  [K in keyof Endpoints]: Endpoints[K]['Types'] extends { QueryDefinition: unknown } ? K : never;
}[keyof Endpoints];
type ArgOf<K extends QueryName> = Parameters<Endpoints[K]['initiate']>[0];
type ResultOf<K extends QueryName> = ReturnType<ReturnType<Endpoints[K]['select']>>;
interface Subscription {
  unsubscribe(): void;
  refetch(): void;
}

/**
 * Subscribes a component to one query of the shop API and returns its cached state.
 * The store's main entry stays free of React, so the hooks live here rather than in createApi.
 */
export function useShopQuery<K extends QueryName>(name: K, arg: ArgOf<K>): ResultOf<K> & { refetch: () => void } {
  const dispatch = useAppDispatch();
  const key = JSON.stringify(arg ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the serialised key stands for arg
  const stableArg = useMemo(() => arg, [key]);
  // Every query endpoint has these two members; TS cannot see it through the union over names.
  const endpoint = shopApi.endpoints[name] as unknown as {
    initiate: (a: ArgOf<K>) => Parameters<AppDispatch>[0];
    select: (a: ArgOf<K>) => (state: RootState) => ResultOf<K>;
  };
  const subscription = useRef<Subscription | null>(null);
  useEffect(() => {
    const current = dispatch(endpoint.initiate(stableArg)) as unknown as Subscription;
    subscription.current = current;
    return () => current.unsubscribe();
  }, [dispatch, endpoint, stableArg]);
  const selector = useMemo(() => endpoint.select(stableArg), [endpoint, stableArg]);
  const refetch = useCallback(() => subscription.current?.refetch(), []);
  return { ...useAppSelector(selector), refetch };
}
