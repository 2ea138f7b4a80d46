import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { GA4_MEASUREMENT_ID } from './e2e/support/gtag.js';
import base from './playwright.config.js';

// The gtag.js mode: the storefront built with a GA4 measurement ID (into dist-gtag, or served from
// E2E_GTAG_DIST when that build exists already), against the same API and emulator as the main
// run. vite preview reads the same ID, so its Content-Security-Policy allows Google's hosts.
const dist = process.env.E2E_GTAG_DIST;
const webPort = Number(process.env.E2E_WEB_PORT ?? 4173);
const [authEmulator, api] = base.webServer as Extract<typeof base.webServer, readonly unknown[]>;

export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: 'gtag.spec.ts',
  // A folder of its own: Playwright empties its output folder first, which would drop the main run's traces.
  outputDir: join(base.outputDir ?? 'test-results', 'gtag'),
  webServer: [
    authEmulator!,
    api!,
    {
      command: dist
        ? `vite preview --port ${webPort} --strictPort --outDir ${dist}`
        : `vite build --outDir dist-gtag --emptyOutDir --logLevel error && vite preview --port ${webPort} --strictPort --outDir dist-gtag`,
      cwd: import.meta.dirname,
      env: { API_URL: `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 4100)}`, VITE_GA4_MEASUREMENT_ID: GA4_MEASUREMENT_ID },
      url: `http://127.0.0.1:${webPort}/`,
      reuseExistingServer: false,
      // Long enough for the build that comes first.
      timeout: 240_000,
    },
  ],
});
