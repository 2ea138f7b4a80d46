#!/usr/bin/env node
// The two commands of the README, runnable on a machine that has only Node 20 and npm:
//   npm start  -> installs pnpm and the workspace, then runs the API (seeded) and the storefront
//   npm test   -> installs what the tests need (Chromium, PostgreSQL, pnpm, the workspace) and runs every test
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

const task = process.argv[2];
if (task !== 'start' && task !== 'test') {
  console.error('usage: node scripts/shop.mjs start|test');
  process.exit(2);
}
if (task === 'test') run('bash', [join(root, 'scripts', 'ensure-system-deps.sh')]);
const pnpm = ensurePnpm();
run(pnpm, ['install', '--frozen-lockfile']);
run(pnpm, ['run', task === 'start' ? 'dev' : 'test:all']);
