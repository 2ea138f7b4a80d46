/** Debian's Chromium: browsers are never downloaded, the project installs this one. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that let Chromium run headless as root on a machine with a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Launch options for playwright-core / @playwright/test / @vitest/browser-playwright. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };
