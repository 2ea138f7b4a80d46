import { expect, type Page, test } from '@playwright/test';
import { createI18n } from '@storefront/i18n';
import { eventsNamed } from './support/analytics.js';
import { LOCALE_HEADER } from './support/api.js';
import { codeIn, latestMailTo, resetPathIn } from './support/mail.js';
import { MEMBER_PASSWORD, registerMember, uniqueEmail } from './support/members.js';

// Accounts against the real API and its mail capture: codes and links are read from the mails sent.

/** The error_msg the API answers this call with, in the page's language: what the shopper is shown. */
async function errorText(page: Page, lang: keyof typeof LOCALE_HEADER, path: string, data: object): Promise<string> {
  const response = await page.request.post(`/v1/${path}`, { data, headers: { locale: LOCALE_HEADER[lang] } });
  expect(response.ok()).toBe(false);
  return ((await response.json()) as { error_msg: string }).error_msg;
}

/** The message of a login with a wrong password. */
function loginFailedText(page: Page, lang: keyof typeof LOCALE_HEADER, account: string): Promise<string> {
  return errorText(page, lang, 'account/login', { account, password: 'wrong-password-1' });
}

test.describe('sign-up (en)', () => {
  test.use({ locale: 'en-US' });
  const { t } = createI18n('en');

  test('a shopper signs up with the mailed code and comes back to the page they were on, logged in', async ({ page, request }) => {
    const email = uniqueEmail('signup');
    await page.goto('/news-list');
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('header.login') })
      .click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fnews-list$/);
    await page.getByRole('link', { name: t('auth.login.signUp') }).click();
    await expect(page).toHaveURL(/\/register\?redirect=%2Fnews-list$/);
    await expect(page).toHaveTitle(`${t('title.register')} | ${t('app.name')}`);

    const sent = Date.now();
    await page.getByRole('textbox', { name: t('label.account'), exact: true }).fill(email);
    await page.getByRole('button', { name: t('auth.register.sendCode') }).click();
    await expect(page.getByText(t('auth.register.codeSent', { email }))).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    const code = codeIn(await latestMailTo(request, email, sent));

    await page.getByRole('textbox', { name: t('label.verificationCode'), exact: true }).fill(code);
    await page.getByRole('button', { name: t('common.next') }).click();
    await expect(page).toHaveURL(/\/set-password\?redirect=%2Fnews-list$/);
    await page.getByRole('textbox', { name: t('label.password'), exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole('textbox', { name: t('label.confirmPassword'), exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: t('auth.setPassword.submit') }).click();

    await expect(page).toHaveURL(/\/news-list$/);
    await expect(page.getByText(t('auth.register.done'))).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: t('header.member') })).toBeVisible();
    expect(await eventsNamed(page, 'sign_up')).toEqual([{ method: 'email' }]);
    expect(await eventsNamed(page, 'login')).toEqual([{ method: 'auto_after_signup' }]);
  });

  test('a wrong code is refused and the account is not created', async ({ page, request }) => {
    const email = uniqueEmail('wrong-code');
    await page.goto('/register');
    const sent = Date.now();
    await page.getByRole('textbox', { name: t('label.account'), exact: true }).fill(email);
    await page.getByRole('button', { name: t('auth.register.sendCode') }).click();
    const code = codeIn(await latestMailTo(request, email, sent));
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByRole('textbox', { name: t('label.verificationCode'), exact: true }).fill(wrong);
    await page.getByRole('button', { name: t('common.next') }).click();
    await expect(
      page.getByText(await errorText(page, 'en', 'account/verify-account', { account: email, verification_code: wrong })),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('the forms name what is missing or wrong before anything is sent', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: t('auth.register.sendCode') }).click();
    await expect(page.getByText(t('validation.required', { label: t('field.account') }))).toBeVisible();
    await page.getByRole('textbox', { name: t('label.account'), exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: t('auth.register.sendCode') }).click();
    await expect(page.getByText(t('validation.invalidMail'))).toBeVisible();
    await expect(page.getByRole('textbox', { name: t('label.account'), exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.goto('/login');
    await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    await expect(page.getByText(t('validation.required', { label: t('field.account') }))).toBeVisible();
    await expect(page.getByText(t('validation.required', { label: t('field.password') }))).toBeVisible();
  });

  test('set-password without a verified email starts the sign-up again', async ({ page }) => {
    await page.goto('/set-password?redirect=%2Fcart');
    await expect(page).toHaveURL(/\/register\?redirect=%2Fcart$/);
  });
});

test.describe('log in (zh-TW)', () => {
  const { t } = createI18n('tw');

  test('a wrong password is refused with the server’s message; the right one returns to the page asked from', async ({ page, request }) => {
    const email = uniqueEmail('login');
    await registerMember(request, email);
    await page.goto('/lucky-bag');
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('header.login') })
      .click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Flucky-bag$/);

    await page.getByRole('textbox', { name: t('label.account'), exact: true }).fill(email);
    await page.getByRole('textbox', { name: t('label.password'), exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    await expect(page.getByText(await loginFailedText(page, 'tw', email))).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Flucky-bag$/);

    await page.getByRole('textbox', { name: t('label.password'), exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/lucky-bag$/);
    await expect(page.getByRole('banner').getByRole('link', { name: t('header.member') })).toBeVisible();
    expect(await eventsNamed(page, 'login')).toEqual([{ method: 'email' }]);

    // The account pages are closed to members: opened directly, they send the member home.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/register?redirect=%2Fnews-list');
    await expect(page).toHaveURL(/\/news-list$/);
  });

  test('a redirect to another site is not followed after login', async ({ page, request }) => {
    const email = uniqueEmail('redirect');
    await registerMember(request, email);
    await page.goto(`/login?redirect=${encodeURIComponent('//example.com/')}`);
    await page.getByRole('textbox', { name: t('label.account'), exact: true }).fill(email);
    await page.getByRole('textbox', { name: t('label.password'), exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('log in (en)', () => {
  test.use({ locale: 'en-US' });
  const { t } = createI18n('en');

  test('a wrong password is refused with a whole English sentence', async ({ page, request }) => {
    const email = uniqueEmail('login-en');
    await registerMember(request, email);
    await page.goto('/login');
    await page.getByRole('textbox', { name: t('label.account'), exact: true }).fill(email);
    await page.getByRole('textbox', { name: t('label.password'), exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    await expect(page.getByRole('alert').getByText(/login failed/i)).toHaveText('Login failed: the account or password is incorrect.');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('password reset (zh-CN)', () => {
  test.use({ locale: 'zh-CN' });
  const { t } = createI18n('cn');

  test('a member resets the password through the mailed link and logs in with the new one', async ({ page, request }) => {
    const email = uniqueEmail('reset');
    await registerMember(request, email);
    const newPassword = 'fresh2027word';

    await page.goto('/login');
    await page.getByRole('link', { name: t('auth.login.forgotPassword') }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    const sent = Date.now();
    await page.getByRole('textbox', { name: t('label.account'), exact: true }).fill(email);
    await page.getByRole('button', { name: t('auth.forgotPassword.submit') }).click();
    await expect(page).toHaveURL(/\/mail-be-send$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('auth.mailBeSend.heading'));

    const resetPath = resetPathIn(await latestMailTo(request, email, sent));
    await page.goto(resetPath);
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('textbox', { name: t('password.newPassword'), exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: t('label.confirmPassword'), exact: true }).fill('different2027');
    await page.getByRole('button', { name: t('auth.resetPassword.submit') }).click();
    await expect(page.getByText(t('validation.passwordMismatch'))).toBeVisible();
    await page.getByRole('textbox', { name: t('label.confirmPassword'), exact: true }).fill(newPassword);
    await page.getByRole('button', { name: t('auth.resetPassword.submit') }).click();
    await expect(page.getByText(t('auth.resetPassword.done'))).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('textbox', { name: t('label.account'), exact: true }).fill(email);
    await page.getByRole('textbox', { name: t('label.password'), exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    await expect(page.getByText(await loginFailedText(page, 'cn', email))).toBeVisible();
    await page.getByRole('textbox', { name: t('label.password'), exact: true }).fill(newPassword);
    await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    // The link worked once: opened again (logged out), it is refused.
    await page.evaluate(() => localStorage.clear());
    await page.goto(resetPath);
    await expect(page.getByRole('main').getByText(t('errors.40003'))).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: t('auth.forgotPassword.submit') })
      .click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('an address that is not a member gets the spec’s message and stays on the form', async ({ page }) => {
    const stranger = uniqueEmail('stranger');
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: t('label.account'), exact: true }).fill(stranger);
    await page.getByRole('button', { name: t('auth.forgotPassword.submit') }).click();
    await expect(page.getByText(await errorText(page, 'cn', 'account/forget-password', { account: stranger }))).toBeVisible();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});
