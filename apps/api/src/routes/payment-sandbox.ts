import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { ErrorCode, type PaymentMethod, type PaymentStatus } from '@storefront/api-contract';
import type { Database } from '../db/client.js';
import { ContractError } from '../errors.js';
import { escapeHtml } from '../services/html.js';
import { findPurchase, resultUrl } from '../services/orders/payment.js';
import { SIGNATURE_HEADER, signNotification } from '../services/payments/notification-signature.js';
import { QR_PAYMENT_METHODS, SANDBOX_SECRET_PARAM } from '../services/payments/provider.js';
import { PAYMENT_NOTIFY_PATH, type NotificationBody } from './payment-notifications.js';

/** What the sandbox payment pages need: the database to read purchases from, STOREFRONT_URL for purchases that kept no storefront of their own, and the secret its notifications are signed with. */
export interface PaymentSandboxOptions {
  db: Database;
  storefrontUrl: string;
  webhookSecret: string;
}

const Params = Type.Object({ purchase_id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) });
// Absent or wrong, the secret gets the unknown purchase's 404: the page does not say whether the id exists.
const Secret = Type.Optional(Type.String({ maxLength: 64 }));
const PageQuery = Type.Object({ [SANDBOX_SECRET_PARAM]: Secret });
const Outcome = Type.Object({ outcome: Type.Union([Type.Literal('paid'), Type.Literal('failed')]), [SANDBOX_SECRET_PARAM]: Secret });

const METHOD_NAMES: Record<PaymentMethod, string> = {
  credit_card: '信用卡 Credit card',
  unionpay: '銀聯卡 UnionPay',
  wechat_pay: '微信支付 WeChat Pay',
  alipay: '支付寶 Alipay',
};

const STATUS_TEXTS = {
  pending: '等待付款 Waiting for payment',
  paid: '付款成功 Paid',
  failed: '付款失敗 Declined',
  canceled: '已取消 Canceled',
  refund_due: '待退款 Paid too late: to be refunded',
  refunded: '已退款 Refunded',
} as const;

/**
 * The development stand-in for the payment gateways, outside /v1 and off in production:
 * GET /sandbox/pay/:purchase_id?secret=... shows the amount with Approve and Decline (the hosted card
 * page, and the page a QR code of WeChat Pay or Alipay opens when "scanned"); the form posts the
 * outcome with the secret, and the sandbox settles the purchase as a gateway does: a signed
 * notification to POST /payments/notify (routes/payment-notifications.ts). The secret
 * is the one in the address the purchase was given (its payment_url or QR code), so knowing a
 * purchase's id (from a /result link, say) is not enough to open or settle it. Card payments then return
 * to the storefront's /result; a scanned QR code ends on this page, while the shop page polls.
 */
export const paymentSandboxRoutes: FastifyPluginAsyncTypebox<PaymentSandboxOptions> = async (app, { db, storefrontUrl, webhookSecret }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // The form posts here and the answer redirects a card payment to its storefront: form-action covers both.
  const html = (reply: FastifyReply, returnTo: string, body: string) =>
    reply
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(returnTo).origin}; frame-ancestors 'none'; base-uri 'none'`,
      )
      .type('text/html; charset=utf-8')
      .send(body);

  /** The purchase whose page address carries this secret; NOT_FOUND for an unknown id or another secret. */
  const securedPurchase = async (purchaseId: string, secret: string | undefined) => {
    const purchase = await findPurchase(db, purchaseId);
    if (!purchase || secret === undefined || !sameSecret(secretOf(purchase.paymentUrl ?? purchase.qrCode), secret)) {
      throw new ContractError(ErrorCode.NOT_FOUND);
    }
    return purchase;
  };

  /**
   * Settles the purchase the way a real gateway does: a signed notification to the shop's own
   * notification route, through its signature check, answering the purchase's status afterwards.
   */
  const notify = async (purchaseId: string, outcome: NotificationBody['outcome']): Promise<PaymentStatus> => {
    const body: NotificationBody = { event_id: `sandbox-${randomUUID()}`, purchase_id: purchaseId, outcome };
    const payload = JSON.stringify(body);
    const answer = await app.inject({
      method: 'POST',
      url: PAYMENT_NOTIFY_PATH,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signNotification(webhookSecret, payload) },
      payload,
    });
    if (answer.statusCode !== 200) throw new Error(`the sandbox's notification was refused: ${answer.statusCode} ${answer.body}`);
    return answer.json<{ data: { status: PaymentStatus } }>().data.status;
  };

  app.get('/sandbox/pay/:purchase_id', { schema: { hide: true, params: Params, querystring: PageQuery } }, async (request, reply) => {
    const secret = request.query[SANDBOX_SECRET_PARAM];
    const purchase = await securedPurchase(request.params.purchase_id, secret);
    const pending = purchase.status === 'pending';
    const action = `/sandbox/pay/${encodeURIComponent(purchase.purchaseId)}`;
    // The secret goes in the form's body rather than its address, which logs and Referer headers carry.
    const hidden = `<input type="hidden" name="${SANDBOX_SECRET_PARAM}" value="${escapeHtml(secret ?? '')}">`;
    const buttons = pending
      ? `<form method="post" action="${action}">${hidden}<input type="hidden" name="outcome" value="paid"><button type="submit" style="${BUTTON} background: #1a7f37">核准付款 Approve</button></form>
<form method="post" action="${action}">${hidden}<input type="hidden" name="outcome" value="failed"><button type="submit" style="${BUTTON} background: #cf222e">拒絕付款 Decline</button></form>`
      : '';
    return html(
      reply,
      resultUrl(purchase, storefrontUrl),
      page(
        `<dl><dt>付款方式 Method</dt><dd>${METHOD_NAMES[purchase.paymentMethod]}</dd><dt>金額 Amount</dt><dd>NT$${purchase.amount.toLocaleString('en-US')}</dd><dt>狀態 Status</dt><dd>${STATUS_TEXTS[purchase.status]}</dd></dl>${buttons}`,
      ),
    );
  });

  app.post('/sandbox/pay/:purchase_id', { schema: { hide: true, params: Params, body: Outcome } }, async (request, reply) => {
    const purchase = await securedPurchase(request.params.purchase_id, request.body[SANDBOX_SECRET_PARAM]);
    const status = await notify(purchase.purchaseId, request.body.outcome);
    if (!QR_PAYMENT_METHODS.includes(purchase.paymentMethod)) {
      return reply.redirect(resultUrl(purchase, storefrontUrl), 303);
    }
    return html(
      reply,
      resultUrl(purchase, storefrontUrl),
      page(
        `<p role="status">${escapeHtml(STATUS_TEXTS[status])}</p><p>請回到商店頁面，頁面會自動更新。<br>Go back to the shop page: it updates by itself.</p>`,
      ),
    );
  });
};

/** The secret in a sandbox page's address as the purchase keeps it (payment_url or the QR code); null when there is none. */
function secretOf(pageUrl: string | null): string | null {
  return pageUrl === null ? null : (URL.parse(pageUrl)?.searchParams.get(SANDBOX_SECRET_PARAM) ?? null);
}

function sameSecret(expected: string | null, given: string): boolean {
  if (!expected) return false;
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

const BUTTON = 'margin: .5rem .5rem 0 0; padding: .6rem 1.2rem; font-size: 1rem; color: #fff; border: 0; border-radius: .25rem;';

function page(content: string): string {
  return `<!doctype html>
<html lang="zh-TW">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>付款（沙盒） Payment (sandbox)</title></head>
<body style="font-family: system-ui, 'PingFang TC', 'Microsoft JhengHei', sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #1f2328">
<h1 style="font-size: 1.25rem">付款（沙盒）<br>Payment (sandbox)</h1>
<p>這是開發用的付款頁，不會扣款。<br>This development page stands in for the payment gateway: no money moves.</p>
${content}
</body>
</html>`;
}
