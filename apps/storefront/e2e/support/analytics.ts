import type { Page } from '@playwright/test';

/** The gtag commands analytics pushed onto window.dataLayer, as plain arrays. */
export async function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)),
  );
}

/** The parameters of every analytics event of that name, in the order they were sent. */
export async function eventsNamed(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return (await dataLayer(page))
    .filter(([command, event]) => command === 'event' && event === name)
    .map(([, , params]) => params as Record<string, unknown>);
}
