import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { ErrorCode } from '@storefront/api-contract';
import type { Database } from '../db/client.js';
import { ContractError } from '../errors.js';
import type { Mailer } from '../services/mail/mailer.js';
import { sendClaimedMail } from '../services/mail/outbox.js';
import { settlePurchase } from '../services/orders/lifecycle.js';
import { SIGNATURE_HEADER, verifyNotification } from '../services/payments/notification-signature.js';

/** Where gateways post their notifications, outside /v1: the contract is the shop's, this address is the gateway's. */
export const PAYMENT_NOTIFY_PATH = '/payments/notify';

/** What the notification route needs: the database to settle in, the shared secret notifications are signed with, and what a refund notice needs. */
export interface PaymentNotificationOptions {
  db: Database;
  secret: string;
  storefrontUrl: string;
  mailer: Mailer;
}

/** A notification's body: the gateway's event id (the same on every delivery), the purchase and its outcome. */
const Notification = Type.Object(
  {
    event_id: Type.String({ minLength: 1, maxLength: 128 }),
    purchase_id: Type.String({ minLength: 1, maxLength: 64 }),
    outcome: Type.Union([Type.Literal('paid'), Type.Literal('failed')]),
  },
  { additionalProperties: false },
);
/** A notification's body, as the route checks it. */
export type NotificationBody = Static<typeof Notification>;

/** The largest notification body taken: a few ids and an outcome fit many times over. */
const BODY_LIMIT = 8 * 1024;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POST /payments/notify: a payment gateway reports a purchase's outcome. The body is JSON signed
 * with PAYMENT_WEBHOOK_SECRET (services/payments/notification-signature.ts) over its raw bytes, so
 * it is kept as text until the signature holds; a missing, wrong or stale signature, or a body
 * that is not a notification, answers 400 / 40004, an unknown purchase 404 / 40401. A repeated
 * event id answers 200 with `duplicate: true` and changes nothing. The sandbox's Approve and
 * Decline come through here too.
 */
export const paymentNotificationRoutes: FastifyPluginAsync<PaymentNotificationOptions> = async (
  app,
  { db, secret, storefrontUrl, mailer },
) => {
  // Only this plugin's routes: the signature covers the bytes as sent, which a parsed object no longer has.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    done(null, body);
  });

  // A gateway sends every shop's notifications from a few addresses: counted per address they would
  // run into the shoppers' limit, and an unsigned request costs one HMAC before it is refused.
  app.post(PAYMENT_NOTIFY_PATH, { schema: { hide: true }, config: { rateLimit: false } }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const header = request.headers[SIGNATURE_HEADER];
    const check = verifyNotification(secret, raw, typeof header === 'string' ? header : undefined);
    if (check !== 'valid') {
      request.log.warn({ signature: check }, 'payment notification refused');
      throw new ContractError(ErrorCode.PARAMETER_ERROR);
    }
    const body = parseJson(raw);
    if (!Value.Check(Notification, body)) throw new ContractError(ErrorCode.PARAMETER_ERROR);
    const settled = await settlePurchase(
      db,
      { eventId: body.event_id, purchaseId: body.purchase_id, outcome: body.outcome },
      storefrontUrl,
    );
    if (!settled) throw new ContractError(ErrorCode.NOT_FOUND);
    const { mail } = settled;
    if (mail) {
      // The refund notice, kept with the settlement, goes without holding up the gateway's answer; a failed send waits for the job.
      sendClaimedMail(db, mailer, mail).catch((error: unknown) =>
        request.log.warn({ err: error, mailId: mail.id }, 'refund notice not sent'),
      );
    }
    return { data: { purchase_id: body.purchase_id, status: settled.status, duplicate: settled.duplicate } };
  });
};
