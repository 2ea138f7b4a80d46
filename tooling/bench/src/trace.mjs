#!/usr/bin/env node
// `pnpm bench:trace [--dist DIR]`: what the long main-thread tasks of each page are, as Lighthouse
// observes them. Starts the shop as `pnpm bench` does (the built API on a throw-away PostgreSQL
// cluster, a storefront build behind `vite preview`), runs Lighthouse once on each page with the
// CPU profiler's samples added to its trace, and prints each task over --min-task ms with the trace
// events inside it and the functions that ran longest, named through the build's source maps.
import { join } from 'node:path';
import { killAll, stopAll } from '@storefront/test-utils/processes';
import { pageKeys, readCommandLine, wholeNumber } from './command-line.js';
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

/** The command line. */
function readOptions(argv) {
  const { values, fail } = readCommandLine(argv, {
    command: 'bench:trace',
    usage: USAGE,
    options: {
      dist: { type: 'string', default: 'dist' },
      pages: { type: 'string', default: PAGE_KEYS.join(',') },
      'min-task': { type: 'string', default: '25' },
      top: { type: 'string', default: '6' },
      lang: { type: 'string', default: process.env.BENCH_LANG ?? 'zh-TW' },
    },
  });
  const minTask = Number(values['min-task']);
  if (!(minTask > 0)) fail(`--min-task must be a number of ms above 0, got "${values['min-task']}"`);
  return {
    dist: values.dist,
    pages: pageKeys(values.pages, fail),
    minTask,
    top: wholeNumber(values.top, { name: 'top', min: 1 }, fail),
    lang: values.lang,
  };
}
