// Runs after tsup. The declaration bundler copies the English JSON files, which type `Resources`
// (en.json and account/en.json), into the declarations as `var` statements with values: not valid
// in a .d.ts, so a consumer's TypeScript rejects the file (without skipLibCheck) or reads the
// texts' shape loosely. This replaces them with `declare const english` and `declare const
// englishAccount`, each typed as its JSON, as TypeScript gives it.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const packageDir = join(import.meta.dirname, '..');
const dist = join(packageDir, 'dist');
// From the first copied group to the end of the last of the two files' objects.
const INLINED = /^var \w+ = [\s\S]*^var (?:english|englishAccount) = \{\n[\s\S]*?^\};\n/m;

/** The TypeScript type of a JSON value, strings widened as in a JSON module's type. */
function typeOf(value, indent) {
  if (typeof value === 'string') return 'string';
  const inner = `${indent}    `;
  const members = Object.entries(value).map(([key, child]) => `${inner}${JSON.stringify(key)}: ${typeOf(child, inner)};`);
  return `{\n${members.join('\n')}\n${indent}}`;
}

const resources = join(packageDir, 'src', 'resources');
const english = JSON.parse(await readFile(join(resources, 'en.json'), 'utf8'));
const englishAccount = JSON.parse(await readFile(join(resources, 'account', 'en.json'), 'utf8'));
const declaration = `declare const english: ${typeOf(english, '')};\ndeclare const englishAccount: ${typeOf(englishAccount, '')};\n`;
let replaced = 0;
for (const name of await readdir(dist)) {
  if (!name.endsWith('.d.ts')) continue;
  const file = join(dist, name);
  const text = await readFile(file, 'utf8');
  if (INLINED.test(text)) {
    await writeFile(file, text.replace(INLINED, declaration));
    replaced += 1;
  } else if (/^var /m.test(text)) {
    throw new Error(`${name}: top-level var statements the script does not recognise`);
  }
}
if (replaced !== 1) throw new Error(`expected the English resources inlined in one declaration file, found ${replaced}`);
