// Prints what importing one component of the built kit adds to an app's JavaScript, and fails at
// the budget: node scripts/import-cost.mjs [Component] [budget KB] (default Button, 5). The entry
// `import { Button } from 'dist/index.js'` is bundled and minified by Vite with React left
// external, as an app would share it; unused components must shake out. The stylesheet is one
// file an app loads once (@storefront/ui/styles.css); its size is printed beside.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const [name = 'Button', budgetText = '5'] = process.argv.slice(2);
const budgetKb = Number(budgetText);
const packageDir = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'ui-import-cost-'));
const entry = join(dir, 'entry.js');
writeFileSync(entry, `import { ${name} } from ${JSON.stringify(join(packageDir, 'dist', 'index.js'))};\nexport { ${name} };\n`);

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
try {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'entry' },
      rollupOptions: { external: [/^react(\/|$)/, /^react-dom(\/|$)/] },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const js = chunks
    .filter((chunk) => chunk.type === 'chunk')
    .map((chunk) => chunk.code)
    .join('\n');
  const gzip = gzipSync(js, { level: 9 }).length;
  const css = gzipSync(readFileSync(join(packageDir, 'dist', 'index.css')), { level: 9 }).length;
  const within = gzip < budgetKb * 1024;
  console.log(
    `import cost: { ${name} } from @storefront/ui adds ${kb(js.length)}, ${kb(gzip)} gzip of JavaScript (React external), ` +
      `${within ? 'within' : 'OVER'} the ${budgetKb} KB budget; the kit's stylesheet is ${kb(css)} gzip`,
  );
  if (!within) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
