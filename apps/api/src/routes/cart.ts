import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@storefront/api-contract';
import type { Database } from '../db/client.js';
import { requestLocale } from '../locale.js';
import { getCart, updateCartLine } from '../services/cart.js';
import type { SessionStore } from '../services/sessions.js';
import { contractSchema } from './contract-route.js';
import { requireMember } from './session-member.js';

/** GET /cart (the member's lines and totals) and POST /cart (set a line's amount; 0 deletes it). */
export const cartRoutes: FastifyPluginAsyncTypebox<{ db: Database; sessions: SessionStore }> = async (app, { db, sessions }) => {
  app.get(endpoints.getCart.path, { schema: contractSchema(endpoints.getCart) }, async (request) => {
    const { userId } = await requireMember(request, sessions);
    return { data: await getCart(db, requestLocale(request), userId) };
  });

  app.post(endpoints.updateCart.path, { schema: contractSchema(endpoints.updateCart) }, async (request) => {
    const { userId } = await requireMember(request, sessions);
    await updateCartLine(db, userId, request.body);
    return { data: null };
  });
};
