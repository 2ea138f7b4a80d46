import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// Acceptance 4 of issue 30: a developer edits a component under `npm start` (the Vite dev server)
// and sees it change without a page reload. Run by playwright.dev.config.ts.

const component = join(import.meta.dirname, '..', 'src', 'pages', 'not-found', 'NotFoundPage.tsx');
const shown = '<p className="sf-not-found__text">{t(\'notFound.description\')}</p>';
const edited = '<p className="sf-not-found__text">Edited while the page was open.</p>';

test('an edited component is swapped into the open page without a reload', async ({ page }) => {
  const original = readFileSync(component, 'utf8');
  expect(original).toContain(shown);
  await page.goto('/no-such-page');
  const text = page.getByRole('main').locator('.sf-not-found__text');
  await expect(text).toBeVisible();
  // A reload would take this with the old document.
  await page.evaluate(() => Object.assign(window, { beforeTheEdit: true }));
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });

  try {
    writeFileSync(component, original.replace(shown, edited));
    await expect(text).toHaveText('Edited while the page was open.', { timeout: 30_000 });
    expect(await page.evaluate(() => (window as Window & { beforeTheEdit?: boolean }).beforeTheEdit)).toBe(true);
    expect(reloaded).toBe(false);
  } finally {
    writeFileSync(component, original);
  }
});
