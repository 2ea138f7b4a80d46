import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resources } from './create-i18n.js';
import { valueAt } from './testing/resource-entries.js';

const en = resources.en.translation;

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The code that translates: the app, the UI kit and the store. */
const SOURCE_DIRS = ['apps/storefront/src', 'packages/ui/src', 'packages/store/src'];

// A key names a text: letters first, then dotted segments ('errors.40001', 'storageErrors.storage/unknown').
const KEY = String.raw`[A-Za-z][\w-]*(?:\.[\w/-]+)+`;

/** Static keys: t('…') and i18n.t('…'), usePageTitle('…'), and any *Key prop or property (titleKey: '…', i18nKey="…"). */
const KEY_PATTERNS = [
  new RegExp(String.raw`(?<![\w$])t\(\s*(['"\x60])(${KEY})\1`, 'g'),
  new RegExp(String.raw`\busePageTitle\(\s*(['"\x60])(${KEY})\1`, 'g'),
  new RegExp(String.raw`\b\w*Key\s*[:=]\s*\{?\s*(['"\x60])(${KEY})\1`, 'g'),
];

/** Built keys: t(`order.status.${status}`) and t('apiClient.' + key) must start with a namespace. */
const PREFIX_PATTERNS = [/(?<![\w$])t\(\s*`([\w.-]+)\.\$\{/g, /(?<![\w$])t\(\s*(['"])([\w.-]+)\.\1\s*\+/g];

/** The keys and key prefixes a source text uses. */
function usages(source: string): { keys: string[]; prefixes: string[] } {
  const keys = KEY_PATTERNS.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[2] ?? ''));
  const prefixes = PREFIX_PATTERNS.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match.at(-1) ?? ''));
  return { keys, prefixes };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('the key scan', () => {
  it('finds static keys, page titles, *Key props and the namespaces of built keys', () => {
    const source = [
      'const { t } = useTranslation(); t(\'home.heading\'); i18n.t("common.retry", { x: 1 });',
      "usePageTitle('title.cart'); <Trans i18nKey=\"coupon.threshold\" />; const item = { labelKey: 'nav.all' };",
      "t(`order.status.${status}`); messages: (key) => t('apiClient.' + key); format(value); it('says so', noop);",
      "const storageKey = 'lang'; set('a.b'); expect(at('x.y'));",
    ].join('\n');
    expect(usages(source)).toEqual({
      keys: ['home.heading', 'common.retry', 'title.cart', 'coupon.threshold', 'nav.all'],
      prefixes: ['order.status', 'apiClient'],
    });
  });
});

describe('every key the code uses', () => {
  const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(REPO_ROOT, dir)));
  const found = files.map((file) => ({ file: relative(REPO_ROOT, file), ...usages(readFileSync(file, 'utf8')) }));

  it('is read from the app, the UI kit and the store', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(found.flatMap(({ keys }) => keys).length).toBeGreaterThan(0);
  });

  it('names a text of the resources', () => {
    const missing = found.flatMap(({ file, keys }) =>
      keys.filter((key) => typeof valueAt(en, key) !== 'string').map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('builds keys under a namespace of the resources', () => {
    const missing = found.flatMap(({ file, prefixes }) =>
      prefixes.filter((prefix) => typeof valueAt(en, prefix) !== 'object').map((prefix) => `${file}: ${prefix}.*`),
    );
    expect(missing).toEqual([]);
  });
});
