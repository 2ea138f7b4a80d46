#!/usr/bin/env node
// `pnpm bench:ab --a DIR --b DIR`: is build B faster than build A? Lighthouse (as `pnpm bench` runs
// it) on two storefront builds served side by side against one API, their runs alternating (A then
// B, then B then A, and so on), so that the machine's slow spells fall on both; prints each page's
// medians and means and writes every run's figures to a JSON file. Build the two folders first,
// e.g. `vite build --outDir dist-a` before a change and `vite build --outDir dist-b` after it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { killAll, stopAll } from '@storefront/test-utils/processes';
import { compareRuns, comparedFigures, formatComparison } from './ab.js';
import { pageKeys, readCommandLine, wholeNumber } from './command-line.js';
import { CpuCalibration, REFERENCE_INDEX } from './cpu-calibration.js';
import { measuredRun, warmUp } from './lighthouse.js';
import { PAGE_KEYS, startShop } from './shop.js';

const root = join(import.meta.dirname, '..', '..', '..');
const USAGE = `usage: pnpm bench:ab --a DIR --b DIR [--pages ${PAGE_KEYS.join(',')}] [--runs N] [--cpu-reference N] [--lang TAG]
                     [--out FILE]
  DIR: a storefront build folder under apps/storefront (vite build --outDir DIR)`;

process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the A/B`);
    stopAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

const options = readOptions(process.argv.slice(2));
try {
  await main();
} catch (error) {
  console.error(`bench:ab: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
} finally {
  await stopAll();
}

async function main() {
  const shop = await startShop([options.a, options.b]);
  const variants = [
    { name: 'A', url: shop.webUrls.get(options.a) },
    { name: 'B', url: shop.webUrls.get(options.b) },
  ];
  const pages = shop.pages.filter((page) => options.pages.includes(page.key));
  const log = (line) => console.log(line);
  // Both builds' runs share one calibration, as they share the machine's slow spells.
  const cpu = new CpuCalibration({ reference: options.cpuReference });
  console.log('one unmeasured run of each page of each build first, to warm the servers up');
  for (const page of pages) for (const variant of variants) await warmUp(`${variant.url}${page.path}`, { lang: options.lang, log, cpu });

  const runs = new Map(pages.map((page) => [page.key, { A: [], B: [] }]));
  for (let round = 1; round <= options.runs; round += 1) {
    const order = round % 2 === 1 ? variants : [...variants].reverse();
    for (const page of pages) {
      for (const variant of order) {
        const label = `${page.label} ${variant.name} ${round}/${options.runs}`;
        const { figures } = await measuredRun(`${variant.url}${page.path}`, { lang: options.lang, log, label, cpu });
        const compared = comparedFigures(figures);
        const { benchmark_index, cpu_slowdown } = figures;
        runs.get(page.key)[variant.name].push({ ...compared, benchmark_index, cpu_slowdown });
        log(
          figures.runtime_error
            ? `  ${label}: Lighthouse could not finish it (${figures.runtime_error}); left out`
            : `  ${label}: performance ${compared.performance}, TBT ${Math.round(compared.tbt_ms)} ms, LCP ${Math.round(compared.lcp_ms)} ms`,
        );
      }
    }
  }
  await shop.stop();

  const names = { a: options.a, b: options.b };
  const results = pages.map((page) => {
    const { A, B } = runs.get(page.key);
    return { key: page.key, label: page.label, path: page.path, rows: compareRuns(A, B), runs: { A, B } };
  });
  console.log('');
  for (const result of results) {
    const scores = { a: result.runs.A.map((run) => run.performance ?? '-'), b: result.runs.B.map((run) => run.performance ?? '-') };
    console.log(`${formatComparison({ ...result, names, scores })}\n`);
  }
  mkdirSync(dirname(options.out), { recursive: true });
  writeFileSync(
    options.out,
    `${JSON.stringify({ date: new Date().toISOString(), a: options.a, b: options.b, lang: options.lang, runs: options.runs, cpu_reference: options.cpuReference, pages: results }, null, 2)}\n`,
  );
  console.log(`every run's figures in ${relative(process.cwd(), options.out)}`);
}

/** The command line. */
function readOptions(argv) {
  const { values, fail } = readCommandLine(argv, {
    command: 'bench:ab',
    usage: USAGE,
    options: {
      a: { type: 'string' },
      b: { type: 'string' },
      pages: { type: 'string', default: PAGE_KEYS.join(',') },
      runs: { type: 'string', default: '7' },
      'cpu-reference': { type: 'string', default: process.env.BENCH_CPU_REFERENCE ?? String(REFERENCE_INDEX) },
      lang: { type: 'string', default: process.env.BENCH_LANG ?? 'zh-TW' },
      out: { type: 'string', default: join(root, 'tooling', 'bench', 'results', 'ab.json') },
    },
  });
  if (!values.a || !values.b) fail('--a and --b are both needed');
  if (values.a === values.b) fail('--a and --b name the same folder');
  // Paths are taken from where the command was typed; pnpm runs root scripts in the root.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  return {
    a: values.a,
    b: values.b,
    pages: pageKeys(values.pages, fail),
    runs: wholeNumber(values.runs, { name: 'runs', min: 1 }, fail),
    cpuReference: wholeNumber(values['cpu-reference'], { name: 'cpu-reference', min: 0 }, fail),
    lang: values.lang,
    out: resolve(cwd, values.out),
  };
}
