import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.js'],
    // *.pg.test.js start PostgreSQL servers: they run with `test:pg`, where DATABASE_URL is set.
    exclude: process.env.DATABASE_URL ? configDefaults.exclude : [...configDefaults.exclude, '**/*.pg.test.js'],
  },
});
