import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.js'],
    // *.pg.test.js start PostgreSQL servers: they run with `test:pg`, where DATABASE_URL is set.
    exclude: process.env.DATABASE_URL ? configDefaults.exclude : [...configDefaults.exclude, '**/*.pg.test.js'],
    // A cluster's start (initdb, then the server) takes seconds of a busy machine: more than
    // Vitest's default 5 s on a slow one.
    testTimeout: 30_000,
  },
});
