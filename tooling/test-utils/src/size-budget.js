#!/usr/bin/env node
// Prints the gzip size of a built package (every .js file tsup wrote to dist/; its dependencies stay
// external) and exits 1 at the budget or over it: size-budget <budget in KB> [note], run in the
// package's folder after tsup.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const [budgetText, note] = process.argv.slice(2);
const budgetKb = Number(budgetText);
if (!(budgetKb > 0)) {
  console.error('usage: size-budget <budget in KB> [note]');
  process.exit(2);
}
const dist = join(process.cwd(), 'dist');
const { name } = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8'));

let files;
try {
  files = readdirSync(dist).filter((file) => file.endsWith('.js'));
} catch {
  files = [];
}
if (files.length === 0) {
  console.error('size: no dist/*.js, run tsup first');
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
let raw = 0;
let gzip = 0;
for (const file of files) {
  const code = readFileSync(join(dist, file));
  const zipped = gzipSync(code, { level: 9 }).length;
  raw += code.length;
  gzip += zipped;
  console.log(`size: dist/${file} ${kb(code.length)}, ${kb(zipped)} gzip`);
}
const within = gzip < budgetKb * 1024;
console.log(`size: ${name} ${kb(raw)}, ${kb(gzip)} gzip${note ? ` (${note})` : ''}, ${within ? 'within' : 'OVER'} the ${budgetKb} KB budget`);
if (!within) process.exit(1);
