import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ProductDetail, PurchaseResult } from '@storefront/api-contract';
import type { createI18n } from '@storefront/i18n';
import { type LOCALE_HEADER } from './api.js';
import { approveOnSandbox, chooseDeliveryAndPayment, fillTaiwanRecipient } from './checkout.js';
import { API_URL } from './mail.js';
import { memberHeaders } from './members.js';
import { findProduct, isOnSale, isOpen, isPlentiful } from './products.js';

type Translate = ReturnType<typeof createI18n>['t'];

const simple = (p: ProductDetail) => p.sub_products.length === 0 && p.stock >= 3 && (p.purchase_limit === null || p.purchase_limit >= 3);

/**
 * A member (the page's session, token) buys one product now, delivered at home, through the
 * checkout page: by WeChat Pay the page is left on the result page with its QR code; by card the
 * sandbox gateway approves it and the page returns to the paid result. Answers the purchase and its order.
 */
export async function buyOne(
  page: Page,
  t: Translate,
  lang: keyof typeof LOCALE_HEADER,
  { token, email, payment }: { token: string; email: string; payment: 'wechat_pay' | 'credit_card' },
): Promise<{ purchase: PurchaseResult; orderId: string }> {
  const product = await findProduct(page.request, {
    list: (p) => isOnSale(p) && isOpen(p) && p.origin === 'TW' && isPlentiful(p),
    detail: simple,
    language: lang,
  });
  await page.goto(`/checkout?product_id=${product.product_id}&amount=1`);
  await fillTaiwanRecipient(page, t, lang, email);
  await chooseDeliveryAndPayment(page, t, 'home_delivery', payment);
  await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
  if (payment === 'credit_card') await approveOnSandbox(page);
  await expect(page).toHaveURL(/\/result\?purchase_id=/);
  const purchaseId = new URL(page.url()).searchParams.get('purchase_id') ?? '';
  const response = await page.request.get(`/v1/purchase/${purchaseId}`, { headers: memberHeaders(token) });
  expect(response.ok(), await response.text()).toBe(true);
  const purchase = ((await response.json()) as { data: PurchaseResult }).data;
  return { purchase, orderId: purchase.order_ids[0] ?? '' };
}

/** Posts to one of the API's development order routes (absent in production), expecting success. */
async function devOrders(request: APIRequestContext, path: string, data?: object): Promise<void> {
  const response = await request.post(`${API_URL}/dev/orders${path}`, data === undefined ? {} : { data });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The shop ships a paid order with a tracking number, as `shop-admin ship --code` does. */
export const shipOrder = (request: APIRequestContext, orderId: string, code: string) =>
  devOrders(request, `/${encodeURIComponent(orderId)}/ship`, { code });

/** An unpaid order's payment window now ends in `seconds`. */
export const movePayBy = (request: APIRequestContext, orderId: string, seconds: number) =>
  devOrders(request, `/${encodeURIComponent(orderId)}/pay-by`, { seconds });

/** The API's expiry round runs now: unpaid orders past their deadline are canceled. */
export const runExpiry = (request: APIRequestContext) => devOrders(request, '/expire');
