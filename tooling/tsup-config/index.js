import { defineConfig } from 'tsup';

/**
 * tsup options for a publishable package: ESM and declarations for each entry, into dist/.
 * TypeScript 6 flags options tsup's dts step still sets, hence ignoreDeprecations.
 * @param {string[]} entry source entry points, e.g. ['src/index.ts']
 */
export function libraryConfig(entry = ['src/index.ts']) {
  return defineConfig({
    entry,
    format: ['esm'],
    target: 'es2022',
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    sourcemap: true,
    clean: true,
    treeshake: true,
  });
}
