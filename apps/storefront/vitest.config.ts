import react from '@vitejs/plugin-react';
import { vitestConfig } from '@storefront/test-utils/vitest';

export default vitestConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
    testTimeout: 15_000,
  },
});
