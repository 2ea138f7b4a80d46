/** Debian's Chromium, or CHROMIUM_PATH. */
export declare const chromiumPath: string;
/** Flags that let Chromium run headless as root on a machine with a closed network. */
export declare const chromiumArgs: string[];
/** Launch options for playwright-core / @playwright/test / @vitest/browser-playwright. */
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
