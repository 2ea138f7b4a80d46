// Prints the gzip size of the built package (every .js file tsup wrote to dist/, yup stays
// external) and fails at 12 KB or more: issue #3 keeps the whole package under that budget.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { gzipSync } from 'node:zlib';

const LIMIT = 12 * 1024;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

let files;
try {
  files = readdirSync(dist).filter((name) => name.endsWith('.js'));
} catch {
  files = [];
}
if (files.length === 0) {
  process.stderr.write('size: no dist/*.js, run tsup first\n');
  process.exit(1);
}

let raw = 0;
let gzip = 0;
for (const name of files) {
  const code = readFileSync(join(dist, name));
  const zipped = gzipSync(code, { level: 9 }).length;
  raw += code.length;
  gzip += zipped;
  process.stdout.write(`size: dist/${name} ${(code.length / 1024).toFixed(2)} KB, ${(zipped / 1024).toFixed(2)} KB gzip\n`);
}
const verdict = gzip < LIMIT ? 'within' : 'OVER';
process.stdout.write(
  `size: @storefront/domain ${(raw / 1024).toFixed(2)} KB, ${(gzip / 1024).toFixed(2)} KB gzip (yup excluded), ${verdict} the ${LIMIT / 1024} KB budget\n`,
);
if (gzip >= LIMIT) process.exit(1);
