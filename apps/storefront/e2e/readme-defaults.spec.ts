import { expect, test } from '@playwright/test';
import type { ProductDetail } from '@storefront/api-contract';
import { createI18n } from '@storefront/i18n';
import { eventsNamed } from './support/analytics.js';
import { approveOnSandbox, chooseDeliveryAndPayment, fillTaiwanRecipient } from './support/checkout.js';
import { codeIn, latestMailTo } from './support/mail.js';
import { MEMBER_PASSWORD, uniqueEmail } from './support/members.js';
import { findProduct, isOnSale, isOpen } from './support/products.js';

// Run by playwright.defaults.config.ts: the README's default addresses, nothing configured.
// A new shopper at http://127.0.0.1:5173/ signs up, buys by card and must come back to this shop.

/** Where the README says the API listens; its development mail capture is there, outside /v1. */
const README_API = 'http://127.0.0.1:4000';
/** Where the README tells the shopper to open the shop. */
const README_SHOP = 'http://127.0.0.1:5173';

const { t } = createI18n('tw');
const simple = (p: ProductDetail) => p.sub_products.length === 0 && p.stock >= 3 && (p.purchase_limit === null || p.purchase_limit >= 3);

test('with the README defaults, a new member pays by card and lands back on this shop’s result, logged in, paid, one purchase event', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, { list: (p) => isOnSale(p) && isOpen(p) && p.origin === 'TW', detail: simple });
  const email = uniqueEmail('readme-defaults');

  // Add to cart asks a visitor to log in; signing up comes back to the product.
  await page.goto(`${README_SHOP}/product/${product.product_id}`);
  await page.getByRole('button', { name: t('product.addToCart') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await page.getByRole('link', { name: t('auth.login.signUp') }).click();
  // The login page has an account box too: fill the sign-up page's once it is drawn.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('auth.register.heading'));
  const sent = Date.now();
  await page.getByRole('textbox', { name: t('label.account'), exact: true }).fill(email);
  await page.getByRole('button', { name: t('auth.register.sendCode') }).click();
  await expect(page.getByText(t('auth.register.codeSent', { email }))).toBeVisible();
  const code = codeIn(await latestMailTo(request, email, sent, README_API));
  await page.getByRole('textbox', { name: t('label.verificationCode'), exact: true }).fill(code);
  await page.getByRole('button', { name: t('common.next') }).click();
  await page.getByRole('textbox', { name: t('label.password'), exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('textbox', { name: t('label.confirmPassword'), exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: t('auth.setPassword.submit') }).click();
  await expect(page).toHaveURL(`${README_SHOP}/product/${product.product_id}`);

  await page.getByRole('button', { name: t('product.addToCart') }).click();
  await expect(page.getByText(t('product.addedToCart'))).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('link', { name: t('header.cartWithItems'), exact: true })
    .click();
  await page.getByRole('checkbox', { name: t('cart.selectAll') }).check();
  await page.getByRole('button', { name: t('cart.checkout') }).click();
  await expect(page).toHaveURL(`${README_SHOP}/checkout`);

  await fillTaiwanRecipient(page, t, 'tw', email);
  await chooseDeliveryAndPayment(page, t, 'home_delivery', 'credit_card');
  await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
  await approveOnSandbox(page);

  // Back on the shop the shopper uses, not on another origin without their session.
  await expect(page).toHaveURL((url) => url.origin === README_SHOP && url.pathname === '/result');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('result.heading.paid'));
  await expect(page.getByRole('banner').getByRole('link', { name: t('header.member') })).toBeVisible();
  const purchaseId = new URL(page.url()).searchParams.get('purchase_id');
  await expect
    .poll(() => eventsNamed(page, 'purchase'))
    .toEqual([
      expect.objectContaining({ transaction_id: purchaseId, currency: 'TWD', items: [expect.objectContaining({ item_id: product.sku })] }),
    ]);
  // Once: the result page read again sends no second one.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('result.heading.paid'));
  expect(await eventsNamed(page, 'purchase')).toEqual([]);
});
