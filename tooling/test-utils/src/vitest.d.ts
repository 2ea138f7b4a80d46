import type { ViteUserConfig } from 'vitest/config';

/** Vitest config for a workspace package: workspace imports resolve to their `source` condition. */
export declare function vitestConfig(overrides?: ViteUserConfig): ViteUserConfig;
