#!/usr/bin/env node
// `pnpm bench:trace [--dist DIR]`: what the long main-thread tasks of each page are, as Lighthouse
// observes them. Starts the shop as `pnpm bench` does (the built API on a throw-away PostgreSQL
// cluster, a storefront build behind `vite preview`), runs Lighthouse once on each page with the
// CPU profiler's samples added to its trace, and prints each task over --min-task ms with the trace
// events inside it and the functions that ran longest, named through the build's source maps.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { killAll, stopAll } from '@storefront/test-utils/processes';
import { tracedRun } from './lighthouse.js';
import { PAGE_KEYS, startShop } from './shop.js';
import { formatTasks, longTasks, sourceMapLocator } from './trace.js';

const webDir = join(import.meta.dirname, '..', '..', '..', 'apps', 'storefront');
const USAGE = `usage: pnpm bench:trace [--dist DIR] [--pages ${PAGE_KEYS.join(',')}] [--min-task MS] [--top N] [--lang TAG]
  DIR: a storefront build folder under apps/storefront (default dist)`;

process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

const options = readOptions(process.argv.slice(2));
try {
  const shop = await startShop([options.dist]);
  const url = shop.webUrls.get(options.dist);
  const locate = sourceMapLocator(join(webDir, options.dist));
  for (const page of shop.pages.filter(({ key }) => options.pages.includes(key))) {
    const { figures, trace } = await tracedRun(`${url}${page.path}`, { lang: options.lang, log: console.log });
    const { performance } = figures.scores;
    const { tbt_ms: tbt, fcp_ms: fcp, lcp_ms: lcp } = figures.metrics;
    console.log(
      `\n== ${page.label} ${page.path}: performance ${performance}, TBT ${Math.round(tbt)} ms, FCP ${Math.round(fcp)} ms, LCP ${Math.round(lcp)} ms`,
    );
    console.log(
      `main-thread tasks of ${options.minTask} ms or more, as observed (Lighthouse's simulation counts them four times as long):\n`,
    );
    console.log(formatTasks(longTasks(trace, { minMs: options.minTask, top: options.top, locate })) || '(none)');
  }
  await shop.stop();
} catch (error) {
  console.error(`bench:trace: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
} finally {
  await stopAll();
}

/** The command line; a lone `--` (pnpm may pass one through) is dropped. */
function readOptions(argv) {
  const fail = (message) => {
    console.error(`bench:trace: ${message}\n${USAGE}`);
    process.exit(2);
  };
  let parsed;
  try {
    parsed = parseArgs({
      args: argv.filter((arg) => arg !== '--'),
      options: {
        dist: { type: 'string', default: 'dist' },
        pages: { type: 'string', default: PAGE_KEYS.join(',') },
        'min-task': { type: 'string', default: '25' },
        top: { type: 'string', default: '6' },
        lang: { type: 'string', default: process.env.BENCH_LANG ?? 'zh-TW' },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    fail(error.message);
  }
  if (parsed.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const pages = parsed.pages.split(',').map((key) => key.trim());
  const unknown = pages.filter((key) => !PAGE_KEYS.includes(key));
  if (unknown.length > 0) fail(`unknown page "${unknown.join(',')}"`);
  const minTask = Number(parsed['min-task']);
  if (!(minTask > 0)) fail(`--min-task must be a number of ms above 0, got "${parsed['min-task']}"`);
  const top = Number(parsed.top);
  if (!Number.isInteger(top) || top < 1) fail(`--top must be a whole number >= 1, got "${parsed.top}"`);
  return { dist: parsed.dist, pages, minTask, top, lang: parsed.lang };
}
