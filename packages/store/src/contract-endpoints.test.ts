import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@storefront/api-client';
import { type EndpointName, type RouteSpec, routes } from '@storefront/api-contract';
import { makeStore } from './make-store.js';
import { shopApi } from './shop-api.js';
import { cartOf, TOKEN } from './test-fakes.js';

/** Answers the store's slices and listeners read: a cart, a purchase's state; a token for the rest (the login calls'). */
const answers: Partial<Record<EndpointName, unknown>> = { getCart: cartOf([]), getPurchase: { purchase_id: 'pu-1', status: 'pending' } };

/** A client that records what each call was given. */
function recordingClient() {
  const calls: [string, ...unknown[]][] = [];
  const api = new Proxy({} as ApiClient, {
    get:
      (_target, name: string) =>
      async (...args: unknown[]) => {
        calls.push([name, ...args]);
        return answers[name as EndpointName] ?? { token: TOKEN };
      },
  });
  return { api, calls };
}

/** An argument each call accepts: the whole request when its path has parameters, else its body (POST) or nothing (GET). */
function argumentFor(route: RouteSpec): unknown {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const body = route.method === 'POST' ? {} : undefined;
  return names.length > 0 ? { params: Object.fromEntries(names.map((name) => [name, 'x-1'])), body } : body;
}

type AnyEndpoint = { initiate: (arg: unknown, options?: object) => Parameters<ReturnType<typeof makeStore>['dispatch']>[0] };

describe('the endpoints built from the contract', () => {
  it('has an endpoint for every call of the contract, named like it', () => {
    expect(Object.keys(shopApi.endpoints).sort()).toEqual(Object.keys(routes).sort());
  });

  it.each(Object.entries(routes) as [EndpointName, RouteSpec][])(
    '%s: cached when it only reads (a GET or a read-only POST), sent every time otherwise',
    async (name, route) => {
      const { api, calls } = recordingClient();
      const store = makeStore({ auth: { token: TOKEN, authorized: true } }, { api });
      const endpoint = shopApi.endpoints[name] as unknown as AnyEndpoint;
      const arg = argumentFor(route);
      await store.dispatch(endpoint.initiate(arg));
      await store.dispatch(endpoint.initiate(arg));
      const reads = route.method === 'GET' || route.readOnly === true;
      expect(calls.filter(([called]) => called === name)).toHaveLength(reads ? 1 : 2);
    },
  );

  it('turns an argument into the request of its call: its one part, the whole request with path parameters, or nothing', async () => {
    const { api, calls } = recordingClient();
    const store = makeStore({}, { api });
    await store.dispatch(shopApi.endpoints.getHome.initiate());
    await store.dispatch(shopApi.endpoints.listProducts.initiate({ keyword: 'tea', page: 2 }));
    await store.dispatch(shopApi.endpoints.forgetPassword.initiate({ account: 'mei@example.com' }));
    await store.dispatch(shopApi.endpoints.getOrder.initiate({ params: { order_id: 'o-1' }, query: { email: 'mei@example.com' } }));
    expect(calls).toEqual([
      ['getHome', {}],
      ['listProducts', { query: { keyword: 'tea', page: 2 } }],
      ['forgetPassword', { body: { account: 'mei@example.com' } }],
      ['getOrder', { params: { order_id: 'o-1' }, query: { email: 'mei@example.com' } }],
    ]);
  });

  it("passes a call's own client options: the result page's purchase shows no global error", async () => {
    const getPurchase = vi.fn(async () => answers.getPurchase);
    const store = makeStore({}, { api: { getPurchase } as unknown as ApiClient });
    await store.dispatch(shopApi.endpoints.getPurchase.initiate({ params: { purchase_id: 'pu-1' } }));
    expect(getPurchase).toHaveBeenCalledWith({ params: { purchase_id: 'pu-1' } }, { noGlobalError: true });
  });
});
