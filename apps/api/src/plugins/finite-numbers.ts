import type { FastifyInstance } from 'fastify';

function hasNonFiniteNumber(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).some(hasNonFiniteNumber);
}

/**
 * Rejects input holding Infinity or NaN with 400 / 40004. Ajv's type coercion turns the query
 * value "Infinity" (or "1e999") into an integer without its finiteness check and then skips
 * minimum/maximum, and JSON.parse reads 1e999 as Infinity: no contract field takes either.
 */
export function registerFiniteNumbers(app: FastifyInstance): void {
  // preHandler: after validation, where the coerced values are.
  app.addHook('preHandler', async (request) => {
    if ([request.query, request.params, request.body].some(hasNonFiniteNumber)) {
      throw Object.assign(new Error('a number in the request is not finite'), { statusCode: 400 });
    }
  });
}
