import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { createI18n } from '@storefront/i18n';
import { eventsNamed } from './support/analytics.js';

// Sign-in by Google (the Firebase Auth emulator plays Google) and by WeChat (the API's sandbox plays
// WeChat's OAuth page), against the real API: no mocks.

test.describe('Google sign-in (zh-TW)', () => {
  const { t } = createI18n('tw');

  test('a shopper signs in with Google (the sandbox account chooser) and is back on the page they came from', async ({ page }) => {
    const email = `google-${Date.now().toString(36)}@example.com`;
    await page.goto('/login?redirect=%2Fnews-list');
    await page.getByRole('button', { name: t('auth.login.google') }).click();
    const chooser = page.getByRole('dialog', { name: t('auth.googleSandbox.title') });
    await chooser.getByRole('textbox', { name: t('label.account'), exact: true }).fill(email);
    await chooser.getByRole('button', { name: t('auth.googleSandbox.submit') }).click();

    // The emulator signs the account in to Firebase; the API verifies the Firebase ID token and opens the session.
    await expect(page).toHaveURL(/\/news-list$/, { timeout: 20_000 });
    await expect(page.getByRole('banner').getByRole('link', { name: t('header.member') })).toBeVisible();
    expect(await eventsNamed(page, 'login')).toEqual([{ method: 'auto' }]);
  });

  test('the Firebase SDK is loaded only once Google sign-in is asked for', async ({ page }) => {
    // The build's manifest names the chunks that hold firebase/app and firebase/auth.
    const manifest = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '..', process.env.E2E_DIST ?? 'dist', '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const sdkFiles = Object.entries(manifest)
      .filter(([source]) => /\/firebase\/(app|auth)\//.test(source))
      .map(([, chunk]) => chunk.file);
    expect(sdkFiles).toHaveLength(2);
    const loaded: string[] = [];
    page.on('request', (request) => {
      const file = sdkFiles.find((sdkFile) => request.url().endsWith(`/${sdkFile}`));
      if (file) loaded.push(file);
    });

    await page.goto('/login');
    await expect(page.getByRole('button', { name: t('auth.login.google') })).toBeVisible();
    await page.goto('/product-list/all');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(loaded).toEqual([]);

    await page.goto('/login');
    await page.getByRole('button', { name: t('auth.login.google') }).click();
    const chooser = page.getByRole('dialog', { name: t('auth.googleSandbox.title') });
    await chooser.getByRole('textbox', { name: t('label.account'), exact: true }).fill(`sdk-${Date.now().toString(36)}@example.com`);
    await chooser.getByRole('button', { name: t('auth.googleSandbox.submit') }).click();
    await expect.poll(() => [...new Set(loaded)].sort()).toEqual([...sdkFiles].sort());
  });
});

test.describe('WeChat sign-in (zh-CN)', () => {
  test.use({ locale: 'zh-CN' });
  const { t } = createI18n('cn');

  test('a shopper allows the sign-in on WeChat’s page and comes back logged in', async ({ page }) => {
    await page.goto('/login?redirect=%2Flucky-bag');
    await page.getByRole('button', { name: t('auth.login.wechat') }).click();
    await expect(page).toHaveURL(/\/sandbox\/weixin\/authorize\?/);
    await page.getByLabel(/Nickname/).fill('微信用户');
    await page.getByRole('button', { name: /Allow/ }).click();

    await expect(page).toHaveURL(/\/lucky-bag$/, { timeout: 15_000 });
    await expect(page.getByRole('banner').getByRole('link', { name: t('header.member') })).toBeVisible();
    expect(await eventsNamed(page, 'login')).toEqual([{ method: 'auto' }]);
  });

  test('a return with a state this browser did not start is refused', async ({ page }) => {
    await page.goto('/login?code=forged-code&state=forged-state');
    await expect(page.getByText(t('auth.login.socialFailed'))).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner').getByRole('link', { name: t('header.login') })).toHaveCount(0);
  });
});
