import { MAX_LINE_AMOUNT } from '@storefront/api-contract';
import type { SubProductInfo } from '@storefront/domain';

/** What Buy now takes to checkout: one product, how many units, and its sub-product choice (amounts per unit). */
export interface BuyNowChoice {
  readonly product_id: string;
  readonly amount: number;
  readonly sub_product_infos: readonly SubProductInfo[];
}

/** The query parameters of a buy-now checkout; a sub-product is written `id*amount`, as cart line keys are. */
const PARAM = { product: 'product_id', amount: 'amount', sub: 'sub_product_infos' } as const;

// The contract's Id: URL-safe, so it needs no escaping and `*` cannot be part of it.
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const SUB = /^([A-Za-z0-9_-]{1,64})\*(\d{1,3})$/;
const WHOLE = /^\d{1,3}$/;
/** The most sub-products a line may carry (the contract's maxItems). */
const MAX_SUB_PRODUCTS = 50;

/** The checkout address that buys one product at once, so a visitor can buy without a cart (spec 6: checkout needs no login). */
export function buyNowHref({ product_id, amount, sub_product_infos }: BuyNowChoice): string {
  const params = new URLSearchParams({ [PARAM.product]: product_id, [PARAM.amount]: String(amount) });
  for (const sub of sub_product_infos) params.append(PARAM.sub, `${sub.product_id}*${sub.amount}`);
  return `/checkout?${params.toString()}`;
}

/** A unit count the contract accepts: a whole number from 1 to MAX_LINE_AMOUNT. */
function parseAmount(text: string): number | null {
  if (!WHOLE.test(text)) return null;
  const amount = Number(text);
  return amount >= 1 && amount <= MAX_LINE_AMOUNT ? amount : null;
}

/**
 * Reads the choice back from a checkout address (the inverse of buyNowHref), or null when the
 * address carries none or carries something the API would refuse: the address is the shopper's to
 * edit, so checkout must not trust it.
 */
export function parseBuyNow(searchParams: URLSearchParams): BuyNowChoice | null {
  const products = searchParams.getAll(PARAM.product);
  const amounts = searchParams.getAll(PARAM.amount);
  const [product_id] = products;
  const [amountText] = amounts;
  if (products.length !== 1 || amounts.length !== 1 || product_id === undefined || amountText === undefined) return null;
  if (!ID.test(product_id)) return null;
  const amount = parseAmount(amountText);
  if (amount === null) return null;

  const subs = searchParams.getAll(PARAM.sub);
  if (subs.length > MAX_SUB_PRODUCTS) return null;
  const sub_product_infos: SubProductInfo[] = [];
  for (const text of subs) {
    const match = SUB.exec(text);
    const subAmount = match?.[2] === undefined ? null : parseAmount(match[2]);
    if (match?.[1] === undefined || subAmount === null) return null;
    // The API refuses a choice naming one option twice.
    if (sub_product_infos.some((sub) => sub.product_id === match[1])) return null;
    sub_product_infos.push({ product_id: match[1], amount: subAmount });
  }
  return { product_id, amount, sub_product_infos };
}
