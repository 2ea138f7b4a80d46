#!/usr/bin/env node
// Proves the shop sets up and starts on other Node LTS lines than the machine's: the workspace
// installs and builds, the publishable packages pass their unit tests, and the built API and
// storefront start and answer (the API with its seeded catalogue, the storefront's page and its
// proxy to the API). The two apps' own suites run once, on the machine's Node, in the main run:
// repeating them here would double the slowest part of CI for the same code.
// Each line's binary comes from the npm registry's `node` package, into a temporary folder that
// also holds a copy of the working tree, so the main tree's node_modules stay as they are.
// Usage: node scripts/node-lines.mjs [line ...]   (default: 24; `pnpm test:all` runs it)
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePorts } from '@storefront/test-utils';
import { startProcess, stopProcess } from '@storefront/test-utils/processes';

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

/** The apps, whose own suites run on the machine's Node only; on the other lines they are built and started. */
const APPS = ['@storefront/api', '@storefront/web'];

const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

/** Installs one line's Node, then on it the workspace, its builds and the packages' unit tests, and starts the built shop; returns the summary line. */
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
    ['install', () => run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], { cwd: repo, env })],
    // Only failing tasks print their logs. turbo's cache stays inside the copy: its hashes leave
    // Node's version out, so the machine's cache would answer for the very runs this is about.
    [
      'build and package tests',
      () =>
        run(
          'pnpm',
          ['turbo', 'run', 'build', 'test', ...APPS.map((app) => `--filter=!${app}`), '--concurrency=2', '--output-logs=errors-only'],
          { cwd: repo, env },
        ),
    ],
    [
      'apps built',
      () =>
        run('pnpm', ['turbo', 'run', 'build', ...APPS.map((app) => `--filter=${app}`), '--output-logs=errors-only'], { cwd: repo, env }),
    ],
    ['shop started', () => startShop(repo, env, join(bin, 'node'))],
  ];
  const times = [];
  for (const [name, step] of steps) {
    console.log(`\nNode ${version}: ${name} ...`);
    const stepStarted = performance.now();
    const code = await step();
    times.push(`${name} ${seconds(stepStarted)}`);
    if (code !== 0) return { ok: false, text: `Node ${version}: ${name} FAILED (${times.join(', ')})` };
  }
  return {
    ok: true,
    text: `Node ${version}: install, builds, package tests and start passed (${times.join(', ')}; ${seconds(started)} in all)`,
  };
}

/** GETs a URL and returns its body, throwing on anything but 200. */
async function fetchOk(url) {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return response.text();
}

/**
 * `npm start`'s two servers from the builds, as a shopper meets them: the API on a new PGlite data
 * directory (migrated and seeded at start-up) answers its catalogue, and the storefront's preview
 * server answers the shop's page and forwards /v1 to that API. Returns 0 when all of it answered.
 */
async function startShop(repo, env, node) {
  const servers = [];
  try {
    const [apiPort, webPort] = await findFreePorts(2);
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const webUrl = `http://127.0.0.1:${webPort}`;
    servers.push(
      await startProcess('api', node, ['dist/main.js'], {
        cwd: join(repo, 'apps', 'api'),
        env: { ...env, PORT: String(apiPort), DATA_DIR: join(repo, 'apps', 'api', '.data', 'node-lines'), LOG_LEVEL: 'warn', DOCS: 'off' },
        readyLine: 'API ready on',
        timeoutMs: 60_000,
      }),
    );
    const products = JSON.parse(await fetchOk(`${apiUrl}/v1/product?page=1`));
    if (!(products.data?.items?.length > 0)) throw new Error('the API answered no product of its seeded catalogue');

    const vite = join('node_modules', 'vite', 'bin', 'vite.js');
    servers.push(
      await startProcess('preview', node, [vite, 'preview', '--port', String(webPort), '--strictPort'], {
        cwd: join(repo, 'apps', 'storefront'),
        env: { ...env, API_URL: apiUrl },
        readyUrl: `${webUrl}/`,
        timeoutMs: 60_000,
      }),
    );
    const page = await fetchOk(`${webUrl}/`);
    if (!page.includes('id="root"')) throw new Error("the storefront's page has no root element");
    JSON.parse(await fetchOk(`${webUrl}/v1/category`));
    console.log(`API (${products.data.items.length} products on its first page) and storefront answered`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await Promise.all(servers.map(stopProcess));
  }
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
