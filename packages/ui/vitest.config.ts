import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from '@storefront/test-utils/chromium';
import { vitestConfig } from '@storefront/test-utils/vitest';

export default vitestConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [react()],
        // The files share their worker's jsdom and loaded modules rather than building both again: each
        // cleans up what it renders. A file that mocks a module (vi.mock) needs isolation: a project of its own.
        test: { name: 'unit', environment: 'jsdom', include: ['src/**/*.test.tsx'], isolate: false },
      },
      {
        // Does not extend the root: its test.include would clash with the plugin, which collects
        // the stories itself and brings Storybook's viteFinal (react plugin, `source` condition).
        plugins: [storybookTest({ configDir: '.storybook' })],
        // Pre-bundled up front: found mid-run, Vite would re-optimise and reload the browser once.
        optimizeDeps: { include: ['formik', 'uqr', 'yet-another-react-lightbox', 'yet-another-react-lightbox/plugins/zoom'] },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            // Debian's Chromium: Playwright's own browsers are never downloaded on these machines.
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
