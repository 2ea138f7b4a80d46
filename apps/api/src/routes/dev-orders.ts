import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorCode, Id } from '@storefront/api-contract';
import type { Database } from '../db/client.js';
import { ContractError } from '../errors.js';
import { expireUnpaidOrders, movePaymentDeadline, moveOrder } from '../services/orders/lifecycle.js';

const OrderParams = Type.Object({ order_id: Id });

/** Runs a service's move, answering 40004 for the order it names as wrong (RangeError) instead of a 500. */
async function refusingWrongOrders(move: () => Promise<void>): Promise<void> {
  try {
    await move();
  } catch (error) {
    if (error instanceof RangeError) throw new ContractError(ErrorCode.PARAMETER_ERROR);
    throw error;
  }
}

/**
 * What end-to-end tests do by the shop's hand or wait for, at once: POST /dev/orders/:order_id/ship
 * (a paid order leaves with a tracking number, as `shop-admin ship` does), POST
 * /dev/orders/:order_id/pay-by (an unpaid order's payment window ends in `seconds`) and POST
 * /dev/orders/expire (the background job's expiry round, now). Not part of the v1 contract, hidden
 * from the docs; the app registers it only outside production.
 */
export const devOrderRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/dev/orders/:order_id/ship',
    {
      schema: {
        hide: true,
        params: OrderParams,
        body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false }),
      },
    },
    async (request) => {
      await refusingWrongOrders(() => moveOrder(db, request.params.order_id, 'shipped', request.body.code));
      return { data: null };
    },
  );
  app.post(
    '/dev/orders/:order_id/pay-by',
    {
      schema: {
        hide: true,
        params: OrderParams,
        body: Type.Object({ seconds: Type.Integer({ minimum: 0, maximum: 86_400 }) }, { additionalProperties: false }),
      },
    },
    async (request) => {
      const payBy = new Date(Date.now() + request.body.seconds * 1000);
      await refusingWrongOrders(() => movePaymentDeadline(db, request.params.order_id, payBy));
      return { data: { pay_by: payBy.getTime() } };
    },
  );
  app.post('/dev/orders/expire', { schema: { hide: true } }, async () => ({ data: { canceled: await expireUnpaidOrders(db) } }));
};
