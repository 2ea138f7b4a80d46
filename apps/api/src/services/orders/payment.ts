import { eq } from 'drizzle-orm';
import { ErrorCode, type PaymentStart } from '@storefront/api-contract';
import type { Database } from '../../db/client.js';
import { purchases } from '../../db/schema.js';
import { ContractError } from '../../errors.js';
import type { PaymentProvider } from '../payments/provider.js';

/**
 * What taking payments needs: the gateway (none: orders cannot be placed), the payment windows of
 * members' and visitors' orders and the address of the storefront the shopper uses (services/storefront-url.ts), which a new purchase
 * keeps for its return to /result and the order mail links to.
 */
export interface PaymentSettings {
  payments: PaymentProvider | undefined;
  paymentWindowMinutes: number;
  visitorPaymentWindowMinutes: number;
  storefrontUrl: string;
}

type PurchaseRow = typeof purchases.$inferSelect;

function toPaymentStart(purchase: PurchaseRow): PaymentStart {
  return {
    purchase_id: purchase.purchaseId,
    payment_method: purchase.paymentMethod,
    amount: purchase.amount,
    payment_url: purchase.paymentUrl,
    qr_code: purchase.qrCode === null ? null : { amount: purchase.amount, type: purchase.paymentMethod, QRCode: purchase.qrCode },
  };
}

/** How to pay a purchase that the gateway has already started, or null when it has not (yet). */
export async function paymentStartOf(db: Database, purchaseId: string): Promise<PaymentStart | null> {
  const [purchase] = await db.select().from(purchases).where(eq(purchases.purchaseId, purchaseId));
  if (!purchase || (purchase.paymentUrl === null && purchase.qrCode === null)) return null;
  return toPaymentStart(purchase);
}

/**
 * Opens a pending purchase with the gateway and keeps what it answered (the page or the QR code),
 * so a retried checkout shows the same payment. A gateway failure is 40007: the orders stay
 * unpaid, and the retry or "pay again" starts the payment anew.
 */
export async function startPayment(db: Database, { payments, storefrontUrl }: PaymentSettings, purchaseId: string): Promise<PaymentStart> {
  const [purchase] = await db.select().from(purchases).where(eq(purchases.purchaseId, purchaseId));
  if (!purchase || !payments) throw new ContractError(ErrorCode.CHECKOUT_FAILED);
  if (purchase.paymentUrl !== null || purchase.qrCode !== null) return toPaymentStart(purchase);
  const returnUrl = resultUrl(purchase, storefrontUrl);
  let started;
  try {
    started = await payments.start({ purchaseId, method: purchase.paymentMethod, amount: purchase.amount, returnUrl });
  } catch (error) {
    throw new ContractError(ErrorCode.CHECKOUT_FAILED, { cause: error });
  }
  const [updated] = await db
    .update(purchases)
    .set({ paymentUrl: started.paymentUrl ?? null, qrCode: started.qrCode ?? null })
    .where(eq(purchases.purchaseId, purchaseId))
    .returning();
  return toPaymentStart(updated!);
}

/** The storefront's /result of a purchase, on the storefront it was paid from (fallback: for rows older than that record). */
export function resultUrl(purchase: Pick<PurchaseRow, 'purchaseId' | 'storefrontUrl'>, fallback: string): string {
  return `${purchase.storefrontUrl ?? fallback}/result?purchase_id=${encodeURIComponent(purchase.purchaseId)}`;
}

/** A purchase as the payment pages show it: method, amount and status; null for an unknown id. */
export async function findPurchase(db: Database, purchaseId: string): Promise<PurchaseRow | null> {
  const [purchase] = await db.select().from(purchases).where(eq(purchases.purchaseId, purchaseId));
  return purchase ?? null;
}
