import { expect, type APIRequestContext } from '@playwright/test';

/** The running API's own address (playwright.config starts it there): its development routes (mail capture, order moves) are not under /v1. */
export const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;

interface CapturedMail {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly received_at: number;
}

/** The newest mail to address that the API's mail capture (at apiUrl) received, waiting for it to arrive. */
export async function latestMailTo(request: APIRequestContext, address: string, after = 0, apiUrl = API_URL): Promise<CapturedMail> {
  let latest: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${apiUrl}/dev/mails`, { params: { to: address } });
        const mails = ((await response.json()) as { data: CapturedMail[] }).data;
        latest = mails.find((mail) => mail.received_at >= after);
        return latest !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return latest as CapturedMail;
}

/** The 6-digit sign-up code of a verification mail. */
export function codeIn(mail: CapturedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (code === undefined) throw new Error(`no code in mail "${mail.subject}"`);
  return code;
}

/** The path and query of the reset-password link in a mail, to open on the storefront under test. */
export function resetPathIn(mail: CapturedMail): string {
  const path = /\/reset-password\?checksum=[A-Za-z0-9_.~-]+/.exec(mail.text)?.[0];
  if (path === undefined) throw new Error(`no reset link in mail "${mail.subject}"`);
  return path;
}
