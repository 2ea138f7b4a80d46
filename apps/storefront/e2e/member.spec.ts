import { expect, type Page, test } from '@playwright/test';
import type { CouponList, ProductDetail } from '@storefront/api-contract';
import { createI18n } from '@storefront/i18n';
import { eventsNamed } from './support/analytics.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { chooseDeliveryAndPayment, fillTaiwanRecipient, placeAndPayByCard, summaryValue } from './support/checkout.js';
import { codeIn, latestMailTo } from './support/mail.js';
import { MEMBER_PASSWORD, memberHeaders, registerMember, startSession, uniqueEmail } from './support/members.js';
import { findProduct, isOnSale, isOpen } from './support/products.js';

// The member centre against the real API, its mail capture and its sandbox gateway: no mocks.

type Translate = ReturnType<typeof createI18n>['t'];

const simple = (p: ProductDetail) => p.sub_products.length === 0 && p.stock >= 3 && (p.purchase_limit === null || p.purchase_limit >= 3);

/** Signs up in the browser: email, the mailed code, a password; the new member is logged in. */
async function signUpInBrowser(page: Page, t: Translate, email: string): Promise<void> {
  await page.goto('/register');
  const sent = Date.now();
  await page.getByRole('textbox', { name: t('label.account'), exact: true }).fill(email);
  await page.getByRole('button', { name: t('auth.register.sendCode') }).click();
  const code = codeIn(await latestMailTo(page.request, email, sent));
  await page.getByRole('textbox', { name: t('label.verificationCode'), exact: true }).fill(code);
  await page.getByRole('button', { name: t('common.next') }).click();
  await page.getByRole('textbox', { name: t('label.password'), exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('textbox', { name: t('label.confirmPassword'), exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: t('auth.setPassword.submit') }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: t('header.member') })).toBeVisible();
}

/** Logs in through the login form the page is on. */
async function logInThroughForm(page: Page, t: Translate, email: string): Promise<void> {
  await page.getByRole('textbox', { name: t('label.account'), exact: true }).fill(email);
  await page.getByRole('textbox', { name: t('label.password'), exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
}

/** The header's cart link, named by whether the cart has items (the dot). */
function cartLink(page: Page, t: Translate, hasItems: boolean) {
  return page.getByRole('banner').getByRole('link', { name: t(hasItems ? 'header.cartWithItems' : 'header.cart'), exact: true });
}

test.describe('a new member shops with a claimed coupon and finds the order in the member centre (zh-TW)', () => {
  const { t } = createI18n('tw');

  test('sign up → add two items → log out (cart emptied) and in (cart back) → claim a coupon → check out with it → card → result → order records → details', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const first = await findProduct(request, {
      list: (p) => isOnSale(p) && isOpen(p) && p.origin === 'TW' && (p.selling_price ?? p.marked_price) >= 600,
      detail: simple,
    });
    const second = await findProduct(request, {
      list: (p) =>
        isOnSale(p) && isOpen(p) && p.origin === 'TW' && p.product_id !== first.product_id && (p.selling_price ?? p.marked_price) >= 600,
      detail: simple,
    });
    const email = uniqueEmail('member-journey');
    await signUpInBrowser(page, t, email);

    for (const product of [first, second]) {
      await page.goto(`/product/${product.product_id}`);
      await page.getByRole('button', { name: t('product.addToCart') }).click();
      await expect(page.getByText(t('product.addedToCart')).first()).toBeVisible();
    }
    await expect(cartLink(page, t, true)).toBeVisible();

    // Logging out empties the cart on this device (spec 4) and closes the member pages.
    await page.goto('/member');
    await expect(page).toHaveTitle(`${t('title.member')} | ${t('app.name')}`);
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('navigation', { name: t('member.heading') })
      .first()
      .getByRole('button', { name: t('member.logout') })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(t('member.loggedOut'))).toBeVisible();
    await expect(cartLink(page, t, false)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: t('header.login') })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    // Logging in again brings the member's cart back from the server, and the login returns to the page asked for.
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
    await logInThroughForm(page, t, email);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('checkbox', { name: t('cart.selectAll') })).toBeVisible();

    // The coupon list: a wrong code is refused, the right one claimed and listed as available.
    await page.goto('/member/coupon-list');
    await expect(page).toHaveTitle(`${t('title.memberCoupons')} | ${t('app.name')}`);
    await expect(page.getByText(t('coupon.empty'))).toBeVisible();
    const code = page.getByRole('textbox', { name: t('coupon.code') });
    await code.fill('NO SUCH');
    await page.getByRole('button', { name: t('coupon.claim'), exact: true }).click();
    await expect(page.getByText(t('validation.pattern'))).toBeVisible();
    await code.fill('NOSUCHCODE');
    await page.getByRole('button', { name: t('coupon.claim'), exact: true }).click();
    await expect(page.getByText(t('errors.40010'))).toBeVisible();
    await code.fill('WELCOME100');
    await page.getByRole('button', { name: t('coupon.claim'), exact: true }).click();
    await expect(page.getByText(t('coupon.claimed'))).toBeVisible();
    await expect(code).toHaveValue('');
    const mine = page.getByRole('region', { name: t('member.coupons') });
    const welcome = mine.getByRole('article');
    await expect(welcome).toHaveCount(1);
    await expect(welcome.getByText(t('coupon.state.available'))).toBeVisible();
    // Chosen for the next checkout: selected here, offered first there.
    await welcome.getByRole('button', { name: t('coupon.use') }).click();
    await expect(welcome.getByRole('button', { name: t('coupon.use') })).toHaveAttribute('aria-pressed', 'true');
    await expect(welcome.getByText(t('coupon.state.selected'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // On to the cart in the page (the choice lasts for the visit, not across a reload).
    await cartLink(page, t, true).click();
    await page.getByRole('checkbox', { name: t('cart.selectAll') }).check();
    await page.getByRole('button', { name: t('cart.checkout') }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect
      .poll(() => eventsNamed(page, 'begin_checkout'))
      .toEqual([
        expect.objectContaining({
          items: [expect.objectContaining({ item_id: first.sku }), expect.objectContaining({ item_id: second.sku })],
        }),
      ]);
    await fillTaiwanRecipient(page, t, 'tw', email);
    await chooseDeliveryAndPayment(page, t, 'home_delivery', 'credit_card');
    // The coupon chosen in the list is applied once the order is known.
    await expect(page.getByRole('combobox', { name: t('checkout.coupon') })).toHaveValue('c-welcome');
    await expect(summaryValue(page, t('checkout.discountAmount'))).toHaveText(/−NT\$100/);

    await placeAndPayByCard(page, t);
    await expect.poll(() => eventsNamed(page, 'purchase')).toEqual([expect.objectContaining({ coupon: 'WELCOME100' })]);

    // The order records list it under All and under its status, not under another.
    await page.getByRole('link', { name: t('qrPayment.viewOrders') }).click();
    await expect(page).toHaveURL(/\/member\/orders$/);
    await expect(page).toHaveTitle(`${t('title.memberOrders')} | ${t('app.name')}`);
    const orders = page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(orders).toHaveCount(1);
    const orderId = (await orders.getByRole('heading', { level: 2 }).textContent())?.match(/[A-Za-z0-9-]{6,}/)?.[0] ?? '';
    expect(orderId).not.toBe('');
    await expect(orders.getByText(first.display_name)).toBeVisible();
    await expect(orders.getByText(second.display_name)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: t('order.status.canceled') }).click();
    await expect(page).toHaveURL(/\/member\/orders\?status=canceled$/);
    await expect(page.getByText(t('orders.empty'))).toBeVisible();
    await page.goBack();
    await expect(orders).toHaveCount(1);

    await orders.getByRole('link', { name: t('order.details') }).click();
    await expect(page).toHaveURL(new RegExp(`/order-detail\\?order_id=${orderId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('title.orderDetail'));
    await expect(summaryValue(page, t('order.number'))).toHaveText(orderId);
    await expect(summaryValue(page, t('order.paymentStatusLabel'))).toHaveText(t('payment.status.paid'));
    await expect(summaryValue(page, t('order.paymentMethod'))).toHaveText(t('checkout.paymentMethod.credit_card'));
    await expect(summaryValue(page, t('checkout.discountAmount'))).toHaveText(/−NT\$100/);
    // Paid: nothing to pay or cancel here.
    await expect(page.getByRole('button', { name: t('order.cancel') })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('a visitor opens their order with its email and cancels it (en)', () => {
  test.use({ locale: 'en-US' });
  const { t } = createI18n('en');

  test('buy now by QR → view order → wrong email refused → right email → cancel after confirming', async ({ page, request }) => {
    const product = await findProduct(request, {
      list: (p) => isOnSale(p) && isOpen(p) && p.origin === 'TW',
      detail: simple,
      language: 'en',
    });
    const email = uniqueEmail('visitor-order');
    await page.goto(`/product/${product.product_id}`);
    await page.getByRole('button', { name: t('product.buyNow') }).click();
    await fillTaiwanRecipient(page, t, 'en', email);
    await chooseDeliveryAndPayment(page, t, 'home_delivery', 'alipay');
    await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('result.heading.pending'));

    await page.getByRole('link', { name: t('result.viewOrder') }).click();
    await expect(page).toHaveURL(/\/order-detail\?order_id=[^&]+$/);
    await expect(page.getByText(t('order.visitorPrompt'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const lookup = page.getByRole('textbox', { name: t('label.recipientEmail') });
    await lookup.fill('someone-else@example.com');
    await page.getByRole('button', { name: t('order.view') }).click();
    await expect(page.getByRole('alert').filter({ hasText: t('order.notFound') })).toBeVisible();

    await lookup.fill(email);
    await page.getByRole('button', { name: t('order.view') }).click();
    await expect(page).toHaveURL(/\/order-detail\?order_id=[^&]+&email=/);
    await expect(summaryValue(page, t('order.paymentStatusLabel'))).toHaveText(t('payment.status.pending'));
    await expect(summaryValue(page, t('label.recipientEmail'))).toHaveText(email);
    await expect(page.getByText(product.display_name)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: t('order.cancel') }).click();
    const dialog = page.getByRole('dialog', { name: t('order.cancel') });
    await expect(dialog).toContainText(t('order.cancelConfirm'));
    await dialog.getByRole('button', { name: t('order.keep') }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: t('order.cancel') }).click();
    await dialog.getByRole('button', { name: t('order.cancel') }).click();
    await expect(page.getByText(t('order.canceledDone'))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).locator('..').getByText(t('order.status.canceled'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('order.pay') })).toHaveCount(0);
  });
});

test.describe('the member centre on a phone (zh-CN)', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 390, height: 844 } });
  const { t } = createI18n('cn');

  test('the avatar leads to the centre menu; each section links back to it', async ({ page, request }) => {
    const token = await registerMember(request, uniqueEmail('member-phone'));
    await startSession(page, token);
    await page.goto('/');
    await page.getByRole('button', { name: t('nav.openMenu') }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: t('header.member') })
      .click();
    await expect(page).toHaveURL(/\/member$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('member.heading'));
    const menu = page.getByRole('navigation', { name: t('member.heading') }).filter({ visible: true });
    await expect(menu).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    await menu.getByRole('link', { name: t('member.orders') }).click();
    await expect(page).toHaveURL(/\/member\/orders$/);
    await expect(page.getByText(t('orders.empty'))).toBeVisible();
    await page.getByRole('link', { name: t('member.back') }).click();
    await expect(page).toHaveURL(/\/member$/);
    await menu.getByRole('link', { name: t('member.coupons') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('coupon.heading'));
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the member centre on a large screen (zh-CN)', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
  const { t } = createI18n('cn');

  test('the avatar leads to the order records, with the centre menu beside them marking the section', async ({ page, request }) => {
    await startSession(page, await registerMember(request, uniqueEmail('member-desktop')));
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('header.member') })
      .click();
    await expect(page).toHaveURL(/\/member\/orders$/);
    const menu = page.getByRole('navigation', { name: t('member.heading') }).filter({ visible: true });
    await expect(menu).toHaveCount(1);
    await expect(menu.getByRole('link', { name: t('member.orders') })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: t('member.back') })).toBeHidden();
    await menu.getByRole('link', { name: t('member.coupons') }).click();
    await expect(page).toHaveURL(/\/member\/coupon-list$/);
    await expect(menu.getByRole('link', { name: t('member.coupons') })).toHaveAttribute('aria-current', 'page');
  });
});

for (const [locale, lang, regionTag] of [
  ['zh-TW', 'tw', 'zh-TW'],
  ['zh-CN', 'cn', 'zh-CN'],
  ['en-US', 'en', 'en'],
] as const) {
  test.describe(`coupon terms in ${lang}`, () => {
    test.use({ locale });
    const { t } = createI18n(lang);

    test('each coupon to claim opens its full terms: details, conditions, start date, eligible origins and regions', async ({
      page,
      request,
    }) => {
      const token = await registerMember(request, uniqueEmail(`coupon-terms-${lang}`));
      const answer = await request.get('/v1/coupon', { headers: memberHeaders(token, regionTag) });
      const { claimable } = ((await answer.json()) as { data: CouponList }).data;
      const coupon = claimable.find((each) => each.origins.length > 0 || each.sales_regions.length > 0);
      expect(coupon, 'a seeded coupon to claim limited to an origin or a region').toBeDefined();
      await startSession(page, token);
      await page.goto('/member/coupon-list');

      const card = page.getByRole('article', { name: coupon!.activity_name });
      const terms = card.locator('details');
      await card.getByText(t('coupon.details'), { exact: true }).click();
      await expect(terms).toHaveAttribute('open', '');
      const term = (name: string) =>
        terms
          .locator('div')
          .filter({ has: page.getByText(name, { exact: true }) })
          .locator('dd');
      await expect(term(t('coupon.promotionDetails'))).toHaveText(coupon!.promotion_details);
      await expect(term(t('coupon.conditions'))).toHaveText(coupon!.conditions);
      const regions = new Intl.DisplayNames([regionTag], { type: 'region', style: 'short' });
      const separator = lang === 'en' ? ', ' : '、';
      await expect(term(t('coupon.origins'))).toHaveText(
        coupon!.origins.length > 0 ? coupon!.origins.map((origin) => t(`origin.${origin}`)).join(separator) : t('coupon.allOrigins'),
      );
      await expect(term(t('coupon.salesRegions'))).toHaveText(
        coupon!.sales_regions.length > 0 ? coupon!.sales_regions.map((code) => regions.of(code)).join(separator) : t('coupon.allRegions'),
      );
      if (coupon!.starts_at !== null) await expect(term(t('coupon.effectiveDate'))).not.toBeEmpty();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
