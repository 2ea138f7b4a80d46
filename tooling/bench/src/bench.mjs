#!/usr/bin/env node
// `pnpm bench`: the storefront's measured quality in one go (issue 11). Builds the API and the
// storefront (into apps/storefront/dist-bench, unless --no-build), starts the API on a throw-away
// PostgreSQL cluster (seeded on its first start) and the built storefront behind `vite preview`,
// runs Lighthouse (mobile, simulated throttling) on home, product list, a product and a visitor's
// buy-now checkout, reads each route's initial JavaScript (apps/storefront/scripts/route-size.mjs),
// runs the API bench (apps/api/bench) or reads its last figures (--no-api), prints the tables,
// writes latest.json and report.html to tooling/bench/results/ and, with --check, exits 1 when a
// budget of tooling/bench/budgets.json is missed. `--figures FILE` re-checks a saved latest.json.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, relative, resolve } from 'node:path';
import { startPostgres } from '@storefront/test-utils';
import { killAll, runToEnd, stopAll } from '@storefront/test-utils/processes';
import { checkBudgets, exitCodeFor, pageMissesBudget } from './budgets.js';
import { readCommandLine, wholeNumber } from './command-line.js';
import { CpuCalibration, REFERENCE_INDEX } from './cpu-calibration.js';
import { formatText, renderHtml } from './report.js';
import { startShop } from './shop.js';

const benchDir = join(import.meta.dirname, '..');
const root = join(benchDir, '..', '..');
const apiDir = join(root, 'apps', 'api');
const webDir = join(root, 'apps', 'storefront');
const vite = join(webDir, 'node_modules', '.bin', 'vite');

const USAGE = `usage: pnpm bench [--check] [--no-build] [--no-api] [--no-lighthouse] [--runs N] [--more-runs N]
                  [--cpu-reference N] [--api-duration N] [--lang TAG] [--dist DIR] [--budgets FILE] [--out DIR]
                  [--figures FILE]`;

// The PostgreSQL clusters remove themselves at exit (test-utils' startPostgres).
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the bench`);
    stopAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

const options = readOptions(process.argv.slice(2));
try {
  process.exitCode = await main();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
} finally {
  await stopAll();
}

/** Measures (or reads) the figures, prints them, writes the report; returns the exit code. */
async function main() {
  const started = Date.now();
  // Taken before measuring: the load average says how busy the machine was when the bench began.
  const machine = describeMachine();
  const budgets = JSON.parse(readFileSync(options.budgets, 'utf8'));

  if (options.figures) {
    // Re-check saved figures against the budgets: nothing is measured or written.
    const saved = JSON.parse(readFileSync(options.figures, 'utf8'));
    const report = { ...saved, budgets, misses: checkBudgets(saved, budgets) };
    console.log(formatText(report));
    return exitCodeFor(report.misses, options.check);
  }

  if (options.build) {
    console.log('building the API (turbo, cached when unchanged)...');
    await runToEnd(join(root, 'node_modules', '.bin', 'turbo'), ['run', 'build', '--filter=@storefront/api', '--output-logs=errors-only'], {
      cwd: root,
      env: { TURBO_TELEMETRY_DISABLED: '1' },
    });
    // Into a folder of its own (dist-bench by default): an end-to-end run may be serving dist meanwhile.
    console.log(`building the storefront into apps/storefront/${options.dist}...`);
    await runToEnd(vite, ['build', '--outDir', options.dist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: webDir });
  }
  for (const file of [join(apiDir, 'dist', 'main.js'), join(webDir, options.dist, '.vite', 'manifest.json')]) {
    if (!existsSync(file))
      throw new Error(`${relative(root, file)} is missing: run without --no-build (or --dist dist after \`pnpm build\`)`);
  }
  mkdirSync(join(options.out, 'lighthouse'), { recursive: true });

  const routeSizeFile = join(options.out, 'route-size.json');
  await runToEnd(process.execPath, ['scripts/route-size.mjs', options.dist, '--json', routeSizeFile], { cwd: webDir, quiet: true });
  const routeSizes = JSON.parse(readFileSync(routeSizeFile, 'utf8'));
  const initialJs = {
    entry_bytes: routeSizes.entry_bytes,
    language_bytes: routeSizes.language_bytes,
    home: routeSizes.home,
    routes: routeSizes.routes,
  };

  const lighthouse = options.lighthouse ? await runLighthouse(budgets) : undefined;
  const api = options.api ? await runApiBench() : readApiBench();

  const report = {
    date: new Date().toISOString(),
    ...gitState(),
    machine,
    options: {
      runs: options.runs,
      more_runs: options.moreRuns,
      cpu_reference: options.cpuReference,
      lang: options.lang,
      dist: options.dist,
      build: options.build,
      api: options.api,
      lighthouse: options.lighthouse,
    },
    lighthouse,
    initial_js: initialJs,
    api,
    budgets,
    misses: [],
    duration_s: 0,
  };
  report.misses = checkBudgets(report, budgets);
  report.duration_s = (Date.now() - started) / 1000;
  writeFileSync(join(options.out, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(options.out, 'report.html'), renderHtml(report));

  console.log(`\n${formatText(report)}`);
  console.log(
    `\ntook ${Math.round(report.duration_s)} s; figures in ${relative(process.cwd(), join(options.out, 'latest.json'))}, report in ${relative(process.cwd(), join(options.out, 'report.html'))}`,
  );
  if (report.misses.length > 0 && !options.check) console.log('(budgets are reported, not enforced: --check exits 1 on a miss)');
  return exitCodeFor(report.misses, options.check);
}

/**
 * The API on a fresh PostgreSQL cluster and the built storefront behind vite preview, then Lighthouse
 * on the four pages, with more rounds of a page whose median run misses one of `budgets`.
 */
async function runLighthouse(budgets) {
  // Loaded only here: re-checking saved figures needs no Lighthouse.
  const { measurePages, warmUp } = await import('./lighthouse.js');
  const cpu = new CpuCalibration({ reference: options.cpuReference });
  const shop = await startShop([options.dist]);
  const webUrl = shop.webUrls.get(options.dist);
  const { pages, productId } = shop;
  console.log('Lighthouse: one unmeasured run of each page first, to warm the servers up');
  for (const page of pages) await warmUp(`${webUrl}${page.path}`, { lang: options.lang, log: (line) => console.log(line), cpu });
  console.log(`Lighthouse: ${options.runs} rounds of ${pages.map(({ label, path }) => `${label} ${path}`).join(', ')}`);
  // A page whose median run misses an enforced Lighthouse budget is measured --more-runs rounds more.
  const wanted = (figures) => pageMissesBudget(figures, budgets);
  const figures = await measurePages(
    pages.map((page) => ({ ...page, url: `${webUrl}${page.path}`, htmlFile: join(options.out, 'lighthouse', `${page.key}.html`) })),
    { runs: options.runs, lang: options.lang, log: (line) => console.log(line), cpu, more: { runs: options.moreRuns, wanted } },
  );
  const measured = pages.map((page) => {
    const result = figures.get(page.key);
    if (!result.error) return { ...page, ...result };
    return {
      ...page,
      error: result.error,
      scores: { performance: null, accessibility: null, best_practices: null },
      metrics: { fcp_ms: null, lcp_ms: null, cls: null, tbt_ms: null, speed_index_ms: null },
      failing_audits: { accessibility: [], best_practices: [] },
    };
  });
  await shop.stop();
  const first = measured.find((page) => page.lighthouse_version);
  return {
    version: first?.lighthouse_version,
    chrome: first?.chrome,
    lang: options.lang,
    runs_per_page: options.runs,
    cpu_reference_index: options.cpuReference,
    product_id: productId,
    pages: measured,
  };
}

/** The API bench (apps/api/bench/api-bench.mjs) on a fresh PostgreSQL cluster of its own, then its figures. */
async function runApiBench() {
  const pg = await startPostgres();
  console.log('\nAPI bench (apps/api/bench) on its own PostgreSQL cluster...');
  try {
    await runToEnd(process.execPath, ['bench/api-bench.mjs', '--duration', String(options.apiDuration)], {
      cwd: apiDir,
      env: { DATABASE_URL: pg.url },
    });
  } finally {
    pg.stop();
  }
  return { ...readApiBench(), source: 'run' };
}

/** The API bench's last figures (apps/api/bench/results/latest.json), or undefined when it never ran here. */
function readApiBench() {
  const file = join(apiDir, 'bench', 'results', 'latest.json');
  if (!existsSync(file)) {
    console.log(`no API bench figures (${relative(root, file)}): run without --no-api once`);
    return undefined;
  }
  const saved = JSON.parse(readFileSync(file, 'utf8'));
  return {
    source: 'file',
    file: relative(root, file),
    date: saved.date,
    commit: saved.commit,
    options: saved.options,
    pass: saved.pass,
    tiny_bare_requests_per_sec: saved.tiny_bare_requests_per_sec,
    bare_drift: saved.bare_drift,
    runs: saved.runs,
    checkouts: saved.checkouts,
  };
}

/** The commit measured, and whether the work tree differed from it. */
function gitState() {
  const git = (...args) => {
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return undefined;
    }
  };
  const changes = git('status', '--porcelain', '--', 'apps', 'packages');
  return { commit: git('rev-parse', '--short', 'HEAD'), uncommitted_changes: changes === undefined ? undefined : changes.length > 0 };
}

/** What the figures depend on: CPUs, memory, Node, the load when the bench started. */
function describeMachine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: [...new Set(cpus.map((cpu) => cpu.model.trim()))].join(' + ') || 'unknown CPU',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    platform: `${os.platform()} ${os.arch()} ${os.release()}`,
    node: process.version,
    loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
  };
}

/** The command line. */
function readOptions(argv) {
  const { values: parsed, fail } = readCommandLine(argv, {
    command: 'bench',
    usage: USAGE,
    options: {
      check: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      'no-api': { type: 'boolean', default: false },
      'no-lighthouse': { type: 'boolean', default: false },
      runs: { type: 'string', default: process.env.BENCH_LIGHTHOUSE_RUNS ?? '5' },
      'more-runs': { type: 'string', default: process.env.BENCH_LIGHTHOUSE_MORE_RUNS ?? '5' },
      'cpu-reference': { type: 'string', default: process.env.BENCH_CPU_REFERENCE ?? String(REFERENCE_INDEX) },
      'api-duration': { type: 'string', default: '5' },
      lang: { type: 'string', default: process.env.BENCH_LANG ?? 'zh-TW' },
      dist: { type: 'string', default: 'dist-bench' },
      budgets: { type: 'string', default: join(benchDir, 'budgets.json') },
      out: { type: 'string', default: process.env.BENCH_OUT ?? join(benchDir, 'results') },
      figures: { type: 'string' },
    },
  });
  const whole = (name, min) => wholeNumber(parsed[name], { name, min }, fail);
  // Paths are taken from where the command was typed; pnpm runs root scripts in the root.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  return {
    check: parsed.check,
    build: !parsed['no-build'],
    api: !parsed['no-api'],
    lighthouse: !parsed['no-lighthouse'],
    runs: whole('runs', 1),
    moreRuns: whole('more-runs', 0),
    cpuReference: whole('cpu-reference', 0),
    apiDuration: whole('api-duration', 1),
    lang: parsed.lang,
    // A folder name under apps/storefront, as vite's --outDir takes it.
    dist: parsed.dist,
    budgets: resolve(cwd, parsed.budgets),
    out: resolve(cwd, parsed.out),
    figures: parsed.figures && resolve(cwd, parsed.figures),
  };
}
