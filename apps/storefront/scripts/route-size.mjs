// Prints the initial JavaScript (gzip) of every route of the built app beside its target. A route's initial JavaScript is what the browser must fetch before the page shows:
// the entry chunk and its static imports, the page's own chunk and its static imports, the lazy
// layout that wraps it (a *Layout.tsx in the page's folder: the account pages', the member
// centre's), and the interface language's resources (the largest of the three is counted).
// Usage: node scripts/route-size.mjs [distDir] [--json file]   (run by `pnpm build` after vite build;
// `pnpm bench` reads the figures from the --json file, so the counting lives here only)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

/**
 * Targets in KB gzip: the home route (issue 9) and every route (issue 10). They are printed, not
 * enforced yet: the entry alone is over both (see the README's "Initial JavaScript" section).
 */
const HOME_TARGET_KB = 120;
const ROUTE_TARGET_KB = 160;
const HOME = 'home/HomePage';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { json: { type: 'string' } } });
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
const localeKeys = dynamicKeys.filter((key) => /\/i18n\/src\/resources\//.test(key));
const language = Math.max(...localeKeys.map((key) => [...closure(key)].filter((file) => !entryFiles.has(file)).reduce((sum, file) => sum + sizeOf(file), 0)));
const pageKeys = dynamicKeys.filter((key) => /\/pages\/.+Page(s)?\.tsx$/.test(key));
const layoutKeys = dynamicKeys.filter((key) => /\/pages\/.+Layout\.tsx$/.test(key));
const folderOf = (key) => key.slice(0, key.lastIndexOf('/'));

const rows = pageKeys.map((key) => {
  const files = new Set([...entryFiles, ...closure(key)]);
  for (const layout of layoutKeys.filter((candidate) => folderOf(candidate) === folderOf(key))) closure(layout, files);
  const bytes = [...files].reduce((sum, file) => sum + sizeOf(file), 0) + language;
  const name = key.replace(/^.*\/pages\//, '').replace(/\.tsx$/, '');
  return { name, bytes };
});
rows.sort((a, b) => b.bytes - a.bytes);

console.log(`Initial JavaScript per route (gzip; entry ${kb([...entryFiles].reduce((sum, file) => sum + sizeOf(file), 0))} KB + language ${kb(language)} KB + page):`);
for (const { name, bytes } of rows) {
  const target = name === HOME ? HOME_TARGET_KB : ROUTE_TARGET_KB;
  const verdict = bytes / 1024 <= target ? 'within' : 'over';
  console.log(`  ${name.padEnd(36)} ${kb(bytes).padStart(6)} KB  ${verdict} target ${target} KB`);
}

if (values.json) {
  const entryBytes = [...entryFiles].reduce((sum, file) => sum + sizeOf(file), 0);
  const figures = {
    dist,
    entry_bytes: entryBytes,
    language_bytes: language,
    targets_kb: { home: HOME_TARGET_KB, route: ROUTE_TARGET_KB },
    home: HOME,
    routes: rows.map(({ name, bytes }) => ({ name, bytes })),
  };
  mkdirSync(dirname(values.json), { recursive: true });
  writeFileSync(values.json, `${JSON.stringify(figures, null, 2)}\n`);
}
