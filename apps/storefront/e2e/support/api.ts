import type { APIRequestContext } from '@playwright/test';

/** The API's locale header for each interface language. */
export const LOCALE_HEADER = { tw: 'zh-TW', cn: 'zh-CN', en: 'en' } as const;

/**
 * Asks the running API (through the preview server's /v1 proxy) what it holds, so a test compares
 * the page with the real data instead of copying seed values.
 */
export async function apiGet<T>(request: APIRequestContext, path: string, locale: keyof typeof LOCALE_HEADER = 'tw'): Promise<T> {
  const response = await request.get(`/v1/${path}`, { headers: { locale: LOCALE_HEADER[locale] } });
  if (!response.ok()) throw new Error(`GET /v1/${path} answered ${response.status()}`);
  return ((await response.json()) as { data: T }).data;
}
