import { type BaseQueryFn, type EndpointBuilder, type MutationDefinition, type QueryDefinition } from '@reduxjs/toolkit/query';
import { type ApiClient, ApiError, type CallOptions } from '@storefront/api-client';
import {
  type ApiArea,
  type BodyOf,
  type DataOf,
  type EndpointName,
  type ParamsOf,
  type QueryOf,
  type RequestOf,
  type RouteSpec,
  routes,
} from '@storefront/api-contract';
import type { StoreDeps } from './deps.js';

/** A failed call as it sits in the store: plain data, so it stays serialisable. */
export interface ShopApiError {
  readonly kind: ApiError['kind'] | 'unknown';
  readonly message: string;
  readonly code?: number;
  readonly status?: number;
}

/** One call of api-client, with the store's deps at hand; RTK Query keys the cache by the endpoint's own argument, not by this. */
type ClientCall = (api: ApiClient, deps: StoreDeps) => Promise<unknown>;

/** The baseQuery of the shop API: runs an api-client call with the injected client and keeps errors serialisable. */
export const shopBaseQuery: BaseQueryFn<ClientCall, unknown, ShopApiError> = async (call, { extra }) => {
  try {
    return { data: await call((extra as StoreDeps).api, extra as StoreDeps) };
  } catch (error) {
    if (error instanceof ApiError) {
      return { error: { kind: error.kind, message: error.message, code: error.code, status: error.status } };
    }
    return { error: { kind: 'unknown', message: error instanceof Error ? error.message : String(error) } };
  }
};

/** The cache tags of the shop API: what a change refetches. */
export const SHOP_TAG_TYPES = ['Cart', 'User', 'Address', 'Coupon', 'Order', 'Purchase'] as const;

type ShopBaseQuery = typeof shopBaseQuery;
type TagType = (typeof SHOP_TAG_TYPES)[number];
type ReducerPath = 'shopApi';
type Route<Name extends EndpointName> = (typeof routes)[Name];

/** The calls of one area of the contract. */
type NamesIn<Area extends ApiArea> = { [Name in EndpointName]: Route<Name>['area'] extends Area ? Name : never }[EndpointName];

/** Whether the store caches a call as a query: every GET, and a POST that only reads. */
type IsQuery<Name extends EndpointName> = Route<Name> extends { readonly method: 'GET' } | { readonly readOnly: true } ? true : false;

/** A part that may be left out when nothing in it is required. */
// `Record<never, never> extends Part` (the empty object type) asks whether Part requires nothing.
type Optional<Part> = [Part] extends [undefined] ? void : Record<never, never> extends Part ? Part | void : Part;

/**
 * What an endpoint takes: the whole request `{ params, query | body }` when its path has
 * parameters, otherwise the one part it has (its query for a GET, its body for a POST), or nothing.
 */
type ShopArgOf<Name extends EndpointName> =
  ParamsOf<Name> extends undefined ? Optional<Route<Name>['method'] extends 'GET' ? QueryOf<Name> : BodyOf<Name>> : RequestOf<Name>;

type QueryDefinitionOf<Name extends EndpointName> = QueryDefinition<ShopArgOf<Name>, ShopBaseQuery, TagType, DataOf<Name>, ReducerPath>;
type MutationDefinitionOf<Name extends EndpointName> = MutationDefinition<
  ShopArgOf<Name>,
  ShopBaseQuery,
  TagType,
  DataOf<Name>,
  ReducerPath
>;
type DefinitionOf<Name extends EndpointName> = IsQuery<Name> extends true ? QueryDefinitionOf<Name> : MutationDefinitionOf<Name>;

/** How the store treats one call beyond what the contract says: its cache tags, and what it adds to the request. */
type EndpointOptions<Name extends EndpointName> = (IsQuery<Name> extends true
  ? { readonly providesTags?: QueryDefinitionOf<Name>['providesTags'] }
  : { readonly invalidatesTags?: MutationDefinitionOf<Name>['invalidatesTags'] }) & {
  /** Completes the request from the store's deps before it leaves. */
  readonly prepare?: (request: RequestOf<Name>, deps: StoreDeps) => RequestOf<Name>;
  /** The api-client options of every call of it, e.g. `{ noGlobalError: true }`. */
  readonly callOptions?: CallOptions;
};

/** The options of the calls of one area, by call name. */
export type AreaOptions<Area extends ApiArea> = { readonly [Name in NamesIn<Area>]?: EndpointOptions<Name> };

/** The endpoint definitions of one area, one per call and named like it. */
export type AreaDefinitions<Area extends ApiArea> = { [Name in NamesIn<Area>]: DefinitionOf<Name> };

/** The endpoint builder of the shop API. */
export type ShopEndpointBuilder = EndpointBuilder<ShopBaseQuery, TagType, ReducerPath>;

interface AnyRequest {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: unknown;
  readonly body?: unknown;
}
type AnyCall = (request: AnyRequest, options?: CallOptions) => Promise<unknown>;
interface AnyOptions {
  readonly providesTags?: unknown;
  readonly invalidatesTags?: unknown;
  readonly prepare?: (request: AnyRequest, deps: StoreDeps) => AnyRequest;
  readonly callOptions?: CallOptions;
}

/** The request of an endpoint's argument (see ShopArgOf). */
function toRequest(route: RouteSpec, arg: unknown): AnyRequest {
  if (route.path.includes('/:')) return arg as AnyRequest;
  if (arg === undefined) return {};
  return route.method === 'GET' ? { query: arg } : { body: arg };
}

/**
 * The RTK Query endpoints of one area of the contract's route table, one per call: a query for a
 * GET or a read-only POST, a mutation otherwise, each calling the api-client function of the same
 * name. A call the contract adds to an area is an endpoint of the store with nothing written here.
 */
export function areaEndpoints<Area extends ApiArea>(
  build: ShopEndpointBuilder,
  area: Area,
  options: AreaOptions<Area> = {} as AreaOptions<Area>,
): AreaDefinitions<Area> {
  const byName = options as Readonly<Record<string, AnyOptions | undefined>>;
  const definitions = Object.entries(routes as Readonly<Record<string, RouteSpec>>)
    .filter(([, route]) => route.area === area)
    .map(([name, route]) => {
      const { providesTags, invalidatesTags, prepare, callOptions } = byName[name] ?? {};
      const query =
        (arg: unknown): ClientCall =>
        (api, deps) => {
          const request = toRequest(route, arg);
          const call = (api as unknown as Readonly<Record<string, AnyCall>>)[name]!;
          const prepared = prepare ? prepare(request, deps) : request;
          return callOptions ? call(prepared, callOptions) : call(prepared);
        };
      const isQuery = route.method === 'GET' || route.readOnly === true;
      const definition = isQuery
        ? build.query<unknown, unknown>({ query, providesTags: providesTags as never })
        : build.mutation<unknown, unknown>({ query, invalidatesTags: invalidatesTags as never });
      return [name, definition] as const;
    });
  return Object.fromEntries(definitions) as unknown as AreaDefinitions<Area>;
}
