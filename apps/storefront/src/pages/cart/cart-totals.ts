import type { CartLine, ExpressFee, Promotion } from '@storefront/api-contract';
import { expressFeeTable, priceCheckout, purchaseLimitLeft, runningFreeShippingEvent } from '@storefront/domain';

/** Where the cart's shipping is reckoned to until checkout knows the address: Taiwan, home delivery (as the API's cart totals). */
const CART_DESTINATION = 'TW';
const CART_SHIPPING_METHOD = 'home_delivery';

/** The money lines the cart shows for the selected lines. */
export interface SelectionTotals {
  readonly subtotal: number;
  readonly shippingFee: number;
  readonly total: number;
}

/**
 * Subtotal, shipping and total of the selected lines priced as checkout prices them (domain
 * priceCheckout): express fees to Taiwan by home delivery, waived by an origin's threshold or the
 * running free-shipping event; checkout recomputes them for the real address on the server. Null
 * when an origin of the lines does not ship there.
 */
export function selectionTotals(
  lines: readonly CartLine[],
  fees: readonly ExpressFee[],
  promotions: readonly Promotion[],
  now: number,
): SelectionTotals | null {
  const pricing = priceCheckout(lines, {
    fees: expressFeeTable(fees, CART_DESTINATION, CART_SHIPPING_METHOD),
    sales_region: CART_DESTINATION,
    now,
    event: runningFreeShippingEvent(promotions, now),
  });
  if (pricing === null) return null;
  const { subtotal, shipping_fee, total } = pricing.totals;
  return { subtotal, shippingFee: shipping_fee, total };
}

/**
 * The most units a line may be set to (never below 1): what the purchase limit leaves it beside the
 * cart's other lines of its product (the limit counts the product, whatever the variant) and, for
 * an on-sale item, its stock.
 */
export function lineMaximum(line: CartLine, lines: readonly CartLine[], ceiling: number): number {
  let maximum = ceiling;
  const left = purchaseLimitLeft(line, lines);
  if (left !== null) maximum = Math.min(maximum, left);
  if (!line.pre_order && line.stock !== null) maximum = Math.min(maximum, line.stock);
  return Math.max(maximum, 1);
}
