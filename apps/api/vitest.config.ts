import { vitestConfig } from '@storefront/test-utils/vitest';

export default vitestConfig({
  test: {
    // Builds one empty PGlite cluster per run; every test file starts its own database from it.
    globalSetup: ['src/test/global-setup.ts'],
    // Each file holds a whole database (PGlite takes ~700 MB); one at a time keeps memory bounded.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
