import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@storefront/test-utils/chromium';

// The development server as `npm start` runs it (scripts/dev.mjs: Vite with React's Fast Refresh),
// for the spec that edits a component and watches the page change without a reload. Its page
// calls no API, so none is started.
const devPort = Number(process.env.E2E_DEV_PORT ?? 5174);

export default defineConfig({
  testDir: 'e2e',
  testMatch: 'fast-refresh.spec.ts',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  // The dev server compiles the page's modules on the first request: a slow machine takes a while.
  timeout: 90_000,
  reporter: [['list']],
  // A folder of its own: Playwright empties its output folder first, which would drop the main run's traces.
  outputDir: join(process.env.E2E_OUTPUT ?? 'test-results', 'fast-refresh'),
  use: {
    baseURL: `http://127.0.0.1:${devPort}`,
    browserName: 'chromium',
    locale: 'en',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `node scripts/dev.mjs --port ${devPort} --strictPort`,
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${devPort}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
