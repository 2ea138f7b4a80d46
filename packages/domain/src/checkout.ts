/** How an order reaches the shopper: delivered to an address, or picked up at a Taiwan convenience store (TW only). */
export const SHIPPING_METHODS = ['home_delivery', 'cvs_pickup'] as const;

/** A shipping method of the checkout form. */
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

/** Payment methods of the shop (spec 9): credit card, WeChat Pay, Alipay, UnionPay card. */
export const PAYMENT_METHODS = ['credit_card', 'wechat_pay', 'alipay', 'unionpay'] as const;

/** A payment method of the checkout form. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Destinations whose addresses may be written in Chinese; carriers to every other country need English. */
const CHINESE_ADDRESS_COUNTRIES: ReadonlySet<string> = new Set(['TW', 'CN', 'HK', 'MO']);

/** True when the address to this destination (a two-letter country code, any case) must be written in English: overseas, i.e. outside TW, CN, HK and MO. */
export function requiresEnglishAddress(destinationCountry: string): boolean {
  const country = destinationCountry.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(country) && !CHINESE_ADDRESS_COUNTRIES.has(country);
}

/** True when the text uses printable ASCII only, what 'Please enter in English only' asks of an overseas address. */
export function isEnglishOnly(text: string): boolean {
  return /^[\x20-\x7E]*$/.test(text);
}
