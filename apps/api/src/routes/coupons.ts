import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@storefront/api-contract';
import type { Database } from '../db/client.js';
import { requestLocale } from '../locale.js';
import { claimCoupon, listCoupons, listOrderCoupons, previewDiscountCode } from '../services/coupons.js';
import type { SessionStore } from '../services/sessions.js';
import { contractSchema } from './contract-route.js';
import { requireMember, sessionMember } from './session-member.js';

/** GET /coupon (mine and claimable), POST /coupon (claim by code), POST /order/coupon (which apply to an order, or what a typed code takes off). */
export const couponRoutes: FastifyPluginAsyncTypebox<{ db: Database; sessions: SessionStore }> = async (app, { db, sessions }) => {
  app.get(endpoints.listCoupons.path, { schema: contractSchema(endpoints.listCoupons) }, async (request) => {
    const { userId } = await requireMember(request, sessions);
    return { data: await listCoupons(db, requestLocale(request), userId) };
  });

  app.post(endpoints.claimCoupon.path, { schema: contractSchema(endpoints.claimCoupon) }, async (request) => {
    const { userId } = await requireMember(request, sessions);
    return { data: await claimCoupon(db, requestLocale(request), userId, request.body.code) };
  });

  app.post(endpoints.listOrderCoupons.path, { schema: contractSchema(endpoints.listOrderCoupons) }, async (request) => {
    const locale = requestLocale(request);
    if (request.body.discount_code !== undefined) {
      // A typed code is checkout's, which visitors use too; a member's own claim of it counts.
      const member = await sessionMember(request, sessions);
      return { data: await previewDiscountCode(db, locale, member?.userId ?? null, request.body.discount_code, request.body) };
    }
    const { userId } = await requireMember(request, sessions);
    return { data: await listOrderCoupons(db, locale, userId, request.body) };
  });
};
