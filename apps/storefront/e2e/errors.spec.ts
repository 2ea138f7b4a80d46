import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createI18n } from '@storefront/i18n';
import { STARTUP_FAILURE_TEXTS } from '../src/app/errors/startup-texts.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';

// Errors end in a page, not a blank screen (issue 30), on the built storefront against the real API:
// a page's code gone after a redeploy, the page's language file failing at start-up, a page that
// throws on an answer it cannot read.

/** The built files of the storefront under test, from its manifest: the one built from a source matching `source`. */
function builtFile(source: RegExp): string {
  const dist = join(import.meta.dirname, '..', process.env.E2E_DIST ?? 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; src?: string }>;
  const chunk = Object.values(manifest).find((entry) => entry.src !== undefined && source.test(entry.src));
  if (!chunk) throw new Error(`No chunk built from ${source}`);
  return chunk.file;
}

/** Counts the page's document loads (the first one and every reload). */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

/** Answers every request for the built file with 404, as a server does for an old hash after a redeploy. */
async function gone(page: Page, file: string): Promise<() => Promise<void>> {
  const url = `**/${file}`;
  await page.route(url, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
  return () => page.unroute(url);
}

test.describe('a failed page shows a message inside the layout (zh-TW)', () => {
  const { t } = createI18n('tw');

  /** The message of a failed page, inside the shop's layout: its header and footer are still there. */
  async function expectMessageInLayout(page: Page) {
    const heading = page.getByRole('heading', { level: 1, name: t('errorPage.heading') });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('alert').filter({ has: heading })).toContainText(t('errorPage.text'));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('main')).toContainText(t('errorPage.heading'));
  }

  test('a page whose code 404s reloads once, then shows the message in the layout; the retry shows the page once its code is back', async ({
    page,
  }) => {
    const loads = countDocumentLoads(page);
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    const restore = await gone(page, builtFile(/pages\/news\/NewsListPage\.tsx$/));

    await page
      .getByRole('banner')
      .getByRole('link', { name: t('nav.hotNews') })
      .click();
    await expect(page).toHaveURL(/\/news-list$/);
    await expectMessageInLayout(page);
    // The client-side navigation's failure reloaded the page once; the reload's failure did not.
    expect(loads()).toBe(2);

    await restore();
    await page.getByRole('button', { name: t('common.retry') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('title.newsList') })).toBeVisible();
    await expect(page.getByRole('heading', { name: t('errorPage.heading') })).toHaveCount(0);
    expect(loads()).toBe(3);
  });

  test('a page that throws on an answer it cannot read shows the message in the layout; the retry shows it once the answer is right', async ({
    page,
  }) => {
    const loads = countDocumentLoads(page);
    // The article list without its items: the page cannot draw what it did not get.
    const unreadable = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
      const response = await route.fetch();
      const { data } = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response, json: { data: { ...data, items: null } } });
    };
    await page.route('**/v1/article?*', unreadable);
    await page.goto('/news-list');
    await expectMessageInLayout(page);
    await expectNoSeriousA11yViolations(page);

    await page.unroute('**/v1/article?*', unreadable);
    await page.getByRole('button', { name: t('common.retry') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('title.newsList') })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: t('errorPage.heading') })).toHaveCount(0);
    // Run again in place: no reload.
    expect(loads()).toBe(1);
  });
});

for (const [browserLocale, locale, source] of [
  ['zh-TW', 'tw', /resources\/zh-tw\.(ts|json)$/],
  ['en-US', 'en', /resources\/en\.(ts|json)$/],
] as const) {
  test.describe(`the language file failing at start-up (${browserLocale})`, () => {
    test.use({ locale: browserLocale });
    const texts = STARTUP_FAILURE_TEXTS[locale];

    test("shows a message in the browser's language instead of a white page, and its retry loads the shop", async ({ page }) => {
      const restore = await gone(page, builtFile(source));
      await page.goto('/');
      const heading = page.getByRole('heading', { level: 1, name: texts.heading });
      await expect(heading).toBeVisible();
      await expect(page.getByRole('alert').filter({ has: heading })).toContainText(texts.text);
      await expect(page).toHaveTitle(texts.heading);
      await expect(page.locator('html')).toHaveAttribute('lang', browserLocale === 'en-US' ? 'en' : browserLocale);
      await expectNoSeriousA11yViolations(page);

      await restore();
      await page.getByRole('button', { name: texts.retry }).click();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(heading).toHaveCount(0);
    });
  });
}
