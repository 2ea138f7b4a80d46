import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [react()],
      // Workspace packages resolve to src/ through their `source` condition: no build needed.
      resolve: { conditions: ['source', ...defaultClientConditions] },
      // The preview bundles React and axe for review; none of it reaches the shop.
      build: { chunkSizeWarningLimit: 1600 },
    }),
};

export default config;
