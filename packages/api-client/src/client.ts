import { type DataOf, type EndpointName, fillPath, type RequestOf, type RouteSpec, routes } from '@storefront/api-contract';
import { type ApiClientOptions, type CallOptions, createRequester } from './http.js';

/** One call of the contract: its request `{ params, query, body }` in (optional when nothing in it is required), its unwrapped data out. */
// `Record<never, never> extends R` (the empty object type) asks whether R requires nothing.
export type ApiCall<Name extends EndpointName> =
  Record<never, never> extends RequestOf<Name>
    ? (request?: RequestOf<Name>, options?: CallOptions) => Promise<DataOf<Name>>
    : (request: RequestOf<Name>, options?: CallOptions) => Promise<DataOf<Name>>;

/** One typed function per call of the v1 contract, named as in api-contract's `endpoints`. */
export type ApiClient = { readonly [Name in EndpointName]: ApiCall<Name> };

interface AnyRequest {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly body?: unknown;
}

/**
 * Creates the shop API client; the app injects locale, token, host and what the error policy and
 * the loading overlay do. The functions come from the contract's route table, so a call the
 * contract adds is a call the client has, with the route's no-global-error and loading flags.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const request = createRequester(options);
  const calls = Object.entries(routes).map(([name, route]: [string, RouteSpec]) => {
    const call = ({ params, query, body }: AnyRequest = {}, callOptions: CallOptions = {}) =>
      request({
        noGlobalError: route.noGlobalError,
        loading: route.loading,
        ...callOptions,
        method: route.method,
        path: params ? fillPath(route.path, params) : route.path,
        query,
        body,
      });
    return [name, call] as const;
  });
  return Object.fromEntries(calls) as unknown as ApiClient;
}
