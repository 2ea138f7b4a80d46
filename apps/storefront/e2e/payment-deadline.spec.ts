import { expect, type Locator, type Page, test } from '@playwright/test';
import { orderStatusKey } from '@storefront/domain';
import { createI18n, formatDateTime } from '@storefront/i18n';
import { LOCALE_HEADER } from './support/api.js';
import { summaryValue } from './support/checkout.js';
import { latestMailTo } from './support/mail.js';
import { registerMember, startSession, uniqueEmail } from './support/members.js';
import { buyOne, movePayBy, runExpiry, shipOrder } from './support/orders.js';

// Issue 34, paying and after, against the running API: an unpaid order's payment deadline counts
// down on the QR panel, the result page, the member's order card and the order's page, says what
// happens after it, and once it has passed the page shows the order canceled; a shipped order's
// tracking number links to the carrier's page (TRACKING_URL_HOME_DELIVERY, set by playwright.config).

type Lang = keyof typeof LOCALE_HEADER;

/** How the order mail states a deadline: the date and time in Taiwan, in its language, naming the zone. */
const MAIL_DEADLINE_ZONE: Record<Lang, string> = { tw: '（台灣時間 UTC+8）', cn: '（台湾时间 UTC+8）', en: ' (Taiwan time, UTC+8)' };
function mailDeadline(lang: Lang, payBy: number): string {
  const taipei = new Intl.DateTimeFormat(LOCALE_HEADER[lang], {
    timeZone: 'Asia/Taipei',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${taipei.format(payBy)}${MAIL_DEADLINE_ZONE[lang]}`;
}

/** The carrier page template the e2e API runs with (playwright.config.ts). */
const TRACKING_TEMPLATE = 'https://carrier.e2e.example/track?no={number}';

/** A member's session on the page, in the language: the token and e-mail. */
async function memberIn(page: Page, lang: Lang, label: string): Promise<{ token: string; email: string }> {
  const email = uniqueEmail(label);
  const token = await registerMember(page.request, email);
  await startSession(page, token);
  await page.addInitScript((stored) => window.localStorage.setItem('lang', stored), lang);
  return { token, email };
}

/** The time left that a timer shows: mm:ss (or hh:mm:ss) after its name, in seconds. */
async function secondsLeft(timer: Locator): Promise<number> {
  const clock = /(\d\d):(\d\d)(?::(\d\d))?$/.exec((await timer.textContent()) ?? '');
  if (!clock) throw new Error(`no time left in "${await timer.textContent()}"`);
  const [, a, b, c] = clock;
  return c === undefined ? Number(a) * 60 + Number(b) : Number(a) * 3600 + Number(b) * 60 + Number(c);
}

/** The deadline where it is shown: a timer named as the time left to pay, counting down from about the window, and the sentence of what happens after it. */
async function expectCountdown(where: Locator, t: ReturnType<typeof createI18n>['t'], lang: Lang, payBy: number): Promise<void> {
  const timer = where.getByRole('timer', { name: t('payment.deadline.label') });
  await expect(timer).toBeVisible();
  const first = await secondsLeft(timer);
  expect(Math.abs(first - (payBy - Date.now()) / 1000)).toBeLessThan(5);
  await expect.poll(() => secondsLeft(timer), { timeout: 5_000 }).toBeLessThan(first);
  await expect(where.getByText(t('payment.deadline.after', { time: formatDateTime(payBy, lang) }))).toBeVisible();
}

for (const lang of ['tw', 'cn', 'en'] as const satisfies readonly Lang[]) {
  const { t } = createI18n(lang);

  test.describe(`the payment deadline (${lang})`, () => {
    test('counts down on the QR panel of the result page, the order card and the order page, then shows the order canceled once it passes', async ({
      page,
    }) => {
      const member = await memberIn(page, lang, `deadline-${lang}`);
      const ordered = Date.now();
      const { purchase, orderId } = await buyOne(page, t, lang, { ...member, payment: 'wechat_pay' });
      expect(purchase.pay_by).not.toBeNull();
      const payBy = purchase.pay_by!;

      // The order mail states the same deadline, and what follows it.
      const mail = await latestMailTo(page.request, member.email, ordered);
      expect(mail.text).toContain(mailDeadline(lang, payBy));

      const panel = page.getByRole('region', { name: t('qrPayment.title') });
      await expect(panel).toBeVisible();
      await expectCountdown(panel, t, lang, payBy);

      await page.goto('/member/orders');
      const card = page.getByRole('article', { name: `${t('order.number')} ${orderId}` });
      await expectCountdown(card, t, lang, payBy);

      await page.goto(`/order-detail?order_id=${orderId}`);
      const order = page.getByRole('article', { name: t('title.orderDetail') });
      await expectCountdown(order, t, lang, payBy);

      // The window now ends in a few seconds: the page counts to zero, says the time is up, and asks
      // the API again until its expiry round has canceled the order.
      await movePayBy(page.request, orderId, 4);
      await page.reload();
      const timer = order.getByRole('timer', { name: t('payment.deadline.label') });
      await expect(timer).toHaveText(/00:0[0-4]$/);
      const expired = order.getByRole('paragraph').filter({ hasText: t('payment.deadline.expired') });
      await expect(expired).toBeVisible({ timeout: 10_000 });
      await expect(timer).toHaveText(/00:00$/);
      await expect(order.getByRole('status').filter({ hasText: t('payment.deadline.expired') })).toHaveCount(1);
      // The browser's clock alone cancels nothing: the order stays unpaid until the API says otherwise.
      const status = summaryValue(page, t('order.statusLabel'));
      await expect(status).toHaveText(t(orderStatusKey('pending_activation')));
      await runExpiry(page.request);
      await expect(status).toHaveText(t(orderStatusKey('canceled')), { timeout: 10_000 });
      await expect(order.getByRole('timer')).toHaveCount(0);
      await expect(expired).toBeVisible();
      await expect(order.getByRole('button', { name: t('order.pay') })).toHaveCount(0);
    });
  });

  test.describe(`a shipped order's tracking number (${lang})`, () => {
    test("links to the carrier's tracking page in a new tab", async ({ page }) => {
      const member = await memberIn(page, lang, `tracking-${lang}`);
      const { orderId } = await buyOne(page, t, lang, { ...member, payment: 'credit_card' });
      await page.goto(`/order-detail?order_id=${orderId}`);
      const order = page.getByRole('article', { name: t('title.orderDetail') });
      await expect(order.getByText(t('order.notShipped'))).toBeVisible();
      await expect(order.getByRole('timer')).toHaveCount(0);

      const code = `E2E ${lang}/${Date.now().toString(36)}`;
      await shipOrder(page.request, orderId, code);
      await page.reload();
      const link = order.getByRole('link', { name: t('order.trackingLink', { number: code }) });
      await expect(link).toHaveText(new RegExp(`^${code}`));
      await expect(link).toHaveAttribute('href', TRACKING_TEMPLATE.replace('{number}', encodeURIComponent(code)));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });
}
