import { describe, expect, it } from 'vitest';
import { catalogVersions, packedManifestProblems, publishedExports } from './manifest.js';

const WORKSPACE_YAML = `packages:
  - packages/*

catalog:
  '@types/react': 19.3.0
  react: 19.3.1

allowBuilds:
  esbuild: true
`;

const workspace = {
  dependencies: { '@storefront/domain': 'workspace:*', react: 'catalog:' },
  exports: { '.': { source: './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' } },
};

describe('catalogVersions', () => {
  it('reads the catalog entries, quoted names too, and nothing after the catalog', () => {
    expect([...catalogVersions(WORKSPACE_YAML)]).toEqual([
      ['@types/react', '19.3.0'],
      ['react', '19.3.1'],
    ]);
  });
});

describe('publishedExports', () => {
  it('drops the source condition and keeps the rest in order', () => {
    expect(publishedExports(workspace.exports)).toEqual({ '.': { types: './dist/index.d.ts', import: './dist/index.js' } });
  });
});

describe('packedManifestProblems', () => {
  const catalog = catalogVersions(WORKSPACE_YAML);
  const packed = {
    dependencies: { '@storefront/domain': '0.1.0', react: '19.3.1' },
    exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
  };

  it('finds nothing wrong in a manifest pnpm packed as it should', () => {
    expect(packedManifestProblems(workspace, packed, catalog)).toEqual([]);
  });

  it('reports ranges left as workspace: or off the catalog, and exports that drifted', () => {
    const drifted = {
      dependencies: { '@storefront/domain': 'workspace:*', react: '19.0.0' },
      exports: { '.': { import: './dist/index.js' } },
    };
    expect(packedManifestProblems(workspace, drifted, catalog)).toEqual([
      'dependencies.@storefront/domain is still workspace:*',
      'dependencies.react is 19.0.0, the catalog says 19.3.1',
      'exports differ from the workspace exports without their source conditions (publishConfig.exports out of date?)',
    ]);
  });
});
