import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The first lint loads the TypeScript parser and the resolver: allow it more than the default 5 s.
  test: { include: ['src/**/*.test.js'], testTimeout: 30_000 },
});
