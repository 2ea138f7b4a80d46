// What `pnpm bench` shows: a plain-text table for the terminal and a self-contained HTML report
// (inline SVG bars, no script, nothing fetched) written next to latest.json.
import { describeLimit, limitsOf, withinLimit } from './budgets.js';

const kb = (bytes) => bytes / 1024;
const fixed = (value, digits) => (typeof value === 'number' ? value.toFixed(digits) : '-');
const seconds = (ms) => (typeof ms === 'number' ? `${(ms / 1000).toFixed(2)} s` : '-');
const millis = (ms) => (typeof ms === 'number' ? `${Math.round(ms)} ms` : '-');
const whole = (value) => (typeof value === 'number' ? Math.round(value).toLocaleString('en-US') : '-');
const percent = (ratio) => (typeof ratio === 'number' ? `${Math.round(ratio * 100)} %` : '-');

/** Rows of cells as aligned columns: the first column left, the others right. */
export function textTable(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) =>
    cells
      .map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** The rows of the Lighthouse table. */
function lighthouseRows(pages) {
  return pages.map((page) => [
    `${page.label} ${page.path}`,
    page.scores.performance ?? '-',
    page.scores.accessibility ?? '-',
    page.scores.best_practices ?? '-',
    page.scores.seo ?? '-',
    seconds(page.metrics.fcp_ms),
    seconds(page.metrics.lcp_ms),
    fixed(page.metrics.cls, 3),
    millis(page.metrics.tbt_ms),
    whole(page.benchmark_index),
    fixed(page.cpu_slowdown, 2),
  ]);
}

const LIGHTHOUSE_HEADER = [
  'page',
  'performance',
  'accessibility',
  'best practices',
  'SEO',
  'FCP',
  'LCP',
  'CLS',
  'TBT',
  'CPU index',
  'CPU slowdown',
];

/** The metrics' names in the points-lost breakdown, by their figures' keys. */
const METRIC_NAMES = { tbt_ms: 'TBT', lcp_ms: 'LCP', fcp_ms: 'FCP', speed_index_ms: 'Speed Index', cls: 'CLS' };

/** A page's performance points lost per metric, the largest first ("TBT 12.1, LCP 4.5, ..."); null without figures. */
function pointsLostLine(page) {
  const lost = Object.entries(page.performance_points_lost ?? {}).filter(([, points]) => typeof points === 'number');
  if (lost.length === 0) return null;
  return lost
    .sort((a, b) => b[1] - a[1])
    .map(([key, points]) => `${METRIC_NAMES[key] ?? key} ${points.toFixed(1)}`)
    .join(', ');
}

/** The API bench's catalogue and checkout rows. */
function apiRows(api) {
  return api.runs.map((run) => [
    run.label,
    whole(run.requests_per_sec),
    run.latency_p99_ms,
    run.baseline ? '' : percent(run.ratio),
    run.verdict,
  ]);
}

/** A line for each page measured more rounds than the others because its first median missed a budget. */
function moreRunsLines({ runs_per_page: runs, pages }) {
  return pages
    .filter((page) => (page.runs?.length ?? 0) > runs)
    .map(
      (page) =>
        `${page.label}: its median of ${runs} run${runs === 1 ? '' : 's'} missed a budget; measured ${page.runs.length - runs} more, the figures are the median of all ${page.runs.length}`,
    );
}

/** What the CPU index and CPU slowdown columns say. */
function cpuLine({ cpu_reference_index: reference }) {
  const slowdown = reference
    ? `4 x the median index of the last runs / ${whole(reference)} (--cpu-reference), so that a slower machine simulates the same phone`
    : "Lighthouse's default, whatever the machine's speed (--cpu-reference 0)";
  return `CPU index: Lighthouse's benchmarkIndex of the machine during the run; CPU slowdown: the multiplier Lighthouse simulated the phone's CPU with, ${slowdown}`;
}

/** The whole report as terminal text. */
export function formatText(report) {
  const parts = [];
  const { machine } = report;
  if (machine) {
    parts.push(
      `${report.date}, commit ${report.commit ?? '?'}${report.uncommitted_changes ? ' with uncommitted changes' : ''}; ${machine.cpus} x ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}; load average at the start ${machine.loadAverage?.join(' ')} (1, 5, 15 min)\n`,
    );
  }
  if (report.lighthouse) {
    const { runs_per_page: runs, lang } = report.lighthouse;
    parts.push(
      `Lighthouse ${report.lighthouse.version ?? ''} (mobile, simulated throttling, ${lang}; median of ${runs} run${runs === 1 ? '' : 's'} by performance score)`,
    );
    parts.push(textTable(LIGHTHOUSE_HEADER, lighthouseRows(report.lighthouse.pages)));
    for (const line of moreRunsLines(report.lighthouse)) parts.push(`  ${line}`);
    parts.push(`  ${cpuLine(report.lighthouse)}`);
    const lost = report.lighthouse.pages.map((page) => [page.label, pointsLostLine(page)]).filter(([, line]) => line);
    if (lost.length > 0) {
      parts.push(
        '  Performance points lost per metric (its weight x what it scored short of full marks; they add up to 100 - performance):',
      );
      for (const [label, line] of lost) parts.push(`    ${label}: ${line}`);
    }
    for (const page of report.lighthouse.pages) {
      const failing = [...page.failing_audits.accessibility, ...page.failing_audits.best_practices, ...(page.failing_audits.seo ?? [])].map(
        ({ id }) => id,
      );
      if (page.runtime_error) parts.push(`  ${page.label}: Lighthouse error: ${page.runtime_error}`);
      if (failing.length > 0) parts.push(`  ${page.label}: failing audits (accessibility, best practices, SEO): ${failing.join(', ')}`);
    }
  }
  if (report.initial_js) {
    const js = report.initial_js;
    parts.push(
      `\nInitial JavaScript per route (gzip; entry ${fixed(kb(js.entry_bytes), 1)} KB + language ${fixed(kb(js.language_bytes), 1)} KB + page)`,
    );
    parts.push(
      textTable(
        ['route', 'KB gzip'],
        js.routes.map(({ name, bytes }) => [name === js.home ? `${name} (home)` : name, fixed(kb(bytes), 1)]),
      ),
    );
  }
  if (report.api) {
    const { api } = report;
    parts.push(
      `\nAPI bench (${api.source === 'file' ? `read from ${api.file}, run ${api.date}` : `run ${api.date}`}; ${api.options?.connections} connections, ${measuredFor(api.options)})`,
    );
    parts.push(textTable(['call', 'req/s', 'p99 ms', 'vs same-size bare', 'verdict'], apiRows(api)));
    parts.push(
      `checkouts: ${whole(api.checkouts.requests_per_sec)} orders/s by ${api.checkouts.buyers} buyers (p50 ${api.checkouts.latency_p50_ms} ms, p99 ${api.checkouts.latency_p99_ms} ms); API bench targets ${api.pass ? 'met' : 'MISSED'}`,
    );
  }
  parts.push('');
  const missed = report.misses.filter((miss) => miss.enforced !== false);
  const targets = report.misses.filter((miss) => miss.enforced === false);
  parts.push(missed.length === 0 ? 'Budgets: all met' : `Budgets: ${missed.length} missed`);
  for (const miss of missed) parts.push(`  MISS ${miss.message}`);
  if (targets.length > 0) parts.push(`Targets not yet met (reported, not enforced): ${targets.length}`);
  for (const miss of targets) parts.push(`  TARGET ${miss.message}`);
  return parts.join('\n');
}

const escape = (text) =>
  String(text).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);

/**
 * A horizontal bar chart as inline SVG: one bar per row, scaled to `max`, with dashed lines at the
 * marks (the budgets); a row's `ok` (false, true, unset: no budget) picks the bar's colour.
 */
export function barChart(rows, { max, unit = '', marks = [], digits = 0 }) {
  const labelWidth = 230;
  const barWidth = 420;
  const rowHeight = 22;
  const top = marks.length > 0 ? 18 : 4;
  const height = top + rows.length * rowHeight + 6;
  const x = (value) => labelWidth + (Math.max(0, Math.min(value, max)) / max) * barWidth;
  const bars = rows.map((row, index) => {
    const y = top + index * rowHeight;
    const value = typeof row.value === 'number' ? row.value : 0;
    // Red: over its budget; green: within it; blue: a figure without a budget.
    const colour = row.ok === false ? '#c0392b' : row.ok === true ? '#2e7d32' : '#4a6fa5';
    const text = typeof row.value === 'number' ? `${value.toFixed(digits)}${unit}` : 'not measured';
    return (
      `<text x="${labelWidth - 8}" y="${y + 15}" text-anchor="end">${escape(row.label)}</text>` +
      `<rect x="${labelWidth}" y="${y + 3}" width="${(x(value) - labelWidth).toFixed(1)}" height="${rowHeight - 7}" fill="${colour}"/>` +
      `<text x="${(x(value) + 6).toFixed(1)}" y="${y + 15}">${escape(text)}</text>`
    );
  });
  const lines = marks.map(
    (mark) =>
      `<line x1="${x(mark.value).toFixed(1)}" x2="${x(mark.value).toFixed(1)}" y1="${top - 4}" y2="${height - 4}" stroke="#555" stroke-dasharray="4 3"/>` +
      `<text x="${x(mark.value).toFixed(1)}" y="11" text-anchor="middle" class="mark">${escape(mark.label)}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${labelWidth + barWidth + 110}" height="${height}" role="img">${bars.join('')}${lines.join('')}</svg>`;
}

/** An HTML table of strings. */
function htmlTable(header, rows) {
  const head = header.map((cell) => `<th>${escape(cell)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${escape(cell)}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** The self-contained HTML report of one run. */
export function renderHtml(report) {
  const { budgets } = report;
  const sections = [];
  const limitOf = (limit) => limit?.min ?? limit?.below;
  if (report.lighthouse) {
    const { pages } = report.lighthouse;
    const lh = budgets.lighthouse ?? {};
    // A bar is green when it keeps within every limit of its figure, a target included.
    const chart = (title, read, entry, options) => {
      const limits = entry ? limitsOf(entry) : [];
      const named = limits.map((limit) => `${describeLimit(limit)}${limit.enforced === false ? ' (target)' : ''}`);
      return (
        `<h3>${escape(title)}${limits.length > 0 ? ` (budget ${escape(named.join(', '))})` : ''}</h3>` +
        barChart(
          pages.map((page) => {
            const value = read(page);
            const judged = limits.filter((limit) => !limit.pages || limit.pages.includes(page.key));
            return { label: page.label, value, ok: judged.length > 0 ? judged.every((limit) => withinLimit(value, limit)) : undefined };
          }),
          { ...options, marks: limits.map((limit, index) => ({ value: limitOf(limit), label: named[index] })) },
        )
      );
    };
    sections.push(
      `<h2>Lighthouse</h2><p>Lighthouse ${escape(report.lighthouse.version ?? '')}, mobile form factor, simulated throttling, Chromium headless (${escape(report.lighthouse.chrome ?? '')}), interface language ${escape(report.lighthouse.lang)}; median of ${report.lighthouse.runs_per_page} run(s) per page by performance score. ${escape(cpuLine(report.lighthouse))}. Each page's median report: <code>lighthouse/&lt;page&gt;.html</code> beside this file.</p>`,
      htmlTable(LIGHTHOUSE_HEADER, lighthouseRows(pages)),
      ...moreRunsLines(report.lighthouse).map((line) => `<p>${escape(line)}</p>`),
      chart('Performance', (page) => page.scores.performance, lh.performance, { max: 100 }),
      '<p>Performance points lost per metric: its weight in the score times what it scored short of full marks (they add up to 100 - performance).</p>',
      htmlTable(
        ['page', 'points lost, largest first'],
        pages.map((page) => [page.label, pointsLostLine(page) ?? '-']),
      ),
      chart('Accessibility', (page) => page.scores.accessibility, lh.accessibility, { max: 100 }),
      chart('Best practices', (page) => page.scores.best_practices, lh.best_practices, { max: 100 }),
      chart('SEO', (page) => page.scores.seo ?? NaN, lh.seo, { max: 100 }),
      chart('Cumulative Layout Shift', (page) => page.metrics.cls, lh.cls, {
        max: Math.max(0.1, ...pages.map((page) => page.metrics.cls ?? 0)),
        digits: 3,
      }),
      chart('Largest Contentful Paint', (page) => (page.metrics.lcp_ms ?? NaN) / 1000, undefined, {
        max: Math.max(4, ...pages.map((page) => (page.metrics.lcp_ms ?? 0) / 1000)),
        unit: ' s',
        digits: 2,
      }),
      chart('Total Blocking Time', (page) => page.metrics.tbt_ms, undefined, {
        max: Math.max(300, ...pages.map((page) => page.metrics.tbt_ms ?? 0)),
        unit: ' ms',
      }),
    );
    const failing = pages.flatMap((page) =>
      [...page.failing_audits.accessibility, ...page.failing_audits.best_practices].map((audit) => [page.label, audit.id, audit.title]),
    );
    if (failing.length > 0)
      sections.push('<h3>Failing audits (accessibility, best practices)</h3>', htmlTable(['page', 'audit', 'title'], failing));
  }
  if (report.initial_js) {
    const js = report.initial_js;
    const home = budgets.initial_js_kb?.home;
    const every = budgets.initial_js_kb?.every_route;
    const marks = [
      home && { value: limitOf(home), label: `home ${describeLimit(home)}` },
      every && { value: limitOf(every), label: `route ${describeLimit(every)}` },
    ].filter(Boolean);
    const max = Math.max(200, ...js.routes.map(({ bytes }) => kb(bytes)));
    sections.push(
      `<h2>Initial JavaScript per route (KB gzip)</h2><p>Entry ${fixed(kb(js.entry_bytes), 1)} KB + language ${fixed(kb(js.language_bytes), 1)} KB + the page's own chunks.</p>`,
      barChart(
        js.routes.map(({ name, bytes }) => {
          const limit = name === js.home ? home : every;
          return { label: name, value: kb(bytes), ok: limit ? kb(bytes) < limitOf(limit) : undefined };
        }),
        { max, unit: ' KB', digits: 1, marks },
      ),
    );
  }
  if (report.api) {
    const { api } = report;
    const max = Math.max(...api.runs.map((run) => run.requests_per_sec));
    sections.push(
      `<h2>API bench (req/s)</h2><p>${api.source === 'file' ? `Read from ${escape(api.file)}` : 'Run with this report'}, ${escape(api.date)}: autocannon, ${api.options?.connections} connections, ${escape(measuredFor(api.options))}, on PostgreSQL. Each catalogue call measured in turn with a bare Fastify route answering the same document.</p>`,
      barChart(
        api.runs.map((run) => ({ label: run.label, value: run.requests_per_sec, ok: run.verdict === 'FAIL' ? false : undefined })),
        { max },
      ),
      htmlTable(['call', 'req/s', 'p99 ms', 'vs same-size bare', 'verdict'], apiRows(api)),
      `<p>Checkouts: <strong>${whole(api.checkouts.requests_per_sec)} orders/s</strong> by ${api.checkouts.buyers} concurrent buyers (p50 ${api.checkouts.latency_p50_ms} ms, p99 ${api.checkouts.latency_p99_ms} ms).</p>`,
    );
  }
  const missed = report.misses.filter((miss) => miss.enforced !== false);
  const targets = report.misses.filter((miss) => miss.enforced === false);
  const list = (misses) => `<ul>${misses.map((miss) => `<li>${escape(miss.message)}</li>`).join('')}</ul>`;
  const verdict =
    (missed.length === 0
      ? '<p class="ok">Every enforced budget met.</p>'
      : `<p class="miss">${missed.length} budget(s) missed:</p>${list(missed)}`) +
    (targets.length === 0 ? '' : `<p>${targets.length} target(s) not yet met (reported, not enforced):</p>${list(targets)}`);
  const machine = report.machine;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Storefront bench ${escape(report.date)}</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#222}
table{border-collapse:collapse;margin:.5rem 0 1rem}th,td{border:1px solid #ccc;padding:.2rem .5rem;text-align:right}th:first-child,td:first-child{text-align:left}
svg{font:12px system-ui,sans-serif;display:block;margin-bottom:1rem}svg .mark{fill:#555;font-size:11px}
.ok{color:#2e7d32;font-weight:bold}.miss{color:#c0392b;font-weight:bold}code{background:#f3f3f3;padding:0 .2rem}
</style></head><body>
<h1>Storefront bench</h1>
<p>${escape(report.date)}, commit ${escape(report.commit ?? '?')}${report.uncommitted_changes ? ' with uncommitted changes' : ''}; ${escape(`${machine.cpus} x ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}, load average at the start ${machine.loadAverage?.join(' ')}`)}; took ${whole(report.duration_s)} s.</p>
<h2>Budgets</h2>${verdict}
${sections.join('\n')}
</body></html>
`;
}

/** How long the API bench measured each call: rounds of N seconds (median reported), or one run of N seconds (before rounds). */
function measuredFor(options) {
  const rounds = options?.rounds ?? 1;
  return rounds > 1 ? `${rounds} rounds of ${options?.duration} s per call, medians` : `${options?.duration} s per call`;
}
