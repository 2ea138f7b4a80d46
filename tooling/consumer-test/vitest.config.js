import { defineConfig } from 'vitest/config';

// The fixture app under app/ is the consumer's, run by src/consumer-test.js against packed packages.
export default defineConfig({ test: { include: ['src/**/*.test.js'] } });
