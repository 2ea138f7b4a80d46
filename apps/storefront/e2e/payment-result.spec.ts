import { type Browser, expect, type Page, test } from '@playwright/test';
import type { ProductDetail } from '@storefront/api-contract';
import { createI18n } from '@storefront/i18n';
import { eventsNamed } from './support/analytics.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { chooseDeliveryAndPayment, fillTaiwanRecipient, placeAndPayByCard } from './support/checkout.js';
import { MEMBER_PASSWORD, registerMember, startSession, uniqueEmail } from './support/members.js';
import { findProduct, isOnSale, isOpen } from './support/products.js';

// The payment result page where the purchase cannot be read (another browser, logged out, another
// account) or cannot be fetched for a moment (the network), against the real API: no mocks.

const simple = (p: ProductDetail) => p.sub_products.length === 0 && p.stock >= 3 && (p.purchase_limit === null || p.purchase_limit >= 3);

test.use({ locale: 'en-US' });
const { t } = createI18n('en');

/** Buys one product now on the page's session and pays by card on the sandbox: answers the result page's address. */
async function buyByCard(page: Page, email: string): Promise<string> {
  const product = await findProduct(page.request, {
    list: (p) => isOnSale(p) && isOpen(p) && p.origin === 'TW',
    detail: simple,
    language: 'en',
  });
  await page.goto(`/checkout?product_id=${product.product_id}&amount=1`);
  await fillTaiwanRecipient(page, t, 'en', email);
  await chooseDeliveryAndPayment(page, t, 'home_delivery', 'credit_card');
  await placeAndPayByCard(page, t);
  return new URL(page.url()).pathname + new URL(page.url()).search;
}

/** A page in a browser of its own: no token, no session storage of the shopper's. */
async function otherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  return context.newPage();
}

test.describe("a member's card payment opened where it cannot be read (en)", () => {
  test('logged out in another browser: the page says why and offers the log-in, which comes back to the paid result', async ({
    page,
    browser,
    request,
  }) => {
    const email = uniqueEmail('result-elsewhere');
    await startSession(page, await registerMember(request, email));
    const resultPath = await buyByCard(page, email);

    const elsewhere = await otherBrowser(browser);
    await elsewhere.goto(resultPath);
    await expect(elsewhere.getByRole('heading', { level: 1 })).toHaveText(t('result.unavailable.heading.loggedOut'));
    await expect(elsewhere.getByText(t('result.unavailable.text.loggedOut'))).toBeVisible();
    await expect(elsewhere.getByText(t('result.unavailable.visitor'))).toBeVisible();
    // Not the retry that cannot succeed, and no '404' toast beside the explanation.
    await expect(elsewhere.getByRole('button', { name: t('common.retry') })).toHaveCount(0);
    await expect(elsewhere.getByText(t('apiClient.notFound'), { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(elsewhere);

    const logIn = elsewhere.getByRole('main').getByRole('link', { name: t('result.unavailable.logIn') });
    await expect(logIn).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(resultPath)}`);
    await logIn.click();
    await elsewhere.getByRole('textbox', { name: t('label.account'), exact: true }).fill(email);
    await elsewhere.getByRole('textbox', { name: t('label.password'), exact: true }).fill(MEMBER_PASSWORD);
    await elsewhere.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();

    await expect(elsewhere).toHaveURL(resultPath);
    await expect(elsewhere.getByRole('heading', { level: 1 })).toHaveText(t('result.heading.paid'));
    await expect(elsewhere.getByRole('link', { name: t('qrPayment.viewOrders') })).toHaveAttribute('href', '/member/orders');
    await elsewhere.context().close();
  });

  test("logged in as another member: the page says it cannot be shown and leads to the member's own orders", async ({
    page,
    browser,
    request,
  }) => {
    const email = uniqueEmail('result-owner');
    await startSession(page, await registerMember(request, email));
    const resultPath = await buyByCard(page, email);

    const other = await otherBrowser(browser);
    await startSession(other, await registerMember(request, uniqueEmail('result-other')));
    await other.goto(resultPath);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(t('result.unavailable.heading.otherAccount'));
    await expect(other.getByText(t('result.unavailable.text.otherAccount'))).toBeVisible();
    await expect(other.getByRole('link', { name: t('qrPayment.viewOrders') })).toHaveAttribute('href', '/member/orders');
    await expect(other.getByRole('button', { name: t('common.retry') })).toHaveCount(0);
    expect(await eventsNamed(other, 'purchase')).toEqual([]);
    await other.context().close();
  });
});

test.describe('the result page when the network fails (en)', () => {
  test('the read fails on the way: the page offers the retry, which shows the result once the network is back', async ({ page }) => {
    const resultPath = await buyByCard(page, uniqueEmail('result-offline'));
    await page.route('**/v1/purchase/**', (route) => route.abort('internetdisconnected'));
    await page.goto(resultPath);
    await expect(page.getByText(t('common.loadFailed'))).toBeVisible();

    await page.unroute('**/v1/purchase/**');
    await page.getByRole('button', { name: t('common.retry') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('result.heading.paid'));
  });
});
