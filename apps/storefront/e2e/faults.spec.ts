import { expect, test } from '@playwright/test';
import type { OrderCreated, ProductDetail } from '@storefront/api-contract';
import { createI18n } from '@storefront/i18n';
import { chooseDeliveryAndPayment, fillTaiwanRecipient } from './support/checkout.js';
import { uniqueEmail } from './support/members.js';
import { findProduct, isOnSale, isOpen } from './support/products.js';

// The network failing during checkout (issue 11's fault suite, browser side), against the real API:
// the shopper is told in their language, keeps what they typed, and a retry makes no second order.

const simple = (p: ProductDetail) => p.sub_products.length === 0 && p.stock >= 3 && (p.purchase_limit === null || p.purchase_limit >= 3);

test.describe('checkout when the network fails (en)', () => {
  test.use({ locale: 'en-US' });
  const { t } = createI18n('en');

  test.beforeEach(async ({ page, request }) => {
    const product = await findProduct(request, {
      list: (p) => isOnSale(p) && isOpen(p) && p.origin === 'TW',
      detail: simple,
      language: 'en',
    });
    await page.goto(`/checkout?product_id=${product.product_id}&amount=1`);
    await fillTaiwanRecipient(page, t, 'en', uniqueEmail('fault'));
    await chooseDeliveryAndPayment(page, t, 'home_delivery', 'wechat_pay');
  });

  test('offline for a moment: the order is not placed, the shopper is told, the form is kept, and a retry places it', async ({
    page,
    context,
  }) => {
    await context.setOffline(true);
    await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
    await expect(page.getByText(t('apiClient.unknown'))).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\?/);
    await expect(page.getByRole('textbox', { name: t('label.recipientName'), exact: true })).toHaveValue('王小明');
    await expect(page.getByRole('radio', { name: t('checkout.paymentMethod.wechat_pay') })).toBeChecked();

    await context.setOffline(false);
    await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
    await expect(page).toHaveURL(/\/result\?purchase_id=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('result.heading.pending'));
  });

  test('the answer lost on the way back: the retry gets the order already made, not a second one', async ({ page }) => {
    const answers: OrderCreated[] = [];
    let dropped = false;
    await page.route('**/v1/order', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      // The server places the order; its answer never reaches the page the first time.
      const response = await route.fetch();
      answers.push(((await response.json()) as { data: OrderCreated }).data);
      if (dropped) return route.fulfill({ response });
      dropped = true;
      return route.abort('connectionreset');
    });

    await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
    await expect(page.getByText(t('apiClient.unknown'))).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\?/);

    await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
    await expect(page).toHaveURL(/\/result\?purchase_id=/);
    expect(answers).toHaveLength(2);
    const [first, second] = answers;
    expect(second!.order_ids).toEqual(first!.order_ids);
    expect(second!.payment.purchase_id).toBe(first!.payment.purchase_id);
    expect(new URL(page.url()).searchParams.get('purchase_id')).toBe(first!.payment.purchase_id);
  });
});
