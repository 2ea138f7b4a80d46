import { configDefaults } from 'vitest/config';
import { vitestConfig } from '@storefront/test-utils/vitest';

export default vitestConfig({
  test: {
    // Builds one empty PGlite cluster per run; every test file starts its own database from it.
    globalSetup: ['src/test/global-setup.ts'],
    // *.pg.test.ts start PostgreSQL servers of their own: they run with `test:pg`, where DATABASE_URL is set.
    exclude: process.env.DATABASE_URL ? configDefaults.exclude : [...configDefaults.exclude, '**/*.pg.test.ts'],
    // Each file holds a whole database (PGlite takes ~700 MB); one at a time keeps memory bounded.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
