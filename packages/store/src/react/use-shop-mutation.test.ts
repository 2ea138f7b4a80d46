// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AppStore, changeCartItemAmount, type ChangeCartItemAmountArg, makeStore, type ShopApiError } from '../index.js';
import { cartLine, fakeApi, TOKEN, user } from '../test-fakes.js';
import { useShopMutation } from './hooks.js';
import { StoreProvider } from './StoreProvider.js';

/** A promise the test settles by hand, so a run stays pending for as long as the test needs. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** The client as the fakes make it (the React bindings name no package but the store). */
type ApiClient = ReturnType<typeof fakeApi>;
type UserInfo = typeof user;

/** A call the client refused; the store keeps it as a plain ShopApiError. */
const refused = new Error('This item is out of stock.');
const refusedAsStored: ShopApiError = { kind: 'unknown', message: 'This item is out of stock.' };

/** A wrapper that provides the store. */
function providing(store: AppStore) {
  return ({ children }: { children: ReactNode }) => createElement(StoreProvider, { store, children });
}

/** A logged-in store over the api, and a wrapper that provides it. */
function withStore(overrides: Partial<ApiClient>) {
  const api = fakeApi(overrides);
  const store = makeStore({ auth: { token: TOKEN, authorized: true } }, { api });
  return { api, store, wrapper: providing(store) };
}

/** updatePersonal answering the calls in turn with the promises given. */
function personalCalls(...answers: Promise<UserInfo>[]) {
  const updatePersonal = vi.fn<ApiClient['updatePersonal']>();
  for (const answer of answers) updatePersonal.mockImplementationOnce(() => answer);
  return updatePersonal;
}

afterEach(cleanup);

describe('useShopMutation', () => {
  it('is busy while a run is pending and resolves with the data', async () => {
    const answer = deferred<UserInfo>();
    const { api, wrapper } = withStore({ updatePersonal: personalCalls(answer.promise) });
    const { result } = renderHook(() => useShopMutation('updatePersonal'), { wrapper });
    expect(result.current[1].busy).toBe(false);

    let run!: Promise<UserInfo>;
    act(() => {
      run = result.current[0]({ account_name: 'Mei Lin' });
    });
    expect(result.current[1].busy).toBe(true);
    expect(api.updatePersonal).toHaveBeenCalledWith({ body: { account_name: 'Mei Lin' } });

    await act(async () => answer.resolve({ ...user, account_name: 'Mei Lin' }));
    await expect(run).resolves.toEqual({ ...user, account_name: 'Mei Lin' });
    expect(result.current[1]).toMatchObject({ busy: false, error: undefined });
  });

  it('keeps the failure as a plain ShopApiError, rejects with it, and clears it on the next success', async () => {
    const { wrapper } = withStore({ updatePersonal: personalCalls(Promise.reject(refused), Promise.resolve(user)) });
    const { result } = renderHook(() => useShopMutation('updatePersonal'), { wrapper });

    await act(async () => {
      await expect(result.current[0]({ account_name: '' })).rejects.toEqual(refusedAsStored);
    });
    expect(result.current[1]).toMatchObject({ busy: false, error: refusedAsStored });
    expect(result.current[1].error).not.toBeInstanceOf(Error);

    await act(async () => {
      await result.current[0]({ account_name: 'Mei' });
    });
    expect(result.current[1].error).toBeUndefined();
  });

  it('forgets the failure on reset', async () => {
    const { wrapper } = withStore({ updatePersonal: personalCalls(Promise.reject(refused)) });
    const { result } = renderHook(() => useShopMutation('updatePersonal'), { wrapper });
    await act(async () => {
      await result.current[0]({ account_name: '' }).catch(() => undefined);
    });
    expect(result.current[1].error).toEqual(refusedAsStored);
    act(() => result.current[1].reset());
    expect(result.current[1].error).toBeUndefined();
  });

  it('stays busy until every overlapping run has ended', async () => {
    const first = deferred<UserInfo>();
    const second = deferred<UserInfo>();
    const { wrapper } = withStore({ updatePersonal: personalCalls(first.promise, second.promise) });
    const { result } = renderHook(() => useShopMutation('updatePersonal'), { wrapper });

    act(() => {
      void result.current[0]({ account_name: 'A' });
      void result.current[0]({ account_name: 'B' });
    });
    await act(async () => first.resolve(user));
    expect(result.current[1].busy).toBe(true);
    await act(async () => second.resolve(user));
    expect(result.current[1].busy).toBe(false);
  });

  it('finishes a run that settles after unmount, and runs one started after unmount, without a warning', async () => {
    const answer = deferred<UserInfo>();
    const { api, wrapper } = withStore({ updatePersonal: personalCalls(answer.promise, Promise.reject(refused)) });
    const consoleError = vi.spyOn(console, 'error');
    const { result, unmount } = renderHook(() => useShopMutation('updatePersonal'), { wrapper });
    const [run] = result.current;

    let pending!: Promise<UserInfo>;
    act(() => {
      pending = run({ account_name: 'Mei' });
    });
    unmount();
    answer.resolve(user);
    await expect(pending).resolves.toEqual(user);
    await expect(run({ account_name: '' })).rejects.toEqual(refusedAsStored);

    expect(api.updatePersonal).toHaveBeenCalledTimes(2);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('asks a query endpoint once, on demand', async () => {
    const { api, wrapper } = withStore({});
    const { result } = renderHook(() => useShopMutation('getPersonal'), { wrapper });
    expect(api.getPersonal).not.toHaveBeenCalled();
    await act(async () => {
      await expect(result.current[0]()).resolves.toEqual(user);
    });
    expect(api.getPersonal).toHaveBeenCalledTimes(1);
  });

  it("runs a store thunk, says which keys are busy, and keeps the thunk's rejection as the error", async () => {
    const answer = deferred<null>();
    const { wrapper } = withStore({
      updateCart: vi
        .fn<ApiClient['updateCart']>()
        .mockImplementationOnce(() => answer.promise)
        .mockRejectedValueOnce(refused),
    });
    const keyOf = ({ line }: ChangeCartItemAmountArg) => line.product_id;
    const { result } = renderHook(() => useShopMutation(changeCartItemAmount, { keyOf }), { wrapper });

    act(() => {
      void result.current[0]({ line: cartLine(), amount: 3 });
    });
    expect(result.current[1].busyKeys).toEqual(['p-1']);
    await act(async () => answer.resolve(null));
    expect(result.current[1]).toMatchObject({ busy: false, busyKeys: [] });

    await act(async () => {
      await expect(result.current[0]({ line: cartLine({ product_id: 'p-2' }), amount: 0 })).rejects.toEqual(refusedAsStored);
    });
    expect(result.current[1].error).toEqual(refusedAsStored);
  });

  it('words a thunk refused before it ran (no login) as a ShopApiError', async () => {
    const api = fakeApi();
    const { result } = renderHook(() => useShopMutation(changeCartItemAmount), { wrapper: providing(makeStore(undefined, { api })) });
    await act(async () => {
      await expect(result.current[0]({ line: cartLine(), amount: 1 })).rejects.toMatchObject({ kind: 'unknown' });
    });
    expect(result.current[1].error).toMatchObject({ kind: 'unknown', message: expect.any(String) });
    expect(api.updateCart).not.toHaveBeenCalled();
  });
});
