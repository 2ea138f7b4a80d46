#!/usr/bin/env node
// `pnpm test:consumer`: what another team gets from the publishable packages. Packs each built
// package as it would be published, checks every tarball with publint and Are The Types Wrong,
// then installs the tarballs into a fresh Vite + React app in a temporary folder outside the
// workspace (the rest from the registry, through the pnpm store), type-checks it with
// moduleResolution bundler and nodenext, builds it with Vite and runs it in Node and jsdom.
// Needs the packages built first (`pnpm turbo run build --filter='./packages/*'`).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogVersions, packedManifestProblems } from './manifest.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const appSource = join(here, '..', 'app');
const bin = (name) => join(here, '..', 'node_modules', '.bin', name);

/** The publishable packages, each packed and installed; attw skips entry points that are not modules. */
const PACKAGES = [
  { dir: 'domain' },
  { dir: 'api-contract' },
  { dir: 'api-client' },
  { dir: 'analytics' },
  { dir: 'i18n' },
  { dir: 'store' },
  // A stylesheet has no types to check; the app's Vite build and run.js prove it resolves.
  { dir: 'ui', attwExclude: ['styles.css'] },
];

/** What the app needs besides the packages, at the workspace's catalog versions (in the pnpm store already). */
const APP_DEPENDENCIES = ['react', 'react-dom', 'react-redux'];
const APP_DEV_DEPENDENCIES = ['@types/react', '@types/react-dom', '@vitejs/plugin-react', 'jsdom', 'typescript', 'vite'];

/** Runs a command to completion; rejects with its output when it fails. */
function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${code}:\n${output}`)),
    );
  });
}

/** Runs one named step, printing how long it took. */
async function step(name, action) {
  const started = performance.now();
  const result = await action();
  console.log(`consumer test: ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

/** Packs one package with pnpm (which writes workspace: and catalog: ranges as versions) and checks the tarball. */
async function packAndLint(pkg, tarballs, catalog) {
  const dir = join(root, 'packages', pkg.dir);
  const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
  if (!existsSync(join(dir, 'dist'))) {
    throw new Error(`${manifest.name} has no dist/: build the packages first (pnpm turbo run build --filter='./packages/*')`);
  }
  const out = join(tarballs, pkg.dir);
  await mkdir(out);
  await run('pnpm', ['pack', '--pack-destination', out], dir);
  const [file] = await readdir(out);
  const tarball = join(out, file);
  const packed = JSON.parse(await run('tar', ['-xzOf', tarball, 'package/package.json'], out));
  const problems = packedManifestProblems(manifest, packed, catalog);
  if (problems.length > 0) throw new Error(`${manifest.name}: ${problems.join('; ')}`);
  await run(bin('publint'), ['run', tarball, '--strict'], out);
  const exclude = pkg.attwExclude ? ['--exclude-entrypoints', ...pkg.attwExclude] : [];
  // ESM only: the packages are "type": "module" with import-only exports, so the node10 and
  // node16-from-CommonJS resolutions are out of scope; node16-from-ESM and bundler must be clean.
  await run(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'ascii', ...exclude], out);
  return { name: manifest.name, tarball };
}

/** Writes the app's package.json and pnpm settings: the tarballs, also for the packages' own dependencies on each other. */
async function writeApp(app, packed, catalog) {
  const fromTarball = Object.fromEntries(packed.map(({ name, tarball }) => [name, `file:${tarball}`]));
  const pick = (names) => Object.fromEntries(names.map((name) => [name, catalog.get(name)]));
  const manifest = {
    name: 'storefront-packages-consumer',
    private: true,
    type: 'module',
    dependencies: { ...fromTarball, ...pick(APP_DEPENDENCIES) },
    devDependencies: pick(APP_DEV_DEPENDENCIES),
  };
  await writeFile(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const overrides = packed.map(({ name, tarball }) => `  '${name}': 'file:${tarball}'`).join('\n');
  await writeFile(join(app, 'pnpm-workspace.yaml'), `overrides:\n${overrides}\n`);
}

const catalog = catalogVersions(await readFile(join(root, 'pnpm-workspace.yaml'), 'utf8'));
const work = await mkdtemp(join(tmpdir(), 'storefront-consumer-'));
const removeWork = () => rm(work, { recursive: true, force: true });
process.once('SIGINT', () => removeWork().finally(() => process.exit(130)));
process.once('SIGTERM', () => removeWork().finally(() => process.exit(143)));
try {
  const tarballs = join(work, 'tarballs');
  await mkdir(tarballs);
  const packed = await step('packed, publint and attw clean', async () => {
    const results = [];
    for (const pkg of PACKAGES) results.push(await packAndLint(pkg, tarballs, catalog));
    return results;
  });
  const app = join(work, 'app');
  await cp(appSource, app, { recursive: true });
  await writeApp(app, packed, catalog);
  await step('installed into a fresh app', () =>
    run('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile', '--reporter', 'append-only'], app),
  );
  await step('type-checked (moduleResolution bundler)', () => run('pnpm', ['exec', 'tsc', '-p', 'tsconfig.json'], app));
  await step('type-checked and compiled (moduleResolution nodenext)', () => run('pnpm', ['exec', 'tsc', '-p', 'tsconfig.node.json'], app));
  await step('declaration files checked', () => run('pnpm', ['exec', 'tsc', '-p', 'tsconfig.declarations.json'], app));
  await step('built with Vite', async () => {
    await run('pnpm', ['exec', 'vite', 'build'], app);
    const assets = await readdir(join(app, 'dist', 'assets'));
    const css = assets.find((name) => name.endsWith('.css'));
    if (!css || !(await readFile(join(app, 'dist', 'assets', css), 'utf8')).includes('.sf-product-card')) {
      throw new Error(`the Vite build has no stylesheet with the kit's styles: ${assets.join(', ')}`);
    }
  });
  await step('ran in Node and rendered in jsdom', () => run('node', ['run.js'], app));
  console.log(`consumer test: ${packed.map(({ name }) => name).join(', ')} install and work outside the workspace`);
} catch (error) {
  console.error(`consumer test failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await removeWork();
}
