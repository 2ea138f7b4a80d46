import type { Page } from '@playwright/test';

/**
 * Records every Content-Security-Policy violation of the page, across navigations: the
 * securitypolicyviolation events of each document and the console's CSP errors.
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => void violations.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /content[- ]security[- ]policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}
