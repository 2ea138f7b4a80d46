import type { TSchema } from 'typebox';
import type { EndpointSchema } from '@storefront/api-contract';

/** The Fastify route schema of a contract entry, keeping each TypeBox schema's type for the type provider. */
export type ContractRouteSchema<Endpoint extends EndpointSchema> = { response: { 200: Endpoint['response'] } } & (Endpoint extends {
  readonly params: infer S extends TSchema;
}
  ? { params: S }
  : unknown) &
  (Endpoint extends { readonly query: infer S extends TSchema } ? { querystring: S } : unknown) &
  (Endpoint extends { readonly body: infer S extends TSchema } ? { body: S } : unknown);

/** Builds a route's `schema` from its `endpoints` entry, so every route validates and serialises by the contract. */
export function contractSchema<const Endpoint extends EndpointSchema>(endpoint: Endpoint): ContractRouteSchema<Endpoint> {
  const { params, query, body, response } = endpoint;
  return {
    ...(params && { params }),
    ...(query && { querystring: query }),
    ...(body && { body }),
    response: { 200: response },
  } as ContractRouteSchema<Endpoint>;
}
