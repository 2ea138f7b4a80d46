import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@storefront/test-utils/chromium';

// The shop as the README sets it up for a new shopper, with nothing configured: the API started
// with no environment variable at all (so port 4000, its data in apps/api/.data/pglite, every
// default), the built storefront served on 5173 by vite preview with its default API_URL, and the
// shop browsed at the README's address, http://127.0.0.1:5173/. It checks that those defaults
// agree with one another (a payment returns where the shopper came from). `env -i` empties the
// environment: a variable set for the other e2e run, CI or the shell cannot leak into these servers.
// It needs ports 4000 and 5173 free (not `npm start` running) and reuses the default data dir,
// as a second `npm start` does: the journey signs up its own member, so earlier data does not matter.
const dist = process.env.E2E_DIST ?? 'dist';
const node = JSON.stringify(process.execPath);

export default defineConfig({
  testDir: 'e2e',
  testMatch: 'readme-defaults.spec.ts',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  timeout: 90_000,
  reporter: [['list']],
  // A folder of its own: Playwright empties its output folder first, which would drop the main run's traces.
  outputDir: join(process.env.E2E_OUTPUT ?? 'test-results', 'readme-defaults'),
  use: {
    baseURL: 'http://127.0.0.1:5173',
    browserName: 'chromium',
    locale: 'zh-TW',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: `env -i ${node} ../api/dist/main.js`,
      cwd: import.meta.dirname,
      url: 'http://127.0.0.1:4000/v1/category',
      reuseExistingServer: false,
      timeout: 60_000,
      // LOG_LEVEL's default (info) logs every request; its errors still show on stderr.
      stdout: 'ignore',
    },
    {
      command: `env -i ${node} node_modules/vite/bin/vite.js preview --port 5173 --strictPort --outDir ${dist}`,
      cwd: import.meta.dirname,
      url: 'http://127.0.0.1:5173/',
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
