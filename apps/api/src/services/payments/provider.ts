import { randomBytes } from 'node:crypto';
import type { PaymentMethod } from '@storefront/api-contract';

/** What the shop asks a payment gateway to collect. */
export interface PaymentRequest {
  purchaseId: string;
  method: PaymentMethod;
  /** Whole TWD. */
  amount: number;
  /** Where a hosted payment page sends the shopper back to: the storefront's /result. */
  returnUrl: string;
}

/** How the shopper pays: a hosted page to open (card, UnionPay) or a QR code to scan (WeChat Pay, Alipay). */
export type PaymentStartInfo = { paymentUrl: string; qrCode?: undefined } | { qrCode: string; paymentUrl?: undefined };

/**
 * A payment gateway. The gateway reports the outcome later (its signed notification to POST
 * /payments/notify reaches the shop's settlePurchase); start only opens the payment. A shop plugs its real gateway in by
 * implementing this and passing it to buildApp as `payments`.
 */
export interface PaymentProvider {
  start(request: PaymentRequest): Promise<PaymentStartInfo>;
}

/** The wallets paid by scanning a QR code; the other methods go through a hosted page. */
export const QR_PAYMENT_METHODS: readonly PaymentMethod[] = ['wechat_pay', 'alipay'];

/** The query parameter of a sandbox payment page's address that carries the purchase's secret. */
export const SANDBOX_SECRET_PARAM = 'secret';

/**
 * The development stand-in for the gateways, served by the API itself (routes/payment-sandbox.ts):
 * card and UnionPay open a sandbox page with Approve and Decline that returns to the storefront;
 * WeChat Pay and Alipay answer a QR code whose content is the address of the sandbox's "scan" page.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  constructor(private readonly publicUrl: string) {}

  // The sandbox pages send the shopper back to the storefront's /result themselves (the purchase
  // keeps its storefront), so returnUrl is not carried in the page's address, where it would be an open redirect.
  // The secret makes the page's address the purchase's own: its id alone (in /result links, logs) cannot settle it.
  start({ purchaseId, method }: PaymentRequest): Promise<PaymentStartInfo> {
    const page = new URL(`/sandbox/pay/${encodeURIComponent(purchaseId)}`, this.publicUrl);
    page.searchParams.set(SANDBOX_SECRET_PARAM, randomBytes(24).toString('base64url'));
    const url = page.toString();
    return Promise.resolve(QR_PAYMENT_METHODS.includes(method) ? { qrCode: url } : { paymentUrl: url });
  }
}
