// The banner `npm start` ends its start-up with: the addresses the dev servers announced, read
// from their output, so a port Vite moved to or a mail server the API was given shows as it is.

// eslint-disable-next-line no-control-regex -- colour codes are control characters
const ANSI = /\u001b\[[0-9;]*m/g;

/** @typedef {{ shop?: string, api?: string, docs?: string, mails?: string, smtp?: string }} DevAddresses */

/**
 * Follows the dev servers' output line by line: each call returns the addresses seen so far once
 * both the API (its "API ready on" line) and the storefront (Vite's "Local:" line) have announced
 * themselves, else undefined.
 * @returns {(line: string) => DevAddresses | undefined}
 */
export function createReadiness() {
  /** @type {DevAddresses} */
  const seen = {};
  return (line) => {
    const text = line.replace(ANSI, '');
    const api = /API ready on (\S+)/.exec(text);
    if (api) {
      seen.api = api[1];
      seen.docs = /docs at ([^\s,)]+)/.exec(text)?.[1];
      seen.mails = /mails caught at ([^\s,)]+)/.exec(text)?.[1];
      seen.smtp = /mails via ([^\s,)]+)/.exec(text)?.[1];
    }
    const shop = /Local:\s+(\S+)/.exec(text);
    if (shop) seen.shop = shop[1];
    return seen.api && seen.shop ? { ...seen } : undefined;
  };
}

/**
 * The banner's lines: the shop, the API and its docs, where mails go, how to stop, how to see more.
 * @param {DevAddresses} addresses
 * @returns {string[]}
 */
export function formatBanner({ shop, api, docs, mails, smtp }) {
  const mailLine = mails
    ? `not sent: caught by the API, listed at ${mails}?to=<e-mail>`
    : smtp
      ? `sent through the SMTP server ${smtp}`
      : 'not listed (production mode)';
  return [
    '',
    '  ------------------------------------------------------------------',
    `  Shop   ${shop}`,
    `  API    ${api}${docs ? `   docs: ${docs}` : ''}`,
    `  Mails  ${mailLine}`,
    '  Stop   Ctrl+C',
    '  More output (build listings, request logs): npm start -- --verbose',
    '  ------------------------------------------------------------------',
    '',
  ];
}
