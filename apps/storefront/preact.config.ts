import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * The storefront renders with Preact (preact/compat) instead of React DOM: the code, the kit and
 * the libraries are written against React's API, and these aliases point every import of react and
 * react-dom at Preact's compatibility layer. React DOM alone is 62 KB gzip; Preact is about 11 KB,
 * which is what brings every route under its initial-JavaScript budget (README, "Initial
 * JavaScript of the storefront"). The packages stay React libraries for the teams that install
 * them, and Storybook shows them with React. The unit tests render with React too (Vitest runs
 * the libraries untransformed, past any alias); the end-to-end suite drives the Preact build.
 *
 * Resolved to absolute paths: the packages' own sources import react from their folders, where
 * preact is not installed.
 */
const resolved = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: resolved('preact/compat') },
  { find: /^react-dom$/, replacement: resolved('preact/compat') },
  { find: /^react-dom\/client$/, replacement: resolved('preact/compat/client') },
  { find: /^react\/jsx-runtime$/, replacement: resolved('preact/jsx-runtime') },
  { find: /^react\/jsx-dev-runtime$/, replacement: resolved('preact/jsx-dev-runtime') },
];

