import { describe, expect, it } from 'vitest';
import { barChart, formatText, renderHtml, textTable } from './report.js';

const report = {
  date: '2026-11-24T10:00:00.000Z',
  commit: 'abc1234',
  uncommitted_changes: false,
  machine: { cpus: 2, cpuModel: 'Test CPU', memoryGiB: 24, node: 'v20.20.2' },
  duration_s: 300,
  budgets: { lighthouse: { performance: { min: 95 } }, initial_js_kb: { home: { below: 120 }, every_route: { below: 160 } } },
  lighthouse: {
    version: '12.2.3',
    lang: 'zh-TW',
    runs_per_page: 3,
    cpu_reference_index: 2400,
    pages: [
      {
        key: 'home',
        label: 'Home <main>',
        path: '/',
        scores: { performance: 90, accessibility: 100, best_practices: 100, seo: 100 },
        metrics: { fcp_ms: 1500, lcp_ms: 2500, cls: 0, tbt_ms: 120 },
        performance_points_lost: { fcp_ms: 1.93, lcp_ms: 4.5, cls: 0, tbt_ms: 3.6, speed_index_ms: 0.04 },
        failing_audits: { accessibility: [], best_practices: [{ id: 'errors-in-console', title: 'Errors', score: 0 }] },
        benchmark_index: 1200,
        cpu_slowdown: 2,
      },
    ],
  },
  initial_js: { entry_bytes: 150_000, language_bytes: 7_000, home: 'home/HomePage', routes: [{ name: 'home/HomePage', bytes: 170_000 }] },
  misses: [{ message: 'Home: lighthouse.performance 90, budget >= 95' }],
};

describe('report', () => {
  it('prints the tables and every miss', () => {
    const text = formatText(report);
    expect(text).toMatch(/Home <main> \/\s+90\s+100\s+100\s+100\s+1\.50 s\s+2\.50 s\s+0\.000\s+120 ms\s+1,200\s+2\.00$/m);
    expect(text).toContain('4 x the median index of the last runs / 2,400');
    expect(text).toContain('home/HomePage (home)');
    expect(text).toContain('failing audits (accessibility, best practices, SEO): errors-in-console');
    expect(text).toContain('MISS Home: lighthouse.performance 90, budget >= 95');
    expect(text).toContain('Home <main>: LCP 4.5, TBT 3.6, FCP 1.9, Speed Index 0.0, CLS 0.0');
  });

  it("says when the runs kept Lighthouse's default CPU slowdown (figures saved before the calibration, or --cpu-reference 0)", () => {
    const text = formatText({ ...report, lighthouse: { ...report.lighthouse, cpu_reference_index: undefined } });
    expect(text).toContain("Lighthouse's default, whatever the machine's speed");
  });

  it('leaves out the points lost of a page Lighthouse could not measure', () => {
    const failed = { ...report.lighthouse.pages[0], performance_points_lost: undefined };
    const text = formatText({ ...report, lighthouse: { ...report.lighthouse, pages: [failed] } });
    expect(text).not.toContain('points lost');
  });

  it('prints a missed target apart from the missed budgets', () => {
    const text = formatText({ ...report, misses: [{ ...report.misses[0], enforced: false }] });
    expect(text).toContain('Budgets: all met');
    expect(text).toContain('TARGET Home: lighthouse.performance 90, budget >= 95');
    expect(renderHtml({ ...report, misses: [{ ...report.misses[0], enforced: false }] })).toContain('1 target(s) not yet met');
  });

  it('writes a self-contained HTML page: inline SVG bars, no script, text escaped', () => {
    const html = renderHtml(report);
    expect(html).toContain('<svg');
    expect(html).not.toMatch(/<script|<link|src=/i);
    expect(html).toContain('Home &lt;main&gt;');
    expect(html).toContain('<td>LCP 4.5, TBT 3.6, FCP 1.9, Speed Index 0.0, CLS 0.0</td>');
    expect(html).not.toContain('Home <main>');
  });

  it('draws a bar past its limit in the miss colour, scaled to the maximum', () => {
    const svg = barChart(
      [
        { label: 'a', value: 50, ok: true },
        { label: 'b', value: 100, ok: false },
      ],
      { max: 100, marks: [{ value: 95, label: '>= 95' }] },
    );
    expect(svg).toContain('width="210.0" height="15" fill="#2e7d32"');
    expect(svg).toContain('width="420.0" height="15" fill="#c0392b"');
    expect(svg).toContain('stroke-dasharray');
  });

  it('names each limit of a figure on its chart, a target as such, and marks both', () => {
    const html = renderHtml({
      ...report,
      budgets: { ...report.budgets, lighthouse: { performance: [{ min: 95, enforced: false }, { min: 80 }] } },
    });
    expect(html).toContain('<h3>Performance (budget &gt;= 95 (target), &gt;= 80)</h3>');
    const performance = html.slice(html.indexOf('<h3>Performance'), html.indexOf('</svg>', html.indexOf('<h3>Performance')));
    expect(performance.match(/stroke-dasharray/g)).toHaveLength(2);
  });

  it('says which page was measured more rounds because its first median missed a budget', () => {
    const scores = (performance) => ({ scores: { performance } });
    const runs = (...list) => list.map(scores);
    const home = { ...report.lighthouse.pages[0], runs: runs(93, 94, 97, 96, 96) };
    const list = { ...report.lighthouse.pages[0], label: 'List', runs: runs(97, 98, 96) };
    const more = { ...report, lighthouse: { ...report.lighthouse, pages: [home, list] } };
    const line = 'Home <main>: its median of 3 runs missed a budget; measured 2 more, the figures are the median of all 5';
    expect(formatText(more)).toContain(`  ${line}`);
    expect(formatText(more)).not.toContain('List: its median');
    expect(renderHtml(more)).toContain('<p>Home &lt;main&gt;: its median of 3 runs missed a budget; measured 2 more');
    expect(formatText(report)).not.toContain('missed a budget;');
  });

  it('aligns text columns', () => {
    expect(textTable(['a', 'bb'], [['long', 1]]).split('\n')).toEqual(['a     bb', '----  --', 'long   1']);
  });
});
