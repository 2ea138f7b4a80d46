import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';

/**
 * Vitest config for a workspace package: workspace imports resolve to their `source` condition
 * (src/), so tests never need a prior build.
 * @param {import('vitest/config').ViteUserConfig} [overrides]
 */
export function vitestConfig(overrides = {}) {
  return mergeConfig(
    defineConfig({
      resolve: { conditions: ['source', ...defaultClientConditions] },
      ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
      test: { include: ['src/**/*.test.{ts,tsx}'], restoreMocks: true },
    }),
    overrides,
  );
}
