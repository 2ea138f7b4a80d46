import { expect, type APIRequestContext } from '@playwright/test';
import { codeIn, latestMailTo } from './mail.js';

/** A password that passes the shop's rule. */
export const MEMBER_PASSWORD = 'shop2026pass';

/** An address no other test uses, so each test has its own member and mailbox. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Signs a new member up through the API (code mailed and read back), for tests whose subject is not registration. */
export async function registerMember(request: APIRequestContext, account: string, password = MEMBER_PASSWORD): Promise<void> {
  const sent = Date.now();
  expect((await request.post('/v1/account/send-verification-email', { data: { account } })).ok()).toBe(true);
  const verification_code = codeIn(await latestMailTo(request, account, sent));
  const registered = await request.post('/v1/account/register', { data: { account, password, verification_code } });
  expect(registered.ok()).toBe(true);
}
