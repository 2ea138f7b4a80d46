// Prints the initial JavaScript (gzip) of every route of the built app beside its target. A route's initial JavaScript is what the browser must fetch before the page shows:
// the entry chunk and its static imports, the page's own chunk and its static imports, the lazy
// layout that wraps it (a *Layout.tsx in the page's folder: the account pages', the member
// centre's), and the interface language's texts (the largest of the three is counted): those every
// page needs, and the account texts for the pages whose routes load them.
// The budgets are the bench's (tooling/bench/budgets.json, initial_js_kb): home and every route.
// Usage: node scripts/route-size.mjs [distDir] [--json file] [--check] [--budgets file]
//   --check exits 1 when a route misses its budget: `pnpm build` runs it so, and a heavier route
//   fails the build and CI. `pnpm bench` reads the figures from the --json file, so the counting
//   lives here only.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { checkBudgets, describeLimit, exitCodeFor, limitsOf } from '@storefront/bench/budgets';

const HOME = 'home/HomePage';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: 'string' },
    check: { type: 'boolean', default: false },
    budgets: { type: 'string', default: fileURLToPath(import.meta.resolve('@storefront/bench/budgets.json')) },
  },
});
const budgets = { initial_js_kb: JSON.parse(readFileSync(values.budgets, 'utf8')).initial_js_kb ?? {} };
const dist = positionals[0] ?? 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzipSize = new Map();

/** Gzip size in bytes of one built file, read once. */
function sizeOf(file) {
  if (!gzipSize.has(file)) gzipSize.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipSize.get(file);
}

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = closure(entryKey);
const dynamicKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
/** The largest of the three languages' files of a text part, beyond what the entry holds. */
const largestLanguage = (pattern) =>
  Math.max(
    0,
    ...dynamicKeys
      .filter((key) => pattern.test(key))
      .map((key) => [...closure(key)].filter((file) => !entryFiles.has(file)).reduce((sum, file) => sum + sizeOf(file), 0)),
  );
const language = largestLanguage(/\/i18n\/src\/resources\/[^/]+$/);
const accountTexts = largestLanguage(/\/i18n\/src\/resources\/account\/[^/]+$/);
// The page folders whose routes load the account texts beside the page (withAccountTexts in src/app/routes.ts).
const ACCOUNT_FOLDERS = new Set(['auth', 'cart', 'checkout', 'member', 'order-detail', 'result']);
const pageKeys = dynamicKeys.filter((key) => /\/pages\/.+Page(s)?\.tsx$/.test(key));
const layoutKeys = dynamicKeys.filter((key) => /\/pages\/.+Layout\.tsx$/.test(key));
const folderOf = (key) => key.slice(0, key.lastIndexOf('/'));

const rows = pageKeys.map((key) => {
  const files = new Set([...entryFiles, ...closure(key)]);
  for (const layout of layoutKeys.filter((candidate) => folderOf(candidate) === folderOf(key))) closure(layout, files);
  const name = key.replace(/^.*\/pages\//, '').replace(/\.tsx$/, '');
  const texts = language + (ACCOUNT_FOLDERS.has(name.split('/')[0]) ? accountTexts : 0);
  const bytes = [...files].reduce((sum, file) => sum + sizeOf(file), 0) + texts;
  return { name, bytes };
});
rows.sort((a, b) => b.bytes - a.bytes);

const misses = checkBudgets({ initial_js: { home: HOME, routes: rows } }, budgets);
const verdictOf = (name) => {
  const own = misses.filter(({ subject }) => subject === name);
  if (own.some(({ enforced }) => enforced)) return 'OVER BUDGET';
  return own.length > 0 ? 'over target' : 'within budget';
};
const { home: homeLimit, every_route: routeLimit } = budgets.initial_js_kb;
const described = (entry) => limitsOf(entry).map((limit) => `${describeLimit(limit)}${limit.enforced === false ? ' (target)' : ''}`);
console.log(
  `Initial JavaScript per route (gzip; entry ${kb([...entryFiles].reduce((sum, file) => sum + sizeOf(file), 0))} KB + language ${kb(language)} KB + page, and the account texts ${kb(accountTexts)} KB on the account pages):`,
);
for (const { name, bytes } of rows) {
  const limits = [name === HOME ? homeLimit : undefined, routeLimit].filter(Boolean).flatMap(described);
  console.log(`  ${name.padEnd(36)} ${kb(bytes).padStart(6)} KB  ${verdictOf(name)} ${limits.join(', ')} KB`);
}

if (values.json) {
  const entryBytes = [...entryFiles].reduce((sum, file) => sum + sizeOf(file), 0);
  const figures = {
    dist,
    entry_bytes: entryBytes,
    language_bytes: language,
    account_texts_bytes: accountTexts,
    home: HOME,
    routes: rows.map(({ name, bytes }) => ({ name, bytes })),
  };
  mkdirSync(dirname(values.json), { recursive: true });
  writeFileSync(values.json, `${JSON.stringify(figures, null, 2)}\n`);
}

const targets = misses.filter(({ enforced }) => !enforced);
if (targets.length > 0) console.log(`Targets not yet met (reported, not enforced): ${targets.length}, e.g. ${targets[0].message}`);
if (exitCodeFor(misses, values.check) !== 0) {
  const enforced = misses.filter((miss) => miss.enforced);
  for (const { message } of enforced) console.error(`route-size: ${message}`);
  console.error(`route-size: ${enforced.length} budget(s) missed (${values.budgets})`);
  process.exit(1);
}
