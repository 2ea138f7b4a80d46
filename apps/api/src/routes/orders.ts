import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { endpoints } from '@storefront/api-contract';
import type { Database } from '../db/client.js';
import { requestLocale } from '../locale.js';
import type { Mailer } from '../services/mail/mailer.js';
import { sendClaimedMail } from '../services/mail/outbox.js';
import { createOrder } from '../services/orders/checkout.js';
import { cancelOrder, payAgain } from '../services/orders/lifecycle.js';
import type { PaymentSettings } from '../services/orders/payment.js';
import { findViewableOrder, lastShippingMethod, listOrders, orderDetail, purchaseResult } from '../services/orders/records.js';
import type { TrackingTemplates } from '../services/orders/tracking.js';
import type { SessionStore } from '../services/sessions.js';
import { isStorefrontOrigin, type StorefrontAddresses, storefrontUrlFor } from '../services/storefront-url.js';
import { contractSchema } from './contract-route.js';
import { requireMember, sessionMember } from './session-member.js';

/**
 * What the order calls need: the database, the sessions, the payment gateway with its settings
 * (storefrontUrl: STOREFRONT_URL), the storefronts a shopper may be sent back to, the mailer
 * for confirmations, the most unpaid orders a visitor may hold (false: no cap), and the carriers'
 * tracking pages shipped orders link to.
 */
export interface OrderRouteOptions {
  db: Database;
  sessions: SessionStore;
  payment: PaymentSettings;
  storefront: StorefrontAddresses;
  mailer: Mailer;
  visitorUnpaidOrdersMax: number | false;
  tracking: TrackingTemplates;
}

/**
 * GET /order (a member's orders), GET /order/last-shipping-method (the method of their latest), POST /order (check out, members and visitors), GET and POST
 * /order/:order_id (detail; pay again or cancel; visitors by their recipient e-mail) and
 * GET /purchase/:purchase_id (the payment result).
 */
export const orderRoutes: FastifyPluginAsyncTypebox<OrderRouteOptions> = async (
  app,
  { db, sessions, payment, storefront, mailer, visitorUnpaidOrdersMax, tracking },
) => {
  // The payment returns, and the order mail links, to the storefront the shopper uses when it is
  // one the API allows; another origin gets STOREFRONT_URL, and the operator a warning to add it.
  const paymentFrom = (request: FastifyRequest, origin: string | undefined): PaymentSettings => {
    if (origin !== undefined && !isStorefrontOrigin(origin, storefront)) {
      request.log.warn(
        { storefrontOrigin: origin },
        'storefront origin not allowed (CORS_ORIGINS, STOREFRONT_URL): STOREFRONT_URL used instead',
      );
    }
    return { ...payment, storefrontUrl: storefrontUrlFor(origin, storefront) };
  };

  app.get(endpoints.listOrders.path, { schema: contractSchema(endpoints.listOrders) }, async (request) => {
    const { userId } = await requireMember(request, sessions);
    return { data: await listOrders(db, requestLocale(request), userId, request.query, tracking) };
  });

  app.get(endpoints.getLastShippingMethod.path, { schema: contractSchema(endpoints.getLastShippingMethod) }, async (request) => {
    const { userId } = await requireMember(request, sessions);
    return { data: await lastShippingMethod(db, userId) };
  });

  app.post(endpoints.createOrder.path, { schema: contractSchema(endpoints.createOrder) }, async (request) => {
    const member = await sessionMember(request, sessions);
    const locale = requestLocale(request);
    const settings = paymentFrom(request, request.body.storefront_origin);
    const cap = { clientIp: request.ip, unpaidOrdersMax: visitorUnpaidOrdersMax };
    const { answer, confirmation } = await createOrder(db, settings, locale, member && { userId: member.userId }, request.body, cap);
    if (confirmation !== null) {
      // The confirmation, kept with the orders, goes now without holding up the answer; one that
      // fails waits in the outbox for the background job's next try.
      const leftForNextTry = (error?: unknown) =>
        request.log.warn({ err: error, mailId: confirmation.id }, 'order confirmation not sent: left for the next try');
      sendClaimedMail(db, mailer, confirmation).then((outcome) => {
        if (outcome !== 'sent') leftForNextTry();
      }, leftForNextTry);
    }
    return { data: answer };
  });

  app.get(endpoints.getOrder.path, { schema: contractSchema(endpoints.getOrder) }, async (request) => {
    const member = await sessionMember(request, sessions);
    const order = await findViewableOrder(db, request.params.order_id, { userId: member?.userId ?? null, email: request.query.email });
    return { data: await orderDetail(db, requestLocale(request), order.orderId, tracking) };
  });

  app.post(endpoints.updateOrder.path, { schema: contractSchema(endpoints.updateOrder) }, async (request) => {
    const member = await sessionMember(request, sessions);
    const { body } = request;
    const order = await findViewableOrder(db, request.params.order_id, { userId: member?.userId ?? null, email: body.email });
    const started =
      body.action === 'pay' ? await payAgain(db, paymentFrom(request, body.storefront_origin), order, body.payment_method) : null;
    if (body.action === 'cancel') await cancelOrder(db, order);
    return { data: { order: await orderDetail(db, requestLocale(request), order.orderId, tracking), payment: started } };
  });

  app.get(endpoints.getPurchase.path, { schema: contractSchema(endpoints.getPurchase) }, async (request) => {
    const member = await sessionMember(request, sessions);
    return { data: await purchaseResult(db, requestLocale(request), request.params.purchase_id, member?.userId ?? null) };
  });
};
