import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults } from 'vitest/config';
import { vitestConfig } from '@storefront/test-utils/vitest';

const INCLUDE = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'];

/** Every test file, relative to this folder. */
const testFiles = ['src', 'scripts']
  .flatMap((folder) =>
    readdirSync(join(import.meta.dirname, folder), { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file)),
  )
  .filter((file) => /\.test\.(ts|tsx|mjs)$/.test(file));

/**
 * The files that replace modules (vi.mock, vi.doMock) run isolated, each with a module graph of its
 * own. Every other file shares its worker's jsdom and loaded modules with the files run before it
 * (isolate: false) rather than building both again.
 */
const mocking = testFiles.filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(join(import.meta.dirname, file), 'utf8')));
const sharing = testFiles.filter((file) => !mocking.includes(file));

export default vitestConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
    testTimeout: 15_000,
    projects: [
      // A project's include and exclude add to the root's: each project excludes the other's files.
      { extends: true, test: { name: 'shared', include: INCLUDE, exclude: [...configDefaults.exclude, ...mocking], isolate: false } },
      ...(mocking.length > 0
        ? [{ extends: true as const, test: { name: 'isolated', include: mocking, exclude: [...configDefaults.exclude, ...sharing] } }]
        : []),
    ],
  },
});
