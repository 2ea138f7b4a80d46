import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { codeIn, latestMailTo } from './mail.js';

/** A password that passes the shop's rule. */
export const MEMBER_PASSWORD = 'shop2026pass';

/** An address no other test uses, so each test has its own member and mailbox. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Signs a new member up through the API (code mailed and read back), for tests whose subject is not registration; answers the session token. */
export async function registerMember(request: APIRequestContext, account: string, password = MEMBER_PASSWORD): Promise<string> {
  const sent = Date.now();
  expect((await request.post('/v1/account/send-verification-email', { data: { account } })).ok()).toBe(true);
  const verification_code = codeIn(await latestMailTo(request, account, sent));
  const registered = await request.post('/v1/account/register', { data: { account, password, verification_code } });
  expect(registered.ok(), await registered.text()).toBe(true);
  return ((await registered.json()) as { data: { token: string } }).data.token;
}

/** Opens every page of the test logged in with token: the session as the store keeps it (STORAGE_KEYS), token and login flag in localStorage. */
export async function startSession(page: Page, token: string): Promise<void> {
  await page.addInitScript((jwt) => {
    window.localStorage.setItem('token', jwt);
    window.localStorage.setItem('authorized', 'true');
  }, token);
}

/** The API's headers for a member's call in a language. */
export function memberHeaders(token: string, locale = 'zh-TW'): Record<string, string> {
  return { authorization: `Bearer ${token}`, locale };
}
