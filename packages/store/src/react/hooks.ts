import type { AsyncThunk, AsyncThunkConfig } from '@reduxjs/toolkit';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { type AppDispatch, type AppStore, type RootState, type ShopApiError, shopApi } from '../index.js';

/** The typed dispatch hook; raw react-redux hooks are banned by lint. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/** The typed selector hook; raw react-redux hooks are banned by lint. */
export const useAppSelector = useSelector.withTypes<RootState>();

/** The typed store hook, for the rare component that reads state outside rendering. */
export const useAppStore = useStore.withTypes<AppStore>();

type Endpoints = typeof shopApi.endpoints;
/** The names of the query endpoints (changes go through useShopMutation). */
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

type EndpointName = keyof Endpoints;
type EndpointArg<K extends EndpointName> = Parameters<Endpoints[K]['initiate']>[0];
type EndpointData<K extends EndpointName> = Endpoints[K]['Types']['ResultType'];

/** Options of {@link useShopMutation}. */
export interface ShopMutationOptions<Arg> {
  /**
   * Names what a run works on (a cart line, a coupon), so `busyKeys` can say which are pending.
   * Define it outside the component: a new function each render makes a new `run` each render.
   */
  readonly keyOf?: (arg: Arg) => string;
}

/** What {@link useShopMutation} reports besides `run`. */
export interface ShopMutationState {
  /** True while any run is pending. */
  readonly busy: boolean;
  /** The `keyOf` key of every pending run, once per run (empty without `keyOf`). */
  readonly busyKeys: readonly string[];
  /** The last run's failure, until a run succeeds or `reset` is called. */
  readonly error: ShopApiError | undefined;
  /** Forgets the error. */
  readonly reset: () => void;
}

/** `run(arg)` resolves with the call's data or rejects with its ShopApiError; the state follows every run. */
export type ShopMutation<Arg, Data> = readonly [run: (arg: Arg) => Promise<Data>, state: ShopMutationState];

/** What a failed run rejects with: the store's ShopApiError as it is, anything else (a thunk that threw, say) worded like one. */
function toShopApiError(failure: unknown): ShopApiError {
  const candidate = failure as Partial<ShopApiError> | null | undefined;
  if (typeof candidate?.kind === 'string' && typeof candidate.message === 'string') return candidate as ShopApiError;
  return { kind: 'unknown', message: typeof candidate?.message === 'string' ? candidate.message : String(failure) };
}

interface Unwrappable<Data> {
  unwrap(): Promise<Data>;
}

/**
 * Runs the shop's changes from a page: a mutation endpoint by name, a query endpoint by name (asked
 * once, without a subscription, as a check is), or one of the store's thunks (addToCart,
 * changeCartItemAmount). Returns `[run, { busy, busyKeys, error, reset }]`; a run started or
 * settling after the component unmounted still reaches the server and resolves, it only updates no state.
 */
export function useShopMutation<K extends EndpointName>(
  name: K,
  options?: ShopMutationOptions<EndpointArg<K>>,
): ShopMutation<EndpointArg<K>, EndpointData<K>>;
export function useShopMutation<Data, Arg, Config extends AsyncThunkConfig>(
  thunk: AsyncThunk<Data, Arg, Config>,
  options?: ShopMutationOptions<Arg>,
): ShopMutation<Arg, Data>;
export function useShopMutation(
  target: EndpointName | ((arg: never) => unknown),
  options: ShopMutationOptions<never> = {},
): ShopMutation<unknown, unknown> {
  // Each overload ties the argument type to its target's; inside, the argument is handed on as it came.
  const keyOf = options.keyOf as ((arg: unknown) => string) | undefined;
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<readonly string[]>([]);
  const [error, setError] = useState<ShopApiError | undefined>();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (arg: unknown) => {
      const key = keyOf?.(arg) ?? '';
      const update = (change: () => void) => {
        if (mounted.current) change();
      };
      update(() => setPending((keys) => [...keys, key]));
      try {
        // An endpoint's initiate and a thunk both make something dispatch runs and hands back with unwrap; TS cannot follow either through the union.
        // A query is asked once without holding its cache entry; a mutation's initiate has no subscribe option and ignores it.
        const action =
          typeof target === 'string'
            ? (shopApi.endpoints[target].initiate as (a: unknown, o: { subscribe: false }) => unknown)(arg, { subscribe: false })
            : (target as (a: unknown) => unknown)(arg);
        const data = await (dispatch as unknown as (a: unknown) => Unwrappable<unknown>)(action).unwrap();
        update(() => setError(undefined));
        return data;
      } catch (failure) {
        const shopError = toShopApiError(failure);
        update(() => setError(shopError));
        throw shopError;
      } finally {
        update(() =>
          setPending((keys) => {
            const index = keys.indexOf(key);
            return [...keys.slice(0, index), ...keys.slice(index + 1)];
          }),
        );
      }
    },
    [dispatch, target, keyOf],
  );
  const reset = useCallback(() => setError(undefined), []);
  return [run, { busy: pending.length > 0, busyKeys: keyOf === undefined ? [] : pending, error, reset }];
}
