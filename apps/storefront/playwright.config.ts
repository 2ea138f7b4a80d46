import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@storefront/test-utils/chromium';

// The end-to-end run starts the real API (built, on a fresh PGlite data directory, or on
// DATABASE_URL when set) and the built storefront behind vite preview: nothing is mocked.
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
const webPort = Number(process.env.E2E_WEB_PORT ?? 4173);
const apiUrl = `http://127.0.0.1:${apiPort}`;
// Google sign-in goes through the Firebase Auth emulator, where the build's default demo project points.
const authEmulatorPort = Number(process.env.E2E_AUTH_EMULATOR_PORT ?? 9099);
// Parallel work may build the app into its own directory and run its own ports.
const dist = process.env.E2E_DIST ?? 'dist';
const dataDir = process.env.E2E_DATA_DIR ?? join(mkdtempSync(join(tmpdir(), 'storefront-e2e-')), 'pglite');

export default defineConfig({
  testDir: 'e2e',
  // The README's default setup, the build with a GA4 measurement ID and the development server have
  // runs of their own (playwright.defaults.config.ts, playwright.gtag.config.ts, playwright.dev.config.ts).
  testIgnore: ['readme-defaults.spec.ts', 'gtag.spec.ts', 'fast-refresh.spec.ts'],
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  // A journey (sign up, shop, pay, wait for the payment's poll) takes several seconds of real calls; a slow CI machine more.
  timeout: 60_000,
  reporter: [['list']],
  // Traces and failure screenshots; a parallel run may keep its own.
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    browserName: 'chromium',
    // A shopper in Taiwan: the browser's language decides the interface language on a first visit.
    locale: 'zh-TW',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'node scripts/auth-emulator.mjs',
      cwd: import.meta.dirname,
      env: { AUTH_EMULATOR_PORT: String(authEmulatorPort) },
      url: `http://127.0.0.1:${authEmulatorPort}/`,
      // Side-by-side runs share one emulator: it keeps nothing a test relies on.
      reuseExistingServer: true,
      timeout: 120_000,
      stdout: 'ignore',
    },
    {
      command: 'node ../api/dist/main.js',
      cwd: import.meta.dirname,
      // One browser plays every shopper of the run from one address: the API's per-client rate limits
      // (every call's and the account calls') and the cap on a visitor's unpaid orders would refuse
      // it, and make specs depend on their order.
      // Reset-password mails link to the storefront under test.
      env: {
        PORT: String(apiPort),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '1000000',
        ACCOUNT_RATE_LIMIT_MAX: '1000000',
        VISITOR_UNPAID_ORDERS_MAX: '1000000',
        // A carrier page of the tests' own: payment-deadline.spec checks shipped orders link to it.
        TRACKING_URL_HOME_DELIVERY: 'https://carrier.e2e.example/track?no={number}',
        // The specs run the expiry round themselves (e2e/support/orders.ts): a background round in
        // the middle of payment-deadline.spec would cancel its order before the spec asks for it.
        JOB_INTERVAL_MS: '3600000',
        STOREFRONT_URL: `http://127.0.0.1:${webPort}`,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulatorPort}`,
      },
      url: `${apiUrl}/v1/category`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      command: `vite preview --port ${webPort} --strictPort --outDir ${dist}`,
      cwd: import.meta.dirname,
      env: { API_URL: apiUrl },
      url: `http://127.0.0.1:${webPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
