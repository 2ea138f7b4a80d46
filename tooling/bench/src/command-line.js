// The bench commands' command lines (bench, bench:ab, bench:trace): node's parseArgs with --help,
// a lone `--` dropped (pnpm may pass one through), and exit code 2 with the usage on a mistake.
import { parseArgs } from 'node:util';
import { PAGE_KEYS } from './shop.js';

/**
 * The values of `argv` for `options` (parseArgs's; --help is added), and `fail(message)`, which
 * prints the message after the command's name, then the usage, and exits 2. --help prints the
 * usage and exits 0.
 */
export function readCommandLine(argv, { command, usage, options }) {
  const fail = (message) => {
    console.error(`${command}: ${message}\n${usage}`);
    process.exit(2);
  };
  let values;
  try {
    values = parseArgs({
      args: argv.filter((arg) => arg !== '--'),
      options: { ...options, help: { type: 'boolean', default: false } },
    }).values;
  } catch (error) {
    fail(error.message);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return { values, fail };
}

/** The option `--name`'s value as a whole number of at least `min`; `fail` is called otherwise. */
export function wholeNumber(value, { name, min }, fail) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) fail(`--${name} must be a whole number >= ${min}, got "${value}"`);
  return number;
}

/** The page keys of a `--pages` list (comma-separated); `fail` is called on an unknown key. */
export function pageKeys(list, fail) {
  const pages = list.split(',').map((key) => key.trim());
  const unknown = pages.filter((key) => !PAGE_KEYS.includes(key));
  if (unknown.length > 0) fail(`unknown page "${unknown.join(',')}"`);
  return pages;
}
