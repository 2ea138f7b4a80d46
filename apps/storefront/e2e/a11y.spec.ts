import { expect, type Locator, type Page, test } from '@playwright/test';
import { createI18n, resources } from '@storefront/i18n';
import { STARTUP_LOADING_MS } from '@storefront/store';
import { apiGet, LOCALE_HEADER } from './support/api.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { MEMBER_PASSWORD, registerMember, startSession, uniqueEmail } from './support/members.js';
import { buyOne, shipOrder } from './support/orders.js';

// Accessibility sweep: axe, and the page's fit to the screen's width, on every browsing route of
// spec 2, on a desktop and a phone, in Traditional Chinese and English, once with the mobile drawer open and once with the age gate;
// and the keyboard's way in (the skip link).

type Lang = keyof typeof LOCALE_HEADER;

interface Paged<T> {
  readonly items: readonly T[];
}

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

// The API lets one client make 300 requests a minute, and pictures are most of a page's requests:
// axe reads their alt texts, not their pixels, so they are not fetched and the pages' own calls stay
// under the limit.
test.beforeEach(async ({ context }) => {
  await context.route(/\/v1\/images\//, (route) => route.abort());
});

/** The routes a visitor opens (browsing, the account pages, a buy-now checkout); those with an id take the first suitable one the API has. */
async function browsingRoutes(page: Page): Promise<string[]> {
  const request = page.request;
  const themes = await apiGet<{ theme_id: string; age_restricted: boolean }[]>(request, 'theme');
  const articles = await apiGet<Paged<{ article_id: string }>>(request, 'article?page=1');
  const products = await apiGet<Paged<{ product_id: string; age_restricted: boolean }>>(request, 'product?page=1');
  const theme = themes.find((item) => !item.age_restricted);
  const product = products.items.find((item) => !item.age_restricted);
  if (!theme || !articles.items[0] || !product) throw new Error('the API has no theme, article or product to show');
  return [
    '/',
    '/theme',
    `/theme/${theme.theme_id}`,
    '/news-list',
    `/news/${articles.items[0].article_id}`,
    '/lucky-bag',
    '/product-list/all',
    '/search?keyword=x',
    `/product/${product.product_id}`,
    '/privacy',
    '/shipping-terms',
    '/return-policy',
    '/about-us',
    '/no-such-page',
    '/login',
    '/register',
    '/forgot-password',
    '/mail-be-send',
    // Without a checksum: the invalid-link state.
    '/reset-password',
    // A visitor's checkout: buy now.
    `/checkout?product_id=${product.product_id}&amount=1`,
  ];
}

/**
 * Opens a route of a sweep whose page has the browser's clock installed: the start-up overlay's
 * second (spec 9) passes at once, since the sweep reads the pages, not the overlay.
 */
async function openInSweep(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await page.clock.fastForward(STARTUP_LOADING_MS);
  await waitUntilShown(page);
}

/** Waits until the page is what a shopper reads: no overlay, nothing still loading, its heading shown. */
async function waitUntilShown(page: Page): Promise<void> {
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
}

for (const lang of ['tw', 'en'] as const satisfies readonly Lang[]) {
  for (const { name, viewport } of WIDTHS) {
    test.describe(`${lang} on a ${name}`, () => {
      test.use({ viewport });

      test('every route a visitor opens has no serious or critical axe violation and fits the screen', async ({ page }) => {
        test.setTimeout(240_000);
        const routes = await browsingRoutes(page);
        await page.addInitScript((stored) => window.localStorage.setItem('lang', stored), lang);
        await page.clock.install();
        for (const route of routes) {
          await test.step(route, async () => {
            await openInSweep(page, route);
            await expectNoSeriousA11yViolations(page);
            await expectNoSidewaysScroll(page);
          });
        }
      });
    });
  }
}

/** The page fits the screen's width: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** The routes only a member opens (spec 2): the cart and the member centre. */
const MEMBER_ROUTES = [
  '/cart',
  '/member',
  '/member/orders',
  '/member/coupon-list',
  '/member/address-book',
  '/member/user-edit',
  '/member/password',
];

for (const lang of ['tw', 'en'] as const satisfies readonly Lang[]) {
  for (const { name, viewport } of WIDTHS) {
    test.describe(`${lang} on a ${name}, logged in`, () => {
      test.use({ viewport });

      test('every route a member opens has no serious or critical axe violation and fits the screen', async ({ page, request }) => {
        await startSession(page, await registerMember(request, uniqueEmail('a11y-member')));
        await page.addInitScript((stored) => window.localStorage.setItem('lang', stored), lang);
        await page.clock.install();
        for (const route of MEMBER_ROUTES) {
          await test.step(route, async () => {
            await openInSweep(page, route);
            await expectNoSeriousA11yViolations(page);
            await expectNoSidewaysScroll(page);
          });
        }
      });
    });
  }
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`issue 34's states on a ${name}`, () => {
    test.use({ viewport });

    test('veiled adults-only cards, a blank search’s hint and a coupon’s open terms have no serious or critical axe violation', async ({
      page,
      request,
    }) => {
      const tw = resources['zh-TW'].translation;
      const products = await apiGet<Paged<{ category_id: string; age_restricted: boolean }>>(request, 'product?page=1&page_size=100');
      const restricted = products.items.find((item) => item.age_restricted);
      expect(restricted).toBeTruthy();
      await page.goto(`/product-list/${restricted!.category_id}`);
      await waitUntilShown(page);
      await expect(page.locator('.sf-product-card--veiled').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // The phone's search box is in the drawer.
      if (viewport.width < 600) await page.getByRole('button', { name: tw.nav.openMenu }).click();
      const search = page.getByRole('search').filter({ visible: true });
      await search.getByRole('button', { name: tw.header.searchSubmit }).click();
      await expect(search.getByRole('status')).toHaveText(tw.header.searchBlank);
      await expectNoSeriousA11yViolations(page);

      await startSession(page, await registerMember(request, uniqueEmail('a11y-coupon-terms')));
      await page.goto('/member/coupon-list');
      await waitUntilShown(page);
      await page.getByText(tw.coupon.details, { exact: true }).first().click();
      await expect(page.locator('details[open]')).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`the payment deadline and tracking link on a ${name}`, () => {
    test.use({ viewport });

    test('the result page with its QR code, the orders and an order counting down, and a shipped order have no serious or critical axe violation', async ({
      page,
      request,
    }) => {
      const { t } = createI18n('tw');
      const email = uniqueEmail('a11y-deadline');
      const token = await registerMember(request, email);
      await startSession(page, token);
      const unpaid = await buyOne(page, t, 'tw', { token, email, payment: 'wechat_pay' });
      await expect(page.getByRole('region', { name: t('qrPayment.title') }).getByRole('timer')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.goto('/member/orders');
      await waitUntilShown(page);
      await expect(page.getByRole('timer')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.goto(`/order-detail?order_id=${unpaid.orderId}`);
      await waitUntilShown(page);
      await expect(page.getByRole('timer')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const paid = await buyOne(page, t, 'tw', { token, email, payment: 'credit_card' });
      await shipOrder(request, paid.orderId, 'A11Y-0001');
      await page.goto(`/order-detail?order_id=${paid.orderId}`);
      await waitUntilShown(page);
      await expect(page.getByRole('link', { name: t('order.trackingLink', { number: 'A11Y-0001' }) })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`the checkout's payment gate on a ${name}`, () => {
    test.use({ viewport });

    test('the payment method closed with the list of what is missing, an invalid entry among it, has no serious or critical axe violation', async ({
      page,
    }) => {
      const tw = resources['zh-TW'].translation;
      const products = await apiGet<Paged<{ product_id: string; age_restricted: boolean; stock: number; pre_order?: boolean }>>(
        page.request,
        'product?page=1&page_size=50',
      );
      const product = products.items.find((item) => !item.age_restricted && item.stock > 0 && item.pre_order !== true);
      await page.goto(`/checkout?product_id=${product!.product_id}&amount=1`);
      await waitUntilShown(page);
      const gate = page.getByRole('status').filter({ hasText: tw.checkout.paymentAfterShipping });
      await expect(gate.getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('radio', { name: tw.checkout.paymentMethod.credit_card })).toBeDisabled();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('textbox', { name: tw.label.recipientEmail, exact: true }).fill('not-an-address');
      await expect(gate.getByRole('listitem').filter({ hasText: tw.validation.invalidMail })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`the product gallery on a ${name}`, () => {
    test.use({ viewport });

    test('the product page with the full-screen view open has no serious or critical axe violation', async ({ page }) => {
      const tw = resources['zh-TW'].translation;
      const products = await apiGet<Paged<{ product_id: string; age_restricted: boolean; images: readonly string[] }>>(
        page.request,
        'product?page=1&page_size=50',
      );
      const product = products.items.find((item) => !item.age_restricted && item.images.length > 1);
      expect(product).toBeTruthy();
      await page.goto(`/product/${product!.product_id}`);
      await waitUntilShown(page);
      await page.getByRole('button', { name: tw.product.openFullScreen }).click();
      const view = page.getByRole('dialog', { name: tw.product.fullScreen });
      await expect(view.getByRole('button', { name: tw.product.closeFullScreen })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the open drawer has no serious or critical axe violation', async ({ page }) => {
    const tw = resources['zh-TW'].translation;
    await page.goto('/product-list/all');
    await waitUntilShown(page);
    await page.getByRole('button', { name: tw.nav.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: tw.nav.menu });
    await drawer.getByRole('button', { name: tw.nav.products }).click();
    await expect(drawer.getByRole('link', { name: tw.nav.all })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('the age gate has no serious or critical axe violation', async ({ page }) => {
  const tw = resources['zh-TW'].translation;
  const products = await apiGet<Paged<{ product_id: string; age_restricted: boolean }>>(page.request, 'product?page=1&page_size=50');
  const restricted = products.items.find((item) => item.age_restricted);
  expect(restricted).toBeTruthy();
  await page.goto(`/product/${restricted!.product_id}`);
  await expect(page.getByRole('dialog', { name: tw.ageGate.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

for (const lang of ['tw', 'en'] as const satisfies readonly Lang[]) {
  test(`keyboard (${lang}): the first Tab reaches the skip link, which moves focus to the main area`, async ({ page }) => {
    const texts = resources[LOCALE_HEADER[lang]].translation;
    await page.addInitScript((stored) => window.localStorage.setItem('lang', stored), lang);
    await page.goto('/product-list/all');
    await waitUntilShown(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: texts.app.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/product-list\/all$/);
    // The next Tab continues inside the main area, past the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
  });
}

test('keyboard: a member logs in with the keyboard alone (Tab through the form, Enter submits)', async ({ page }) => {
  const tw = resources['zh-TW'].translation;
  const email = uniqueEmail('keyboard-login');
  await registerMember(page.request, email);
  await page.goto('/login?redirect=%2Flucky-bag');
  await waitUntilShown(page);
  // From the page's start: the logo, then the email field.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: tw.label.account, exact: true })).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: tw.label.password, exact: true })).toBeFocused();
  await page.keyboard.type(MEMBER_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lucky-bag$/);
});

/** Presses Tab until the element has focus, as a keyboard user moves through a form; fails after max presses. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('keyboard: a visitor completes the checkout form with the keyboard alone', async ({ page }) => {
  const tw = resources['zh-TW'].translation;
  const products = await apiGet<Paged<{ product_id: string; age_restricted: boolean; stock: number; pre_order?: boolean }>>(
    page.request,
    'product?page=1&page_size=50',
  );
  const product = products.items.find((item) => !item.age_restricted && item.stock > 0 && item.pre_order !== true);
  await page.goto(`/checkout?product_id=${product!.product_id}&amount=1`);
  await waitUntilShown(page);
  const name = page.getByRole('textbox', { name: tw.label.recipientName, exact: true });
  await name.focus();
  await page.keyboard.type('王小明');
  await page.keyboard.press('Tab'); // country code select (kept)
  await page.keyboard.press('Tab');
  await page.keyboard.type('0912345678');
  await page.keyboard.press('Tab');
  await page.keyboard.type(uniqueEmail('keyboard-checkout'));
  await page.keyboard.press('Tab'); // country select (Taiwan)
  await page.keyboard.press('Tab'); // county select
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab'); // area select
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.type('忠孝東路一段 1 號');
  await expect(page.getByRole('textbox', { name: tw.label.postalCode, exact: true })).not.toHaveValue('');
  // The shipping and payment radio groups: Tab into each, Space chooses the first option.
  const homeDelivery = page.getByRole('radio', { name: tw.checkout.shippingMethod.home_delivery });
  await tabTo(page, homeDelivery);
  await page.keyboard.press('Space');
  await expect(homeDelivery).toBeChecked();
  const card = page.getByRole('radio', { name: tw.checkout.paymentMethod.credit_card });
  await tabTo(page, card);
  await page.keyboard.press('Space');
  await expect(card).toBeChecked();
  const placeOrder = page.getByRole('button', { name: tw.checkout.placeOrder });
  await tabTo(page, placeOrder);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
});

for (const { name, viewport } of WIDTHS) {
  test.describe(`the address book on a ${name}`, () => {
    test.use({ viewport });

    test('the list with its default, the entry form, the delete confirmation and the checkout’s picker have no serious or critical axe violation', async ({
      page,
      request,
    }) => {
      const tw = resources['zh-TW'].translation;
      const token = await registerMember(request, uniqueEmail('a11y-address-book'));
      const headers = { authorization: `Bearer ${token}`, locale: 'zh-TW' };
      for (const [label, address] of [
        ['Home', '忠孝東路一段 1 號'],
        ['Office', '信義路五段 7 號'],
      ]) {
        const added = await request.post('/v1/personal/address', {
          headers,
          data: {
            label,
            recipient_name: '王小明',
            recipient_phone_code: '+886',
            recipient_mobile: '0912345678',
            country_code: 'TW',
            shipping_method: 'home_delivery',
            city: '臺北市',
            area: '中正區',
            address,
            postal_code: '100',
          },
        });
        expect(added.ok(), await added.text()).toBe(true);
      }
      await startSession(page, token);
      await page.goto('/member/address-book');
      await waitUntilShown(page);
      await expect(page.getByText(tw.addressBook.default, { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: tw.addressBook.add, exact: true }).click();
      await page.getByRole('button', { name: tw.addressBook.save, exact: true }).click();
      await expect(page.getByText(tw.validation.fillInNumber)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: tw.addressBook.cancel, exact: true }).click();

      await page.getByRole('button', { name: tw.addressBook.deleteEntry.replace('{name}', 'Office') }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: tw.addressBook.keep }).click();

      const products = await apiGet<Paged<{ product_id: string; age_restricted: boolean; stock: number; pre_order?: boolean }>>(
        request,
        'product?page=1&page_size=50',
      );
      const product = products.items.find((item) => !item.age_restricted && item.stock > 0 && item.pre_order !== true);
      await page.goto(`/checkout?product_id=${product!.product_id}&amount=1`);
      await waitUntilShown(page);
      await expect(page.getByRole('textbox', { name: tw.label.address, exact: true })).toHaveValue('忠孝東路一段 1 號');
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test('keyboard: a member claims a coupon and marks it for checkout with the keyboard alone', async ({ page, request }) => {
  const tw = resources['zh-TW'].translation;
  await startSession(page, await registerMember(request, uniqueEmail('keyboard-coupon')));
  await page.goto('/member/coupon-list');
  await waitUntilShown(page);
  const code = page.getByRole('textbox', { name: tw.coupon.code });
  await tabTo(page, code);
  await page.keyboard.type('WELCOME100');
  await page.keyboard.press('Enter');
  await expect(page.getByText(tw.coupon.claimed)).toBeVisible();
  const use = page.getByRole('region', { name: tw.member.coupons }).getByRole('button', { name: tw.coupon.use });
  await tabTo(page, use);
  await page.keyboard.press('Enter');
  await expect(use).toHaveAttribute('aria-pressed', 'true');
});
