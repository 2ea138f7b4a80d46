import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** Lints code as if it were the file at path (relative to the repo root); the file need not exist. */
async function lint(path, code) {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

/** Matches one reported problem of rule ruleId whose message contains every fragment. */
function problem(ruleId, ...fragments) {
  const hasAll = (message) => fragments.every((fragment) => message.includes(fragment));
  return { ruleId, message: expect.toSatisfy(hasAll, `a message containing ${fragments.join(' and ')}`) };
}

describe('layer rules of ARCHITECTURE.md', () => {
  it.each([
    [
      'ui importing the store',
      'packages/ui/src/Bad.tsx',
      "import { makeStore } from '@storefront/store';\nexport const x = makeStore;",
      problem(
        'no-restricted-imports',
        "'@storefront/store'",
        'Layer ui may import only @storefront/domain, @storefront/i18n',
        'ui is presentational: data and callbacks come in as props (ARCHITECTURE.md)',
      ),
    ],
    [
      'domain importing react',
      'packages/domain/src/bad.ts',
      "import { useState } from 'react';\nexport const x = useState;",
      problem(
        'no-restricted-imports',
        "'react'",
        'Layer domain must not import it',
        'domain is framework-free: pure rules, the environment comes in as arguments',
      ),
    ],
    [
      'domain reading window',
      'packages/domain/src/bad.ts',
      'export const width = window.innerWidth;',
      problem('no-restricted-globals', "'window'", 'Layer domain must not touch browser state', 'the environment comes in as arguments'),
    ],
    [
      'domain calling fetch',
      'packages/domain/src/bad.ts',
      "export const load = () => fetch('/v1/product');",
      problem('no-restricted-globals', "'fetch'", 'Layer domain must not touch browser state'),
    ],
    [
      'api-client importing react',
      'packages/api-client/src/bad.ts',
      "import { useEffect } from 'react';\nexport const x = useEffect;",
      problem('no-restricted-imports', "'react'", 'Layer api-client must not import it', 'come in as injected callbacks'),
    ],
    [
      'api-client using window.location',
      'packages/api-client/src/bad.ts',
      "export const toLogin = () => { window.location.href = '/login'; };",
      problem(
        'no-restricted-properties',
        "'window.location'",
        'Layer api-client must not touch browser state',
        'navigation, toasts and logout come in as injected callbacks',
      ),
    ],
    [
      'api-client using the location global',
      'packages/api-client/src/bad.ts',
      'export const here = () => location.pathname;',
      problem('no-restricted-globals', "'location'", 'Layer api-client must not touch browser state'),
    ],
    [
      'api-client importing the reference API outside its tests',
      'packages/api-client/src/bad.ts',
      "import { buildApp } from '@storefront/api';\nexport const x = buildApp;",
      problem(
        'no-restricted-imports',
        "'@storefront/api'",
        'Layer api-client may import only @storefront/api-contract, @storefront/domain',
      ),
    ],
    [
      'apps/api importing the UI kit',
      'apps/api/src/bad.ts',
      "import { ProductCard } from '@storefront/ui';\nexport const x = ProductCard;",
      problem('no-restricted-imports', "'@storefront/ui'", 'Layer apps/api may import only @storefront/domain, @storefront/api-contract'),
    ],
    [
      'the store main entry importing react',
      'packages/store/src/bad.ts',
      "import { useMemo } from 'react';\nexport const x = useMemo;",
      problem('no-restricted-imports', "'react'", 'Layer store must not import it', 'React bindings live under @storefront/store/react'),
    ],
    [
      'the store main entry importing the React flavour of RTK Query',
      'packages/store/src/bad.ts',
      "import { createApi } from '@reduxjs/toolkit/query/react';\nexport const x = createApi;",
      problem('no-restricted-imports', "'@reduxjs/toolkit/query/react'", 'Layer store must not import it'),
    ],
    [
      'the store main entry importing its own React bindings',
      'packages/store/src/bad.ts',
      "import { useAppSelector } from './react/index.js';\nexport const x = useAppSelector;",
      problem('no-restricted-imports', "'./react/index.js'", 'Layer store must not import it'),
    ],
    [
      'the store React bindings importing the UI kit',
      'packages/store/src/react/bad.ts',
      "import { ProductCard } from '@storefront/ui';\nexport const x = ProductCard;",
      problem('no-restricted-imports', "'@storefront/ui'", 'Layer store/react may import only @storefront/store', 'never the UI kit'),
    ],
    [
      'i18n main entry importing react-i18next',
      'packages/i18n/src/bad.ts',
      "import { useTranslation } from 'react-i18next';\nexport const x = useTranslation;",
      problem('no-restricted-imports', "'react-i18next'", 'Layer i18n must not import it'),
    ],
    [
      'the storefront importing the raw useSelector',
      'apps/storefront/src/Bad.tsx',
      "import { useSelector } from 'react-redux';\nexport const x = useSelector;",
      problem(
        'no-restricted-imports',
        "'useSelector' import from 'react-redux' is restricted",
        'Use the typed hooks of @storefront/store/react',
      ),
    ],
    [
      'the storefront importing the API server',
      'apps/storefront/src/Bad.tsx',
      "import { buildApp } from '@storefront/api';\nexport const x = buildApp;",
      problem('no-restricted-imports', "'@storefront/api'", 'Layer apps/storefront may import only', 'reaches the API over HTTP only'),
    ],
    [
      'a deep import into another package by name',
      'apps/storefront/src/Bad.tsx',
      "import { formatTwd } from '@storefront/domain/src/price.js';\nexport const x = formatTwd;",
      problem(
        'no-restricted-imports',
        "'@storefront/domain/src/price.js'",
        'Import a package by its name and public entry, never its files',
      ),
    ],
    [
      'a deep import into another package by a relative path',
      'packages/ui/src/Bad.tsx',
      "import { formatTwd } from '../../domain/src/price.js';\nexport const x = formatTwd;",
      problem('import-x/no-relative-packages', 'Relative import from another package is not allowed', '../../domain/src/price.js'),
    ],
  ])('reports %s', async (_name, path, code, expected) => {
    expect(await lint(path, code)).toContainEqual(expected);
  });

  it.each([
    [
      'the store React bindings using react-redux, react and the store',
      'packages/store/src/react/typed-hooks.ts',
      [
        "import { useMemo } from 'react';",
        "import { useSelector } from 'react-redux';",
        "import { makeStore } from '@storefront/store';",
        'export const x = [useMemo, useSelector, makeStore];',
      ].join('\n'),
    ],
    [
      'the storefront using the typed hooks',
      'apps/storefront/src/pages/CartPage.tsx',
      "import { Provider } from 'react-redux';\nimport { useAppSelector } from '@storefront/store/react';\nexport const x = [Provider, useAppSelector];",
    ],
    [
      'api-client tests running against the reference API',
      'packages/api-client/src/round-trip.test.ts',
      "import { buildApp } from '@storefront/api';\nexport const x = buildApp;",
    ],
    [
      'i18n React bindings importing react-i18next',
      'packages/i18n/src/react/use-locale.ts',
      "import { useTranslation } from 'react-i18next';\nexport const x = useTranslation;",
    ],
    [
      'a clean domain file',
      'packages/domain/src/shipping-fee.ts',
      [
        "import { effectivePrice, type Priced } from './price.js';",
        '',
        '/** Free shipping from NT$1,000. */',
        'export function shippingFee(items: readonly Priced[]): number {',
        '  return items.reduce((sum, item) => sum + effectivePrice(item), 0) >= 1000 ? 0 : 60;',
        '}',
      ].join('\n'),
    ],
    [
      'a clean ui component and its test',
      'packages/ui/src/price-badge/PriceBadge.test.tsx',
      [
        "import { formatTwd } from '@storefront/domain';",
        "export const PriceBadge = ({ amount }: { amount: number }) => <span>{formatTwd(amount, 'tw')}</span>;",
      ].join('\n'),
    ],
    ['a default export in a config file', 'packages/domain/vitest.config.ts', 'export default { test: {} };'],
  ])('accepts %s', async (_name, path, code) => {
    expect(await lint(path, code)).toEqual([]);
  });
});

describe('conventions', () => {
  it.each([
    [
      'a PascalCase .ts file',
      'packages/domain/src/BadName.ts',
      problem('check-file/filename-naming-convention', '"BadName.ts"', '"KEBAB_CASE"'),
    ],
    [
      'a kebab-case component file',
      'packages/ui/src/product-card.tsx',
      problem('check-file/filename-naming-convention', '"product-card.tsx"', '"PASCAL_CASE"'),
    ],
    [
      'a PascalCase folder under src',
      'packages/ui/src/ProductCard/ProductCard.tsx',
      problem('check-file/folder-naming-convention', '"ProductCard"', '"KEBAB_CASE"'),
    ],
  ])('reports %s', async (_name, path, expected) => {
    expect(await lint(path, 'export const x = 1;')).toContainEqual(expected);
  });

  it('reports a page dispatching an endpoint of the shop API itself', async () => {
    const code = [
      "import { shopApi } from '@storefront/store';",
      "import { useAppDispatch } from '@storefront/store/react';",
      'export function useClaim() {',
      '  const dispatch = useAppDispatch();',
      '  return (code: string) => dispatch(shopApi.endpoints.claimCoupon.initiate({ code })).unwrap();',
      '}',
    ].join('\n');
    expect(await lint('apps/storefront/src/pages/member/claim.ts', code)).toContainEqual(
      problem('no-restricted-syntax', 'useShopMutation (a change) of @storefront/store/react', 'keep the busy state and errors'),
    );
  });

  it.each([
    ['a prefetcher', 'apps/storefront/src/pages/product-list/list-prefetch.ts'],
    ["keep-alive's answers", 'apps/storefront/src/app/keep-alive/page-answers.ts'],
    ['a test', 'apps/storefront/src/pages/product-list/ProductListPage.test.tsx'],
  ])('lets %s dispatch an endpoint itself', async (_name, path) => {
    const code = [
      "import { type AppDispatch, shopApi } from '@storefront/store';",
      'export const prefetch = (dispatch: AppDispatch) => dispatch(shopApi.endpoints.listCategories.initiate(undefined, { subscribe: false }));',
    ].join('\n');
    expect((await lint(path, code)).filter(({ ruleId }) => ruleId === 'no-restricted-syntax')).toEqual([]);
  });

  it('reports a default export outside config files', async () => {
    expect(await lint('packages/domain/src/total.ts', 'export default 1;')).toContainEqual(
      problem('import-x/no-default-export', 'Prefer named exports'),
    );
  });

  it('reports imports out of order: Node, third-party, ours, then relative, alphabetical within each', async () => {
    const code = [
      "import { total } from './total.js';",
      "import { makeStore } from '@storefront/store';",
      "import { useState } from 'react';",
      "import { join } from 'node:path';",
      'export const x = [total, makeStore, useState, join];',
    ].join('\n');
    expect((await lint('apps/storefront/src/app/order.ts', code)).filter(({ ruleId }) => ruleId === 'import-x/order')).toEqual([
      problem('import-x/order', '`@storefront/store` import should occur before import of `./total.js`'),
      problem('import-x/order', '`react` import should occur before import of `./total.js`'),
      problem('import-x/order', '`node:path` import should occur before import of `./total.js`'),
    ]);
    const oursFirst = [
      "import { makeStore } from '@storefront/store';",
      "import { useState } from 'react';",
      'export const x = [makeStore, useState];',
    ];
    expect(await lint('apps/storefront/src/app/order.ts', oursFirst.join('\n'))).toContainEqual(
      problem('import-x/order', '`react` import should occur before import of `@storefront/store`'),
    );
  });

  it('leaves imports in order alone, styles where they are', async () => {
    const code = [
      "import { join } from 'node:path';",
      "import { useState } from 'react';",
      "import { makeStore } from '@storefront/store';",
      "import './order.css';",
      "import { total } from './total.js';",
      'export const x = [total, makeStore, useState, join];',
    ].join('\n');
    expect((await lint('apps/storefront/src/app/order.ts', code)).filter(({ ruleId }) => ruleId === 'import-x/order')).toEqual([]);
  });

  it('reports an import cycle, and the repo lint leaves the cycle fixture alone', async () => {
    const fixtures = ['a.ts', 'b.ts'].map((name) => join(repoRoot, 'tooling/eslint-config/fixtures/cycle', name));
    const results = await new ESLint({ cwd: repoRoot, ignore: false }).lintFiles(fixtures);
    for (const { messages } of results) {
      expect(messages.map(({ ruleId, message }) => ({ ruleId, message }))).toEqual([
        { ruleId: 'import-x/no-cycle', message: 'Dependency cycle detected' },
      ]);
    }
    expect(await eslint.isPathIgnored(fixtures[0])).toBe(true);
  });
});
