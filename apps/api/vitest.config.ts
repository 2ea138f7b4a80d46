import { configDefaults } from 'vitest/config';
import { vitestConfig } from '@storefront/test-utils/vitest';

export default vitestConfig({
  test: {
    // Prepares once per run the databases test files copy: empty and seeded (PGlite tarballs, or a
    // seeded template database on PostgreSQL).
    globalSetup: ['src/test/global-setup.ts'],
    // *.pg.test.ts start PostgreSQL servers of their own: they run with `test:pg`, where DATABASE_URL is set.
    exclude: process.env.DATABASE_URL ? configDefaults.exclude : [...configDefaults.exclude, '**/*.pg.test.ts'],
    // Each file holds a whole database (PGlite takes ~700 MB); one at a time keeps memory bounded.
    fileParallelism: false,
    // The files run in one process, one after the other, rather than each loading the app's modules
    // again; each closes its app and database, and setup-file.ts gives process.env back as it was.
    isolate: false,
    setupFiles: ['src/test/setup-file.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
