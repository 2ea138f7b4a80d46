import react from '@vitejs/plugin-react';
import { vitestConfig } from '@storefront/test-utils/vitest';

export default vitestConfig({
  plugins: [react()],
  test: { environment: 'jsdom', setupFiles: ['src/test-setup.ts'], testTimeout: 15_000 },
});
