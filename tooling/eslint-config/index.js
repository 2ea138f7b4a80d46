import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The workspace packages that form the layers; tooling packages (test-utils, tsup-config...) serve every layer. */
const LAYERED = [
  '@storefront/domain',
  '@storefront/api-contract',
  '@storefront/api-client',
  '@storefront/analytics',
  '@storefront/i18n',
  '@storefront/store',
  '@storefront/ui',
  '@storefront/web',
  '@storefront/api',
];

// Third-party groups a layer may be kept free of. Patterns follow .gitignore syntax: a name covers
// its subpaths, and 'react' matches any path segment, so 'react/jsx-runtime',
// '@reduxjs/toolkit/query/react' and the store's own './react/...' are caught too.
const REACT = ['react', 'react-dom', 'react-i18next', 'react-router', 'formik'];
const REDUX = ['redux', '@reduxjs/*', 'react-redux', 'redux-persist'];
const SERVER = ['fastify', '@fastify/*', 'drizzle-orm', 'pg', '@electric-sql/*'];

/** What a framework-free layer reads from the browser only through its arguments. */
const ENVIRONMENT = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'fetch'];

/** Typed hooks live in @storefront/store/react; the app must not bypass them. */
const RAW_REDUX_HOOKS = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector'],
  message:
    'Use the typed hooks of @storefront/store/react (useAppDispatch, useAppSelector): raw react-redux hooks are banned (ARCHITECTURE.md, Redux conventions).',
};

/**
 * The import rules of ARCHITECTURE.md ("Which way imports go"), one row per layer.
 * dir: the folder; except: sub-folders that are layers of their own, so that every file gets
 * exactly one row; ours: the layered packages it may import; forbid: third-party patterns it must
 * not import; paths: named imports it must not use; globals / properties: browser state it must
 * not touch; react: React code (hooks rules on its .ts files too); why: the reason every message gives.
 */
const LAYERS = [
  {
    name: 'domain',
    dir: 'packages/domain',
    ours: [],
    forbid: [...REACT, ...REDUX, ...SERVER],
    globals: ENVIRONMENT,
    why: 'domain is framework-free: pure rules, the environment comes in as arguments',
  },
  {
    name: 'api-contract',
    dir: 'packages/api-contract',
    ours: ['@storefront/domain'],
    forbid: [...REACT, ...REDUX, ...SERVER],
    globals: ENVIRONMENT,
    why: 'api-contract is the wire format only: schemas, types and codes, no behaviour',
  },
  {
    name: 'api-client',
    dir: 'packages/api-client',
    ours: ['@storefront/api-contract', '@storefront/domain'],
    forbid: [...REACT, ...REDUX],
    globals: ['location'],
    properties: ['window', 'globalThis', 'document'].map((object) => ({ object, property: 'location' })),
    why: 'api-client is framework-free: navigation, toasts and logout come in as injected callbacks',
  },
  {
    name: 'analytics',
    dir: 'packages/analytics',
    ours: ['@storefront/domain'],
    forbid: [...REACT, ...REDUX],
    why: 'analytics builds events from domain objects only: gtag is injected',
  },
  {
    name: 'i18n',
    dir: 'packages/i18n',
    except: ['packages/i18n/src/react'],
    ours: ['@storefront/domain'],
    forbid: [...REACT, ...REDUX],
    why: 'the i18n main entry is framework-free: React bindings live apart under src/react',
  },
  {
    name: 'i18n/react',
    dir: 'packages/i18n/src/react',
    ours: ['@storefront/i18n', '@storefront/domain'],
    forbid: REDUX,
    react: true,
    why: 'the i18n React bindings wrap the i18n main entry only',
  },
  {
    name: 'store',
    dir: 'packages/store',
    except: ['packages/store/src/react'],
    ours: ['@storefront/domain', '@storefront/api-contract', '@storefront/api-client', '@storefront/analytics', '@storefront/i18n'],
    forbid: [...REACT, 'react-redux'],
    why: 'the store main entry is framework-free: React bindings live under @storefront/store/react',
  },
  {
    name: 'store/react',
    dir: 'packages/store/src/react',
    ours: ['@storefront/store'],
    forbid: [],
    react: true,
    why: 'the store React bindings wrap the store (.) only, never the UI kit',
  },
  {
    name: 'ui',
    dir: 'packages/ui',
    ours: ['@storefront/domain', '@storefront/i18n'],
    forbid: [...REDUX, 'react-router'],
    react: true,
    why: 'ui is presentational: data and callbacks come in as props',
  },
  {
    name: 'apps/storefront',
    dir: 'apps/storefront',
    ours: LAYERED.filter((name) => !['@storefront/web', '@storefront/api'].includes(name)),
    forbid: SERVER,
    paths: [RAW_REDUX_HOOKS],
    react: true,
    why: 'the app composes the packages and reaches the API over HTTP only',
  },
  {
    name: 'apps/api',
    dir: 'apps/api',
    ours: ['@storefront/domain', '@storefront/api-contract'],
    forbid: [...REACT, ...REDUX],
    why: 'the API server shares only the rules (domain) and the wire format (api-contract) with the front end',
  },
];

/** Layer rows that grant more than the table, each for a narrow set of files. */
const ALLOWANCES = [
  {
    // api-client's tests run against the reference API (its devDependency), not a mock.
    layer: 'api-client',
    files: ['packages/api-client/src/**/*.test.ts'],
    ours: ['@storefront/api'],
  },
];

/**
 * The storefront calls the shop API through the hooks of @storefront/store/react, which keep the
 * busy state and errors; only code outside React (the prefetchers, keep-alive's answers) and tests
 * dispatch an endpoint's initiate themselves.
 */
const SHOP_CALLS = {
  name: 'storefront/shop-calls',
  files: ['apps/storefront/src/**'],
  ignores: [
    'apps/storefront/src/**/*.test.{ts,tsx}',
    'apps/storefront/src/**/*-prefetch.ts',
    'apps/storefront/src/app/keep-alive/page-answers.ts',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "CallExpression[callee.property.name='initiate']",
        message:
          'Call the shop API with useShopQuery (a read) or useShopMutation (a change) of @storefront/store/react: they keep the busy state and errors. Only code outside React (*-prefetch.ts, keep-alive) dispatches initiate itself (CONTRIBUTING.md).',
      },
    ],
  },
};

/** Everywhere: a package is used through its exports, never its files (relative escapes: import-x/no-relative-packages). */
const DEEP_IMPORTS = {
  group: ['@storefront/*/src', '@storefront/*/dist'],
  message: 'Import a package by its name and public entry, never its files: packages are publishable (ARCHITECTURE.md).',
};

/** Every file ESLint checks. */
const SOURCES = '**/*.{js,mjs,cjs,ts,tsx,mts,cts}';

/** The no-restricted-imports options of a layer: the whole set, since a later config object replaces the rule's options. */
function restrictedImports(layer, extraOurs = []) {
  const allowed = [...layer.ours, ...extraOurs];
  const foreign = LAYERED.filter((name) => !allowed.includes(name));
  const patterns = [DEEP_IMPORTS];
  if (foreign.length > 0) {
    const list = layer.ours.length > 0 ? `only ${layer.ours.join(', ')}` : 'none';
    patterns.push({ group: foreign, message: `Layer ${layer.name} may import ${list} of our packages: ${layer.why} (ARCHITECTURE.md).` });
  }
  if (layer.forbid.length > 0) {
    patterns.push({ group: layer.forbid, message: `Layer ${layer.name} must not import it: ${layer.why} (ARCHITECTURE.md).` });
  }
  return ['error', { paths: layer.paths ?? [], patterns }];
}

/** The config object that enforces one layer row on its folder. */
function layerConfig(layer) {
  const message = `Layer ${layer.name} must not touch browser state: ${layer.why} (ARCHITECTURE.md).`;
  const rules = { 'no-restricted-imports': restrictedImports(layer) };
  if (layer.globals) {
    rules['no-restricted-globals'] = ['error', ...layer.globals.map((name) => ({ name, message }))];
  }
  if (layer.properties) {
    rules['no-restricted-properties'] = ['error', ...layer.properties.map((property) => ({ ...property, message }))];
  }
  return {
    name: `storefront/layer/${layer.name}`,
    files: [`${layer.dir}/**`],
    ignores: (layer.except ?? []).map((dir) => `${dir}/**`),
    rules,
  };
}

/** The config object of an allowance: its layer's imports plus the extra packages. */
function allowanceConfig(allowance) {
  const layer = LAYERS.find(({ name }) => name === allowance.layer);
  return {
    name: `storefront/layer/${layer.name}/allowance`,
    files: allowance.files,
    rules: { 'no-restricted-imports': restrictedImports(layer, allowance.ours) },
  };
}

/**
 * Every tsconfig.json of apps/* and packages/*, as absolute paths so linting from any folder
 * resolves alike (the resolver's own globbing of absolute patterns misses files below its cwd).
 */
function tsconfigProjects(rootDir) {
  return ['apps', 'packages'].flatMap((group) =>
    readdirSync(join(rootDir, group))
      .map((name) => join(rootDir, group, name, 'tsconfig.json'))
      .filter((file) => existsSync(file)),
  );
}

/**
 * The repo's flat config: TypeScript, React hooks, file naming, import cycles and the layer rules of ARCHITECTURE.md.
 * @param {{ rootDir: string }} options rootDir: the monorepo root, where eslint.config.js sits
 */
export function createConfig({ rootDir }) {
  const reactDirs = LAYERS.filter((layer) => layer.react).map((layer) => `${layer.dir}/**/*.ts`);
  return defineConfig(
    globalIgnores(
      [
        '**/node_modules/',
        '**/dist/',
        // Side-by-side end-to-end runs build into their own folders (E2E_DIST, E2E_OUTPUT).
        '**/dist-*/',
        '**/test-results-*/',
        '**/storybook-static/',
        '**/.turbo/',
        '**/coverage/',
        '**/.data/',
        '**/test-results/',
        '**/playwright-report/',
        'apps/api/drizzle/',
        // Linted by its own test with ignore: false: it is an import cycle on purpose.
        'tooling/eslint-config/fixtures/',
      ],
      'storefront/ignores',
    ),
    {
      name: 'storefront/sources',
      files: [SOURCES],
      extends: [js.configs.recommended, tseslint.configs.recommended],
      plugins: { 'import-x': importX, 'check-file': checkFile },
      settings: {
        // Files import-x reads to follow imports (no-cycle); its default is .js only.
        'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'],
        // Our packages are a group of their own in import-x/order, after the third-party ones.
        'import-x/internal-regex': '^@storefront/',
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            project: tsconfigProjects(rootDir),
            noWarnOnMultipleProjects: true,
            conditionNames: ['source', 'types', 'import', 'default'],
          }),
        ],
      },
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-relative-packages': 'error',
        'import-x/no-default-export': 'error',
        // One order of imports everywhere, which `eslint --fix` writes: Node's, third-party packages,
        // ours, then the package's own files; alphabetical within each. Imports for their side
        // effects only (styles) stay where they are: their order is the cascade's.
        'import-x/order': [
          'error',
          {
            groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
            'newlines-between': 'never',
            alphabetize: { order: 'asc', caseInsensitive: true },
          },
        ],
        'check-file/filename-naming-convention': [
          'error',
          {
            // Components: *.tsx under src, except the entry files; tests and stories by their base name.
            '**/src/**/!(main|index).tsx': 'PASCAL_CASE',
            '**/*.{js,mjs,cjs,ts,mts,cts}': 'KEBAB_CASE',
          },
          { ignoreMiddleExtensions: true },
        ],
        'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
        'no-restricted-imports': ['error', { patterns: [DEEP_IMPORTS] }],
      },
    },
    {
      name: 'storefront/default-exports',
      files: ['**/*.config.{js,mjs,cjs,ts,mts}', '**/.storybook/**', '**/*.stories.tsx'],
      rules: { 'import-x/no-default-export': 'off' },
    },
    {
      name: 'storefront/react',
      files: ['**/*.tsx', ...reactDirs],
      extends: [reactHooks.configs.flat.recommended],
    },
    {
      name: 'storefront/globals/node',
      files: ['**/*.config.{js,mjs,cjs,ts,mts}', 'scripts/**', 'tooling/**', 'apps/api/**'],
      languageOptions: { globals: globals.node },
    },
    {
      name: 'storefront/globals/browser',
      files: ['apps/storefront/**', 'packages/ui/**'],
      languageOptions: { globals: globals.browser },
    },
    ...LAYERS.map(layerConfig),
    ...ALLOWANCES.map(allowanceConfig),
    SHOP_CALLS,
  );
}
