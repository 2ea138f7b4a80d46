import { expect, test, type Page } from '@playwright/test';
import type { ArticleList } from '@storefront/api-contract';
import { createI18n } from '@storefront/i18n';
import { STORAGE_KEYS } from '@storefront/store';
import { apiGet } from './support/api.js';
import { fillTaiwanRecipient } from './support/checkout.js';
import { recordCspViolations } from './support/csp.js';
import { MEMBER_PASSWORD, registerMember, uniqueEmail } from './support/members.js';
import { findProduct, isOnSale, isOpen } from './support/products.js';

// The security suite in the browser: the built app behind vite preview sends its security headers,
// runs under its Content-Security-Policy without a single violation (Firebase sign-in through the
// emulator included), keeps only the spec's keys in storage and never a password or e-mail, and
// opening the seeded articles runs no script from their HTML (one of them, n-2010, is stored with a
// pasted script, an onload handler and a javascript: link, which the API's sanitising removes: not
// even a CSP report is left). Real API, nothing intercepted.

const { t } = createI18n('tw');

/** localStorage keys of spec 4 (token, authorized flag, exchange rate with its date, language). */
const LOCAL_KEYS = [STORAGE_KEYS.token, STORAGE_KEYS.authorized, STORAGE_KEYS.exchangeRate, STORAGE_KEYS.lang];
/**
 * sessionStorage keys of spec 4, the shop's checkoutDraft (a visitor's checkout typing: recipient,
 * address, shipping method; removed once the order is placed and when a session starts or ends, so
 * a member's session never holds one), the WeChat sign-in under way
 * (src/pages/auth/social-sign-in.ts) and react-router's ScrollRestoration (scroll positions by
 * history entry key: no address is stored).
 */
const SESSION_KEYS = [
  STORAGE_KEYS.ageVerified,
  STORAGE_KEYS.cartSelected,
  STORAGE_KEYS.qrCode,
  STORAGE_KEYS.placedPurchase,
  STORAGE_KEYS.trackedPurchases,
  STORAGE_KEYS.checkoutDraft,
  'weixinSignIn',
  'react-router-scroll-positions',
];

/** Marks each document so a script that runs from content would show: dialogs, and a flag it would change. */
async function watchForScripts(page: Page): Promise<string[]> {
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __securityFlag: string }).__securityFlag = 'untouched';
  });
  return ran;
}

test.describe('the built storefront behind the preview server', () => {
  test('sends its security headers on the page and on a deep route', async ({ request }) => {
    for (const path of ['/', '/product/p-1002', '/news-list']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(policy, path).toContain("default-src 'self'");
      expect(policy, path).toMatch(/script-src 'self'(;|$)/);
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      expect(headers['strict-transport-security'], path).toMatch(/^max-age=\d{8,}; includeSubDomains/);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  test('runs with no CSP violation: home, a product, Google sign-in through the emulator, checkout', async ({ page, request }) => {
    const violations = await recordCspViolations(page);
    const product = await findProduct(request, {
      list: (p) => isOnSale(p) && isOpen(p) && p.origin === 'TW',
      detail: (p) => p.sub_products.length === 0,
    });

    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.goto(`/product/${product.product_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.display_name);
    await page.waitForLoadState('networkidle');

    // The Firebase SDK loads on this click and signs in with the Auth emulator; the API then opens the session.
    await page.goto('/login?redirect=%2Fnews-list');
    await page.getByRole('button', { name: t('auth.login.google') }).click();
    const chooser = page.getByRole('dialog', { name: t('auth.googleSandbox.title') });
    await chooser.getByRole('textbox', { name: t('label.account'), exact: true }).fill(uniqueEmail('csp-google'));
    await chooser.getByRole('button', { name: t('auth.googleSandbox.submit') }).click();
    await expect(page).toHaveURL(/\/news-list$/, { timeout: 20_000 });
    await expect(page.getByRole('banner').getByRole('link', { name: t('header.member') })).toBeVisible();

    await page.goto(`/checkout?product_id=${product.product_id}&amount=1`);
    await fillTaiwanRecipient(page, t, 'tw', uniqueEmail('csp-checkout'));
    await expect(page.getByRole('radio', { name: t('checkout.paymentMethod.credit_card') })).toBeVisible();
    // Let late requests (pictures, lazy chunks) settle before counting.
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('keeps only the spec’s keys in storage after logging in and browsing, and never the password or e-mail', async ({
    page,
    request,
    context,
  }) => {
    const email = uniqueEmail('storage');
    await registerMember(request, email);
    const violations = await recordCspViolations(page);

    await page.goto('/login?redirect=%2Fmember%2Forders');
    await page.getByRole('textbox', { name: t('label.account'), exact: true }).fill(email);
    await page.getByRole('textbox', { name: t('label.password'), exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/member\/orders$/, { timeout: 15_000 });

    const product = await findProduct(request, { list: (p) => isOnSale(p) && isOpen(p), detail: (p) => p.sub_products.length === 0 });
    await page.goto(`/product/${product.product_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.display_name);
    await page.goto('/cart');
    await page.goto('/member/user-edit');
    await expect(page.getByRole('textbox').first()).toBeVisible();
    // A language chosen by the shopper is stored under lang (and reloads the page).
    await page
      .getByRole('banner')
      .getByRole('combobox', { name: t('language.label') })
      .selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/');
    await page.waitForLoadState('networkidle');

    const stored = await page.evaluate(() => {
      const entries = (storage: Storage) =>
        Object.fromEntries(
          Array.from({ length: storage.length }, (_, index) => storage.key(index)!).map((key) => [key, storage.getItem(key) ?? '']),
        );
      return { local: entries(window.localStorage), session: entries(window.sessionStorage), cookie: document.cookie };
    });
    expect(Object.keys(stored.local).filter((key) => !LOCAL_KEYS.includes(key as (typeof LOCAL_KEYS)[number]))).toEqual([]);
    expect(Object.keys(stored.session).filter((key) => !SESSION_KEYS.includes(key))).toEqual([]);
    expect(stored.local).toMatchObject({
      [STORAGE_KEYS.token]: expect.any(String),
      [STORAGE_KEYS.authorized]: 'true',
      [STORAGE_KEYS.lang]: 'en',
    });

    // The token is a JWT: its claims are readable by anyone who holds it, so they are checked too.
    const claims = Buffer.from(stored.local[STORAGE_KEYS.token]!.split('.')[1] ?? '', 'base64url').toString('utf8');
    const cookies = JSON.stringify(await context.cookies());
    const everything = [JSON.stringify(stored), claims, cookies].join('\n').toLowerCase();
    expect(everything).not.toContain(email.toLowerCase());
    expect(everything).not.toContain(email.split('@')[0]!.toLowerCase());
    expect(everything).not.toContain(MEMBER_PASSWORD.toLowerCase());
    expect(violations).toEqual([]);
  });

  test('garbage under spec 4’s keys is dropped at start and the shop still runs; the login survives a reload, a broken token does not', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('garbage');
    await registerMember(request, email);
    await page.goto('/login?redirect=%2Fmember%2Forders');
    await page.getByRole('textbox', { name: t('label.account'), exact: true }).fill(email);
    await page.getByRole('textbox', { name: t('label.password'), exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/member\/orders$/, { timeout: 15_000 });

    // Another app's values, a truncated write and a hand-edited key beside the member's good token.
    const garbage = {
      local: { [STORAGE_KEYS.exchangeRate]: '{"rates":', [STORAGE_KEYS.lang]: 'fr' },
      session: {
        [STORAGE_KEYS.ageVerified]: 'yes',
        [STORAGE_KEYS.cartSelected]: '{"0":"p-1"}',
        [STORAGE_KEYS.qrCode]: '[]',
        [STORAGE_KEYS.placedPurchase]: 'null',
        [STORAGE_KEYS.trackedPurchases]: '"pu-1"',
        [STORAGE_KEYS.checkoutDraft]: '{"recipient_name":42}',
      },
    };
    await page.evaluate(({ local, session }) => {
      for (const [key, value] of Object.entries(local)) window.localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(session)) window.sessionStorage.setItem(key, value);
    }, garbage);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t('orders.heading') })).toBeVisible();
    await expect(page).toHaveURL(/\/member\/orders$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    const left = await page.evaluate(
      ({ local, session }) => [
        ...Object.entries(local).filter(([key, value]) => window.localStorage.getItem(key) === value),
        ...Object.entries(session).filter(([key, value]) => window.sessionStorage.getItem(key) === value),
      ],
      garbage,
    );
    expect(left).toEqual([]);

    // A token that is not a JWT is no session: it is dropped, and the member pages ask to log in.
    await page.evaluate((key) => window.localStorage.setItem(key, 'not a jwt'), STORAGE_KEYS.token);
    await page.reload();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(await page.evaluate(() => [window.localStorage.getItem('token'), window.localStorage.getItem('authorized')])).toEqual([
      null,
      null,
    ]);
  });

  test('opening every seeded article runs no script from its content', async ({ page, request }) => {
    const violations = await recordCspViolations(page);
    const ran = await watchForScripts(page);
    const { items, total } = await apiGet<ArticleList>(request, 'article?page=1&page_size=50', 'tw');
    expect(items.length).toBe(total);
    for (const article of items) {
      await page.goto(`/news/${article.article_id}`);
      const shown = page.getByRole('article');
      await expect(shown.getByRole('heading', { level: 1 })).toHaveText(article.title);
      expect(await shown.locator('script, iframe, object, embed').count(), article.article_id).toBe(0);
      const risky = await shown.evaluate((root) =>
        [...root.querySelectorAll('*')].flatMap((node) =>
          node.getAttributeNames().filter((name) => name.startsWith('on') || /^\s*javascript:/i.test(node.getAttribute(name) ?? '')),
        ),
      );
      expect(risky, article.article_id).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __securityFlag: string }).__securityFlag), article.article_id).toBe(
        'untouched',
      );
    }
    expect(ran).toEqual([]);
    expect(violations).toEqual([]);
  });
});
