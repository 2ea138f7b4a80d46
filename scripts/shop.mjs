#!/usr/bin/env node
// The two commands of the README, runnable on a machine that has only Node (20.19+, 22 or 24) and npm:
//   npm start  -> installs pnpm and the workspace, then runs the API (seeded) and the storefront,
//                 and prints their addresses once both are ready (`npm start -- --verbose`: every log)
//   npm test   -> installs what the tests need (Chromium, PostgreSQL, pnpm, the workspace) and runs every test
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createReadiness, formatBanner } from './dev-banner.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = packageManager.replace(/^pnpm@/, '');
const localPnpmPrefix = join(root, '.tools', 'pnpm');
const localBin = join(localPnpmPrefix, 'node_modules', '.bin');
const localPnpm = join(localBin, 'pnpm');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', COREPACK_ENABLE_STRICT: '0' };

/** Runs a command in the repo root, streaming its output; exits with its code on failure. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * The pnpm of packageManager: a matching one on PATH, else one installed into .tools/ with npm and
 * put first on PATH, because turbo runs each package's scripts with the pnpm it finds there.
 */
function ensurePnpm() {
  const onPath = spawnSync('pnpm', ['--version'], { encoding: 'utf8', env });
  if (onPath.status === 0 && onPath.stdout.trim() === pnpmVersion) return 'pnpm';
  if (!existsSync(localPnpm)) {
    console.log(`Installing pnpm ${pnpmVersion} into .tools/ ...`);
    run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', localPnpmPrefix, `pnpm@${pnpmVersion}`]);
  }
  env.PATH = `${localBin}${delimiter}${env.PATH ?? ''}`;
  return localPnpm;
}

/**
 * `pnpm dev` with its output passed through and, once the API and the storefront have announced
 * themselves, the banner. The API logs warnings and errors only and tsup lists no files, unless
 * LOG_LEVEL says otherwise or --verbose asks for everything (LOG_LEVEL=info).
 */
function startShop(pnpm, verbose) {
  env.LOG_LEVEL ??= verbose ? 'info' : 'warn';
  const child = spawn(pnpm, ['run', 'dev'], { cwd: root, env, stdio: ['inherit', 'pipe', 'pipe'] });
  const ready = createReadiness();
  let shown = false;
  for (const [input, output] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input, crlfDelay: Infinity }).on('line', (line) => {
      output.write(`${line}\n`);
      const addresses = shown ? undefined : ready(line);
      if (!addresses) return;
      shown = true;
      process.stdout.write(`${formatBanner(addresses).join('\n')}\n`);
    });
  }
  // Ctrl+C reaches the whole process group: turbo stops the servers, and this waits for it to end.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

const [task, ...options] = process.argv.slice(2);
if ((task !== 'start' && task !== 'test') || options.some((option) => option !== '--verbose')) {
  console.error('usage: node scripts/shop.mjs start [--verbose] | test');
  process.exit(2);
}
if (task === 'test') run('bash', [join(root, 'scripts', 'ensure-system-deps.sh')]);
const pnpm = ensurePnpm();
run(pnpm, ['install', '--frozen-lockfile']);
if (task === 'start') startShop(pnpm, options.includes('--verbose'));
else run(pnpm, ['run', 'test:all']);
