#!/usr/bin/env node
// Proves the workspace installs, builds and passes its unit tests on other Node LTS lines than the
// machine's: each line's binary comes from the npm registry's `node` package, into a temporary
// folder that also holds a copy of the working tree, so the main tree's node_modules stay as they are.
// Usage: node scripts/node-lines.mjs [line ...]   (default: 24; `pnpm test:all` runs it)
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lines = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['24'];
const temp = mkdtempSync(join(tmpdir(), 'node-lines-'));

let current;
const cleanUp = () => rmSync(temp, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    current?.kill(signal);
    cleanUp();
    process.exit(130);
  });
}

/** Runs a command to its end, output streamed; resolves with its exit code. */
function run(command, args, options) {
  return new Promise((resolve, reject) => {
    current = spawn(command, args, { stdio: 'inherit', ...options });
    current.on('error', reject);
    current.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The output of a git command in the main tree, one entry a line. */
function gitList(args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.split('\n').filter(Boolean);
}

/**
 * A clone of the main tree that shares its objects, plus the working tree's uncommitted changes,
 * so the check sees what is on disk; turbo needs the git repository a plain copy would lack.
 */
function copyWorkingTree(target) {
  const clone = spawnSync('git', ['clone', '--quiet', '--shared', root, target], { stdio: 'inherit' });
  if (clone.status !== 0) throw new Error('git clone failed');
  const deleted = new Set(gitList(['ls-files', '--deleted']));
  for (const file of deleted) rmSync(join(target, file), { force: true });
  for (const file of gitList(['ls-files', '--modified', '--others', '--exclude-standard'])) {
    if (!deleted.has(file)) cpSync(join(root, file), join(target, file));
  }
}

const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

/** Installs one line's Node, then the workspace, its builds and its unit tests on it; returns the summary line. */
async function check(line) {
  const folder = join(temp, `node${line}`);
  const started = performance.now();
  const npm = await run('npm', [
    'install',
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    '--prefix',
    join(folder, 'node'),
    `node@${line}`,
  ]);
  if (npm !== 0) return { ok: false, text: `Node ${line}: could not install node@${line} from the registry` };
  const bin = join(folder, 'node', 'node_modules', '.bin');
  const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`, TURBO_TELEMETRY_DISABLED: '1' };
  const version = spawnSync(join(bin, 'node'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  const repo = join(folder, 'repo');
  copyWorkingTree(repo);
  const steps = [
    ['install', ['install', '--frozen-lockfile', '--prefer-offline']],
    // Only failing tasks print their logs. turbo's cache stays inside the copy: its hashes leave
    // Node's version out, so the machine's cache would answer for the very runs this is about.
    ['build and unit tests', ['turbo', 'run', 'build', 'test', '--concurrency=2', '--output-logs=errors-only']],
  ];
  const times = [];
  for (const [name, args] of steps) {
    console.log(`\nNode ${version}: ${name} ...`);
    const stepStarted = performance.now();
    const code = await run('pnpm', args, { cwd: repo, env });
    times.push(`${name} ${seconds(stepStarted)}`);
    if (code !== 0) return { ok: false, text: `Node ${version}: ${name} FAILED (${times.join(', ')})` };
  }
  return { ok: true, text: `Node ${version}: install, build and unit tests passed (${times.join(', ')}; ${seconds(started)} in all)` };
}

const results = [];
try {
  for (const line of lines) results.push(await check(line));
} finally {
  cleanUp();
}
console.log(`\nNode lines (machine: ${process.version}):`);
for (const { ok, text } of results) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${text}`);
process.exit(results.every(({ ok }) => ok) ? 0 : 1);
