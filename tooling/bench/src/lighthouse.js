// Lighthouse on one page of the running storefront: Lighthouse's defaults (mobile form factor,
// simulated throttling) in Debian's Chromium, headless, a fresh browser for every run, with the
// CPU slowdown calibrated to the machine's speed (CpuCalibration).
import { writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '@storefront/test-utils/chromium';

/** The categories measured. SEO is judged on the pages search engines may index (the checkout is noindex on purpose). */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The performance metrics by the key their figures go under, with their Lighthouse audit ids. */
const METRICS = {
  fcp_ms: 'first-contentful-paint',
  lcp_ms: 'largest-contentful-paint',
  cls: 'cumulative-layout-shift',
  tbt_ms: 'total-blocking-time',
  speed_index_ms: 'speed-index',
};

/**
 * The performance points (of 100) each metric cost the page: its weight in the score times what it
 * scored short of 1. They add up to 100 minus the performance score (give or take rounding), so they
 * say which metric stands between a page and its budget.
 */
export function pointsLost(lhr) {
  const weights = new Map((lhr.categories.performance?.auditRefs ?? []).map(({ id, weight }) => [id, weight]));
  const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
  const lost = {};
  for (const [key, id] of Object.entries(METRICS)) {
    const score = lhr.audits[id]?.score;
    lost[key] = total > 0 && typeof score === 'number' ? (100 * (weights.get(id) ?? 0) * (1 - score)) / total : null;
  }
  return lost;
}

/** The figures of one Lighthouse result: scores 0-100 as Lighthouse shows them, metrics as measured. */
export function figuresOf(lhr) {
  const score = (id) => (typeof lhr.categories[id]?.score === 'number' ? Math.round(lhr.categories[id].score * 100) : null);
  const metric = (id) => (typeof lhr.audits[id]?.numericValue === 'number' ? lhr.audits[id].numericValue : null);
  const failing = (category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map(({ id }) => lhr.audits[id])
      .filter((audit) => audit && ['binary', 'numeric'].includes(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1)
      .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score }));
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      best_practices: score('best-practices'),
      seo: score('seo'),
    },
    metrics: Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, metric(id)])),
    performance_points_lost: pointsLost(lhr),
    failing_audits: {
      accessibility: failing('accessibility'),
      best_practices: failing('best-practices'),
      seo: failing('seo'),
    },
    final_url: lhr.finalDisplayedUrl,
    runtime_error: lhr.runtimeError?.message,
    warnings: lhr.runWarnings ?? [],
    lighthouse_version: lhr.lighthouseVersion,
    chrome: lhr.environment?.hostUserAgent,
    // Lighthouse's own measure of this machine's speed at the time, and the CPU slowdown the run
    // simulated (CpuCalibration).
    benchmark_index: lhr.environment?.benchmarkIndex,
    cpu_slowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier,
  };
}

/** The run whose performance score is the median of the runs (the lower middle one of an even count). */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => (a.figures.scores.performance ?? -1) - (b.figures.scores.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * One Lighthouse run of `url` in a Chromium of its own; returns the result, its HTML report and the
 * trace it recorded. `traceCategories`: trace categories added to Lighthouse's own; `cpu`: a
 * CpuCalibration that sets the run's CPU slowdown and notes its benchmark index.
 */
async function runOnce(url, { lang, traceCategories, cpu }) {
  const slowdown = cpu?.slowdown;
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, `--lang=${lang}`, `--accept-lang=${lang}`],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(traceCategories && { additionalTraceCategories: traceCategories.join(',') }),
      ...(slowdown && { throttling: { cpuSlowdownMultiplier: slowdown } }),
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    cpu?.record(result.lhr.environment?.benchmarkIndex);
    return { lhr: result.lhr, html: result.report, trace: result.artifacts.Trace };
  } finally {
    await chrome.kill();
  }
}

/**
 * One Lighthouse run of `url` whose result is thrown away: it warms the servers up. Lighthouse takes
 * each origin's response time from the run it measures, and the first answers of freshly started
 * servers (the API's first queries, the preview server's first files) are slow: the first page
 * measured paid for them (a server latency of 104-115 ms, against 6-21 ms on the other pages).
 */
export async function warmUp(url, { lang, log, cpu }) {
  try {
    await runOnce(url, { lang, cpu });
  } catch (error) {
    log(`  warm-up of ${url} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** How many times one run is tried when Lighthouse itself fails to finish it. */
const ATTEMPTS = 3;

/**
 * One Lighthouse run of `url`, run again when Lighthouse itself could not finish it; returns its
 * figures (figuresOf) and HTML report. `label` names the run in what is logged.
 */
export async function measuredRun(url, { lang, log, label, cpu, run = runOnce }) {
  let { lhr, html } = await run(url, { lang, cpu });
  // A run Lighthouse itself could not finish (the browser stalled, NO_NAVSTART) says nothing of the
  // page: it runs again, up to ATTEMPTS times in all (two in a row were seen here).
  for (let attempt = 1; lhr.runtimeError && attempt < ATTEMPTS; attempt += 1) {
    log(`  ${label}: ${lhr.runtimeError.code} (${lhr.runtimeError.message}), running it again`);
    ({ lhr, html } = await run(url, { lang, cpu }));
  }
  return { figures: figuresOf(lhr), html };
}

/**
 * One Lighthouse run of `url` (after a warm-up) whose trace also holds the CPU profiler's samples;
 * returns its figures and the trace (for trace.js's longTasks). The sampling slows the page a little.
 */
export async function tracedRun(url, { lang, log }) {
  await warmUp(url, { lang, log });
  const { lhr, trace } = await runOnce(url, { lang, traceCategories: ['disabled-by-default-v8.cpu_profiler'] });
  if (lhr.runtimeError) throw new Error(`Lighthouse could not finish ${url}: ${lhr.runtimeError.message}`);
  return { figures: figuresOf(lhr), trace };
}

/**
 * Lighthouse `runs` times on each of `pages` ({ key, label, url, htmlFile }), in rounds: every page
 * once, then every page again, and so on. This machine's speed swings for minutes at a time, and
 * the runs of one page in a row fell in one slow spell (one page's median 90 in one, 97 ten minutes
 * later); in rounds, a slow spell costs each page a run or two, which the median leaves out.
 * `more` ({ runs, wanted }), when given: a page whose median run's figures `wanted` picks (they miss
 * an enforced budget) is measured `runs` rounds more and judged on the median of all its runs. One
 * build scores +-3 from run to run, so a median a point under a budget may be the machine's noise;
 * a page that is slower for good stays under it in the runs added. `cpu`: the CpuCalibration
 * every run takes its CPU slowdown from.
 * Returns each page's figures by key: the median run's (by performance score), with every run's
 * scores beside them; the median run's HTML report is written to the page's htmlFile. A page whose
 * run throws is left out of the later rounds and comes back as { error }.
 */
export async function measurePages(pages, { runs, lang, log, cpu, run = runOnce, more }) {
  const results = new Map(pages.map((page) => [page.key, []]));
  const errors = new Map();
  const measureRounds = async (measuring, rounds, total) => {
    for (let round = 1; round <= rounds; round += 1) {
      for (const page of measuring) {
        if (errors.has(page.key)) continue;
        const label = `${page.label} run ${results.get(page.key).length + 1}/${total}`;
        const started = Date.now();
        try {
          const { figures, html } = await measuredRun(page.url, { lang, log, label, cpu, run });
          results.get(page.key).push({ figures, html });
          log(
            `  ${label}: performance ${figures.scores.performance}, accessibility ${figures.scores.accessibility}, ` +
              `best practices ${figures.scores.best_practices} (${((Date.now() - started) / 1000).toFixed(1)} s)` +
              (figures.runtime_error ? ` - error: ${figures.runtime_error}` : ''),
          );
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          log(`  ${label} failed: ${message}`);
          errors.set(page.key, message);
        }
      }
    }
  };
  await measureRounds(pages, runs, runs);
  const wanting = more?.runs ? pages.filter((page) => !errors.has(page.key) && more.wanted(medianRun(results.get(page.key)).figures)) : [];
  if (wanting.length > 0) {
    const total = runs + more.runs;
    log(
      `  ${wanting.map(({ label }) => label).join(', ')}: the median run misses a budget; ${more.runs} rounds more, judged on the median of all ${total} runs`,
    );
    await measureRounds(wanting, more.runs, total);
  }
  const measured = new Map();
  for (const page of pages) {
    if (errors.has(page.key)) {
      measured.set(page.key, { error: errors.get(page.key) });
      continue;
    }
    const pageRuns = results.get(page.key);
    const median = medianRun(pageRuns);
    if (page.htmlFile) writeFileSync(page.htmlFile, median.html);
    measured.set(page.key, {
      ...median.figures,
      runs: pageRuns.map(({ figures }) => ({
        scores: figures.scores,
        metrics: figures.metrics,
        benchmark_index: figures.benchmark_index,
        cpu_slowdown: figures.cpu_slowdown,
      })),
    });
  }
  return measured;
}
