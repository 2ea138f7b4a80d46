import { type APIRequestContext, expect, type Locator, type Page, type Route, test } from '@playwright/test';
import { UPLOAD_MAX_BYTES, type UserInfo } from '@storefront/api-contract';
import { createI18n } from '@storefront/i18n';
import { LOCALE_HEADER } from './support/api.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { MEMBER_PASSWORD, memberHeaders, registerMember, startSession, uniqueEmail } from './support/members.js';

// /member/user-edit and /member/password against the real API and its storage service: the profile
// saved and read back, an avatar uploaded to the member's storage, a password changed for real.

/** A 2x2 PNG: what the storage service sniffs as image/png. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** The member's profile as the API holds it. */
async function profileOf(request: APIRequestContext, token: string): Promise<UserInfo> {
  const response = await request.get('/v1/personal', { headers: memberHeaders(token) });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: UserInfo }).data;
}

/** Whether a log-in with these credentials succeeds at the API. */
async function canLogIn(request: APIRequestContext, account: string, password: string): Promise<boolean> {
  return (await request.post('/v1/account/login', { data: { account, password } })).ok();
}

/** Whether an image has loaded its picture (not the default silhouette, not a broken image). */
async function hasLoaded(image: Locator): Promise<boolean> {
  return image.evaluate((element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0);
}

/** Counts the storage uploads the page sends. */
function countUploads(page: Page): { readonly count: () => number } {
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/upload/storage/')) uploads += 1;
  });
  return { count: () => uploads };
}

test.describe('profile edit (zh-CN)', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
  const { t } = createI18n('cn');

  test('name, gender and birthday are saved, only when something changed, and shown again after a reload', async ({ page, request }) => {
    const token = await registerMember(request, uniqueEmail('profile-edit'));
    await startSession(page, token);
    await page.goto('/member/user-edit');
    await expect(page).toHaveTitle(`${t('title.memberProfile')} | ${t('app.name')}`);
    await expect(page.getByRole('heading', { level: 1, name: t('profile.heading') })).toBeVisible();

    const name = page.getByRole('textbox', { name: t('label.accountName') });
    const birthday = page.getByLabel(t('label.birthday'));
    const gender = page.getByRole('radiogroup', { name: t('label.gender') });
    const save = page.getByRole('button', { name: t('common.save'), exact: true });
    await expect(name).toBeVisible();

    // Nothing changed: the at-least-one rule, and no call.
    let saves = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/v1/personal') saves += 1;
    });
    await save.click();
    await expect(page.getByText(t('validation.atLeastOneField'))).toBeVisible();
    expect(saves).toBe(0);

    await name.fill('林小美');
    await gender.getByRole('radio', { name: t('profile.gender.female') }).check();
    await birthday.fill('1990-05-17');
    await save.click();
    await expect(page.getByText(t('profile.saved'))).toBeVisible();
    expect(saves).toBe(1);

    const saved = await profileOf(request, token);
    expect(saved).toMatchObject({ account_name: '林小美', gender: 'female', birthday_timestamp: Date.UTC(1990, 4, 17) });

    await page.reload();
    await expect(name).toHaveValue('林小美');
    await expect(gender.getByRole('radio', { name: t('profile.gender.female') })).toBeChecked();
    await expect(birthday).toHaveValue('1990-05-17');
    // The member centre greets the member by the saved name.
    await page.goto('/member');
    await expect(page.getByText(t('member.greeting', { name: '林小美' }))).toBeVisible();
  });

  test('an avatar is uploaded with progress, shown on the page and in the header, and kept after a reload', async ({ page, request }) => {
    const token = await registerMember(request, uniqueEmail('profile-avatar'));
    await startSession(page, token);
    await page.goto('/member/user-edit');

    const fileInput = page.getByLabel(t('profile.changeAvatar'));
    await expect(fileInput).toBeAttached();
    // A real file input, reached with the keyboard.
    await fileInput.focus();
    await expect(fileInput).toBeFocused();
    await expect(page.getByRole('img', { name: t('profile.defaultAvatar') })).toBeVisible();

    // The upload, then the profile's save, are held for a moment at the network, so the progress can be seen.
    const hold = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue().catch(() => undefined);
    };
    await page.route('**/upload/storage/**', hold);
    await page.route('**/v1/personal', (route) => (route.request().method() === 'POST' ? hold(route) : route.continue()));
    await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    const progress = page.locator('.sf-profile__avatar').getByRole('progressbar');
    await expect(progress).toBeVisible();
    await expect(page.getByRole('button', { name: t('profile.cancelUpload') })).toBeVisible();
    // Sent: the bar is full while the picture is saved to the profile.
    await expect(progress).toHaveAttribute('value', '100');
    await expect(progress).toHaveAccessibleName(t('profile.uploading', { percent: 100 }));
    await expect(page.getByText(t('profile.uploaded'))).toBeVisible();
    await expect(progress).toBeHidden();

    const { avatar_picture: link } = await profileOf(request, token);
    expect(link).toMatch(/\/download\/storage\/v1\/b\/storefront\/o\/users%2F.+%2Favatar\?alt=media&token=/);
    const picture = page.getByRole('img', { name: t('profile.avatar'), exact: true });
    await expect(picture).toHaveAttribute('src', link);
    await expect.poll(() => hasLoaded(picture)).toBe(true);
    const headerPicture = page.getByRole('banner').locator('img.sf-avatar__picture');
    await expect(headerPicture).toHaveAttribute('src', link);

    await page.reload();
    await expect(picture).toHaveAttribute('src', link);
    await expect.poll(() => hasLoaded(picture)).toBe(true);
    await expect(headerPicture).toHaveAttribute('src', link);
  });

  test('a file of another type or too large is refused before any upload; an upload can be cancelled', async ({ page, request }) => {
    const token = await registerMember(request, uniqueEmail('profile-refused'));
    await startSession(page, token);
    await page.goto('/member/user-edit');
    const uploads = countUploads(page);
    const fileInput = page.getByLabel(t('profile.changeAvatar'));
    await expect(fileInput).toBeAttached();
    const problem = page.locator('.sf-profile__avatar').getByRole('alert');

    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(problem).toHaveText(t('profile.avatarType'));
    await fileInput.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]),
    });
    await expect(problem).toHaveText(t('profile.avatarTooLarge', { size: 5 }));
    expect(uploads.count()).toBe(0);

    // Held at the network until cancelled.
    await page.route('**/upload/storage/**', () => undefined);
    await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: t('profile.cancelUpload') }).click();
    await expect(problem).toHaveText(t('storageErrors.storage/canceled'));
    await expect(page.locator('.sf-profile__avatar').getByRole('progressbar')).toBeHidden();
    expect((await profileOf(request, token)).avatar_picture).toBe('');
  });
});

test.describe('password change (en)', () => {
  test.use({ locale: 'en-US' });
  const { t } = createI18n('en');

  test('a wrong old password is refused once; the right one changes it and the member logs in again with the new one', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('password-change');
    const token = await registerMember(request, email);
    await startSession(page, token);
    await page.goto('/member/password');
    await expect(page).toHaveTitle(`${t('title.memberPassword')} | ${t('app.name')}`);
    await expect(page.getByRole('heading', { level: 1, name: t('member.password') })).toBeVisible();

    const oldPassword = page.getByRole('textbox', { name: t('label.oldPassword'), exact: true });
    const newPassword = page.getByRole('textbox', { name: t('password.newPassword'), exact: true });
    const confirm = page.getByRole('textbox', { name: t('label.confirmPassword'), exact: true });
    const submit = page.getByRole('button', { name: t('password.submit'), exact: true });

    // The API's own words for a wrong password, in the page's language.
    const refused = await request.post('/v1/account/login', {
      data: { account: email, password: 'wrong-pass-1' },
      headers: { locale: LOCALE_HEADER.en },
    });
    const wrongText = ((await refused.json()) as { error_msg: string }).error_msg;

    await oldPassword.fill('wrong-pass-1');
    await newPassword.fill('fresh2026pass');
    await confirm.fill('fresh2026pass');
    await submit.click();
    await expect(page.getByText(wrongText)).toHaveCount(1);
    await expect(page).toHaveURL(/\/member\/password$/);
    expect(await canLogIn(request, email, MEMBER_PASSWORD)).toBe(true);

    await oldPassword.fill(MEMBER_PASSWORD);
    await submit.click();
    await expect(page.getByText(t('passwordChange.loginAgain'))).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmember$/);
    // Logged out here too: the login form shows (the account pages hide it from members).
    await expect(page.getByRole('textbox', { name: t('label.account'), exact: true })).toBeVisible();

    expect(await canLogIn(request, email, 'fresh2026pass')).toBe(true);
    expect(await canLogIn(request, email, MEMBER_PASSWORD)).toBe(false);
  });
});

test.describe('accessibility of the profile and password pages', () => {
  const { t } = createI18n('en');
  test.use({ locale: 'en-US' });

  for (const { name, viewport } of [
    { name: 'desktop', viewport: { width: 1280, height: 900 } },
    { name: 'phone', viewport: { width: 390, height: 844 } },
  ]) {
    test(`no serious violations, nothing wider than the screen (${name})`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const token = await registerMember(request, uniqueEmail(`profile-a11y-${name}`));
      await startSession(page, token);
      for (const [path, heading] of [
        ['/member/user-edit', t('profile.heading')],
        ['/member/password', t('member.password')],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(
          page.getByRole('button', { name: path.endsWith('password') ? t('password.submit') : t('common.save'), exact: true }),
        ).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
      }
    });
  }
});
