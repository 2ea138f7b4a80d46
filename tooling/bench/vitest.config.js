import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The command-line test starts node on bench.mjs (which loads Lighthouse): allow it more than 5 s.
  test: { include: ['src/**/*.test.js'], testTimeout: 30_000 },
});
