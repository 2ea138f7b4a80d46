import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page once its finite animations have ended (a dialog fading in would otherwise be
 * judged at part of its opacity, with colours paler than a shopper ever reads) and fails on any
 * serious or critical violation, naming each. Endless animations (a skeleton's pulse, a QR code's
 * waiting pulse) are not waited for.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}
