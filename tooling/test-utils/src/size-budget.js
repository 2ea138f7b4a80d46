#!/usr/bin/env node
// Prints the gzip size of a built package (every .js file tsup wrote to dist/, read as one stream,
// as an app bundling the whole package would ship it; its dependencies stay external) and exits 1
// at the budget or over it: size-budget <budget in KB> [note], run in the package's folder after tsup.
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
  files = readdirSync(dist, { recursive: true })
    .filter((file) => String(file).endsWith('.js'))
    .sort();
} catch {
  files = [];
}
if (files.length === 0) {
  console.error('size: no dist/*.js, run tsup first');
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const codes = files.map((file) => readFileSync(join(dist, file)));
const raw = codes.reduce((sum, code) => sum + code.length, 0);
const gzip = gzipSync(Buffer.concat(codes), { level: 9 }).length;
if (files.length <= 3) for (const [index, file] of files.entries()) console.log(`size: dist/${file} ${kb(codes[index].length)}`);
const within = gzip < budgetKb * 1024;
console.log(
  `size: ${name} ${kb(raw)} in ${files.length} file${files.length === 1 ? '' : 's'}, ${kb(gzip)} gzip${note ? ` (${note})` : ''}, ${within ? 'within' : 'OVER'} the ${budgetKb} KB budget`,
);
if (!within) process.exit(1);
