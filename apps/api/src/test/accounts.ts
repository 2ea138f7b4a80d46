import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { buildApp } from '../app.js';
import type { CapturedMail } from '../services/mail/mailer.js';

type App = ReturnType<typeof buildApp>;

/** A strong password by the domain rule, for members the tests create. */
export const TEST_PASSWORD = 'secret123';

/** POSTs a JSON body to a v1 call, with the locale and (when given) the bearer token the storefront sends. */
export function post(app: App, path: string, body: unknown, options: { token?: string; locale?: string } = {}) {
  return app.inject({ method: 'POST', url: `/v1${path}`, payload: body as object, headers: headers(options) });
}

/** GETs a v1 call with the locale and (when given) the bearer token. */
export function get(app: App, path: string, options: { token?: string; locale?: string } = {}) {
  return app.inject({ method: 'GET', url: `/v1${path}`, headers: headers(options) });
}

function headers({ token, locale = 'en' }: { token?: string; locale?: string }): Record<string, string> {
  return { locale, ...(token && { authorization: `Bearer ${token}` }) };
}

/** The mails the app's embedded SMTP capture holds for an address, newest first, through GET /dev/mails. */
export async function mailsTo(app: App, email: string): Promise<CapturedMail[]> {
  const response = await app.inject({ method: 'GET', url: `/dev/mails?to=${encodeURIComponent(email)}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: CapturedMail[] }>().data;
}

/** The 6-digit code of the newest verification mail to an address. */
export async function latestCode(app: App, email: string): Promise<string> {
  const [mail] = await mailsTo(app, email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no verification code mailed to ${email}`);
  return code;
}

/** Signs a new member up the way the storefront does (code by mail, verify, register) and answers their token. */
export async function signUp(app: App, email: string, password = TEST_PASSWORD): Promise<string> {
  expectOk(await post(app, '/account/send-verification-email', { account: email }));
  const verification_code = await latestCode(app, email);
  expectOk(await post(app, '/account/verify-account', { account: email, verification_code }));
  const registered = await post(app, '/account/register', { account: email, password, verification_code });
  expectOk(registered);
  return registered.json<{ data: { token: string } }>().data.token;
}

/** Asserts a 200 answer, showing the error body when it is not. */
export function expectOk(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(200);
}

/** Asserts a contract failure: its HTTP status, error code and message. */
export function expectError(response: LightMyRequestResponse, status: number, code: number, message?: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ error_code: code, error_msg: message ?? expect.any(String) });
}
