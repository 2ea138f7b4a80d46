import { randomUUID } from 'node:crypto';

/**
 * The address part of a checkout body the order tests share: home delivery by card to Taipei
 * (NT$100 from Taiwan below NT$1,500, NT$150 from China below NT$2,500). A test adds the items,
 * the recipient's name and e-mail, the totals it expects and an idempotency key.
 */
export const TAIPEI_DELIVERY = {
  recipient_phone_code: '+886',
  recipient_mobile: '0912345678',
  country_code: 'TW',
  city: '臺北市',
  area: '中正區',
  address: '仁愛路二段 41 號',
  postal_code: '100',
  shipping_method: 'home_delivery',
  payment_method: 'credit_card',
} as const;

/** The request a sandbox page's Approve or Decline sends for a page address (payment_url or a QR code): its path, and the form body carrying the page's secret. */
export function sandboxOutcome(pageUrl: string, outcome: 'paid' | 'failed') {
  const page = new URL(pageUrl);
  const body = new URLSearchParams({ secret: page.searchParams.get('secret') ?? '', outcome });
  return {
    method: 'POST' as const,
    url: page.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body.toString(),
  };
}

/**
 * A visitor's buy-now checkout body of one p-1010 (NT$590 from Taiwan, NT$100 home delivery to
 * Taipei) with a fresh idempotency key: what the stock and outage tests send many times.
 */
export function buyNowOfP1010(email: string) {
  return {
    items: [{ product_id: 'p-1010', amount: 1 }],
    source: 'buy_now',
    recipient_name: 'Buyer',
    recipient_email: email,
    ...TAIPEI_DELIVERY,
    expected: { subtotal: 590, shipping_fee: 100, discount: 0, shipping_discount: 0, total: 690 },
    idempotency_key: randomUUID(),
  } as const;
}
