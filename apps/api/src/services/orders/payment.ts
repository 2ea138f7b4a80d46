import { setTimeout } from 'node:timers/promises';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
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
  if (!purchase || !hasStarted(purchase)) return null;
  return toPaymentStart(purchase);
}

/**
 * How long a request's claim on opening a purchase's payment holds: longer than a gateway takes to
 * answer, so another request waits for that answer rather than opening a second session; a claim
 * left by a process that died runs out after it, and the next request opens the payment.
 */
const START_CLAIM_MS = 30_000;
/** How often a request waiting for another's gateway answer looks for it. */
const START_POLL_MS = 25;

function hasStarted(purchase: PurchaseRow): boolean {
  return purchase.paymentUrl !== null || purchase.qrCode !== null;
}

/**
 * Opens a pending purchase with the gateway and keeps what it answered (the page or the QR code),
 * so a retried checkout shows the same payment. Requests at once for one purchase open one gateway
 * session: the first claims the start with a conditional update, the others wait for its answer
 * (no transaction is held across the gateway's call, so a slow gateway pins no connection). A
 * gateway failure is 40007: the claim is let go, the orders stay unpaid, and the retry or "pay
 * again" starts the payment anew.
 */
export async function startPayment(db: Database, { payments, storefrontUrl }: PaymentSettings, purchaseId: string): Promise<PaymentStart> {
  if (!payments) throw new ContractError(ErrorCode.CHECKOUT_FAILED);
  const giveUpAt = Date.now() + START_CLAIM_MS;
  for (;;) {
    const [purchase] = await db.select().from(purchases).where(eq(purchases.purchaseId, purchaseId));
    if (!purchase) throw new ContractError(ErrorCode.CHECKOUT_FAILED);
    if (hasStarted(purchase)) return toPaymentStart(purchase);
    const now = new Date();
    const [claimed] = await db
      .update(purchases)
      .set({ startClaimedAt: now })
      .where(
        and(
          eq(purchases.purchaseId, purchaseId),
          isNull(purchases.paymentUrl),
          isNull(purchases.qrCode),
          or(isNull(purchases.startClaimedAt), lt(purchases.startClaimedAt, new Date(now.getTime() - START_CLAIM_MS))),
        ),
      )
      .returning();
    if (claimed) return openWithGateway(db, payments, claimed, resultUrl(claimed, storefrontUrl));
    if (Date.now() > giveUpAt) throw new ContractError(ErrorCode.CHECKOUT_FAILED);
    await setTimeout(START_POLL_MS);
  }
}

/** The claimed start of a purchase: the gateway's call, then its answer kept; on failure the claim is let go for the next try. */
async function openWithGateway(db: Database, payments: PaymentProvider, purchase: PurchaseRow, returnUrl: string): Promise<PaymentStart> {
  const { purchaseId } = purchase;
  let started;
  try {
    started = await payments.start({ purchaseId, method: purchase.paymentMethod, amount: purchase.amount, returnUrl });
  } catch (error) {
    await db.update(purchases).set({ startClaimedAt: null }).where(eq(purchases.purchaseId, purchaseId));
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
