import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkBudgets, describeLimit, exitCodeFor, pageMissesBudget, withinLimit } from './budgets.js';

const budgets = {
  lighthouse: { performance: { min: 95 }, accessibility: { min: 100 }, cls: { below: 0.05 } },
  initial_js_kb: { home: { below: 120 }, every_route: { below: 160 } },
};

/** A page's figures as a Lighthouse run reports them. */
const page = (key, label, performance, accessibility, cls) => ({
  key,
  label,
  path: '/',
  scores: { performance, accessibility, best_practices: 100 },
  metrics: { fcp_ms: 1210, lcp_ms: 1870, cls, tbt_ms: 60 },
  failing_audits: { accessibility: [], best_practices: [] },
});

/** Figures of a run where every budget is met, shaped like latest.json. */
function passingFigures() {
  return {
    lighthouse: {
      pages: [
        page('home', 'Home', 98, 100, 0),
        page('product-list', 'Product list', 97, 100, 0.002),
        page('product', 'Product', 96, 100, 0.011),
        page('checkout', 'Checkout (buy now)', 95, 100, 0.049),
      ],
    },
    initial_js: {
      entry_bytes: 95_000,
      language_bytes: 7_786,
      home: 'home/HomePage',
      routes: [
        { name: 'checkout/CheckoutPage', bytes: 158 * 1024 },
        { name: 'product/ProductPage', bytes: 140 * 1024 },
        { name: 'home/HomePage', bytes: 118.5 * 1024 },
      ],
    },
  };
}

describe('checkBudgets', () => {
  it('reports nothing when every figure keeps within its budget, limits included', () => {
    expect(checkBudgets(passingFigures(), budgets)).toEqual([]);
  });

  it('reports each Lighthouse figure that misses, per page', () => {
    const figures = passingFigures();
    figures.lighthouse.pages[0].scores.performance = 94;
    figures.lighthouse.pages[2].scores.accessibility = 98;
    figures.lighthouse.pages[3].metrics.cls = 0.05;
    const misses = checkBudgets(figures, budgets);
    expect(misses.map(({ budget, subject, actual }) => [budget, subject, actual])).toEqual([
      ['lighthouse.performance', 'Home', 94],
      ['lighthouse.accessibility', 'Product', 98],
      ['lighthouse.cls', 'Checkout (buy now)', 0.05],
    ]);
    expect(misses[0].message).toBe('Home: lighthouse.performance 94, budget >= 95');
  });

  it('reports the home route and every route over their initial JavaScript budgets', () => {
    const figures = passingFigures();
    figures.initial_js.routes = [
      { name: 'checkout/CheckoutPage', bytes: 215_814 },
      { name: 'home/HomePage', bytes: 170_394 },
    ];
    const misses = checkBudgets(figures, budgets);
    expect(misses.map(({ message }) => message)).toEqual([
      'home/HomePage: initial_js_kb.home 166.4 KB, budget < 120',
      'checkout/CheckoutPage: initial_js_kb.every_route 210.8 KB, budget < 160',
      'home/HomePage: initial_js_kb.every_route 166.4 KB, budget < 160',
    ]);
  });

  it('counts a page Lighthouse could not measure as a miss, and skips a section not measured at all', () => {
    const figures = passingFigures();
    figures.lighthouse.pages[1].scores.performance = null;
    expect(checkBudgets(figures, budgets).map(({ message }) => message)).toEqual([
      'Product list: lighthouse.performance not measured, budget >= 95',
    ]);
    delete figures.lighthouse;
    expect(checkBudgets(figures, budgets)).toEqual([]);
  });

  it('refuses a budget on a figure it does not know', () => {
    expect(() => checkBudgets(passingFigures(), { lighthouse: { speed: { min: 1 } } })).toThrow(/unknown Lighthouse figure "speed"/);
  });

  it('a lowered budget turns the same figures into a miss and a non-zero exit code with --check', () => {
    const figures = passingFigures();
    const lowered = { ...budgets, lighthouse: { ...budgets.lighthouse, performance: { min: 99 } } };
    const misses = checkBudgets(figures, lowered);
    expect(misses).toHaveLength(4);
    expect(exitCodeFor(misses, true)).toBe(1);
    // Without --check a miss is reported only.
    expect(exitCodeFor(misses, false)).toBe(0);
    expect(exitCodeFor(checkBudgets(figures, budgets), true)).toBe(0);
  });

  it('reports a missed target (enforced: false) without failing --check', () => {
    const figures = passingFigures();
    const target = { lighthouse: { performance: { min: 99, enforced: false }, accessibility: { min: 100 } } };
    const misses = checkBudgets(figures, target);
    expect(misses).toHaveLength(4);
    expect(misses.every((miss) => miss.enforced === false)).toBe(true);
    expect(exitCodeFor(misses, true)).toBe(0);
    const enforced = checkBudgets(figures, { lighthouse: { performance: { min: 99 } } });
    expect(enforced.every((miss) => miss.enforced)).toBe(true);
    expect(exitCodeFor(enforced, true)).toBe(1);
  });

  it('judges a limit that names pages on those pages only: SEO on the pages search engines may index', () => {
    const figures = passingFigures();
    for (const each of figures.lighthouse.pages) each.scores.seo = 100;
    // The checkout is noindex on purpose: Lighthouse's SEO category marks it down for that.
    figures.lighthouse.pages[3].scores.seo = 66;
    const seo = { lighthouse: { seo: { min: 100, pages: ['home', 'product-list', 'product'] } } };
    expect(checkBudgets(figures, seo)).toEqual([]);
    figures.lighthouse.pages[2].scores.seo = 92;
    expect(checkBudgets(figures, seo).map(({ message }) => message)).toEqual(['Product: lighthouse.seo 92, budget >= 100']);
  });

  it('judges each limit of a figure on its own: a target above, an enforced floor under it', () => {
    const figures = passingFigures();
    figures.lighthouse.pages[0].scores.performance = 91;
    figures.lighthouse.pages[1].scores.performance = 79;
    const both = { lighthouse: { performance: [{ min: 95, enforced: false }, { min: 80 }] } };
    const misses = checkBudgets(figures, both);
    expect(misses.map(({ message, enforced }) => [message, enforced])).toEqual([
      ['Home: lighthouse.performance 91, budget >= 95', false],
      ['Product list: lighthouse.performance 79, budget >= 95', false],
      ['Product list: lighthouse.performance 79, budget >= 80', true],
    ]);
    expect(exitCodeFor(misses, true)).toBe(1);
    // Above the floor, only the target is missed: reported, not failing.
    figures.lighthouse.pages[1].scores.performance = 80;
    expect(exitCodeFor(checkBudgets(figures, both), true)).toBe(0);
  });
});

describe('pageMissesBudget', () => {
  it("is true for a page's figures under an enforced Lighthouse budget only, not under a target", () => {
    const { scores, metrics } = page('home', 'Home', 96, 100, 0);
    const figures = { scores, metrics };
    expect(pageMissesBudget(figures, budgets)).toBe(false);
    expect(pageMissesBudget({ ...figures, scores: { ...figures.scores, performance: 94 } }, budgets)).toBe(true);
    expect(pageMissesBudget({ ...figures, metrics: { ...figures.metrics, cls: 0.05 } }, budgets)).toBe(true);
    const target = { ...budgets, lighthouse: { performance: [{ min: 95, enforced: false }, { min: 85 }] } };
    expect(pageMissesBudget({ ...figures, scores: { ...figures.scores, performance: 90 } }, target)).toBe(false);
    expect(pageMissesBudget({ ...figures, scores: { ...figures.scores, performance: 84 } }, target)).toBe(true);
  });
});

describe("the project's budgets.json", () => {
  const shipped = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'budgets.json'), 'utf8'));

  it("holds issue 30's figures as targets over the floors it enforces", () => {
    const { scores, metrics } = {
      ...page('home', 'Home', 80, 100, 0),
      scores: { performance: 80, accessibility: 100, best_practices: 100, seo: 100 },
    };
    expect(pageMissesBudget({ scores, metrics }, shipped)).toBe(false);
    expect(pageMissesBudget({ scores: { ...scores, performance: 64 }, metrics }, shipped)).toBe(true);
    const misses = checkBudgets(
      { lighthouse: { pages: [{ ...page('home', 'Home', 92, 100, 0), scores: { ...scores, performance: 92 } }] } },
      shipped,
    );
    expect(misses.map(({ budget, limit, enforced }) => [budget, limit, enforced])).toEqual([['lighthouse.performance', '>= 95', false]]);

    const js = (home, other) => ({
      initial_js: {
        home: 'home',
        routes: [
          { name: 'home', bytes: home * 1024 },
          { name: 'checkout', bytes: other * 1024 },
        ],
      },
    });
    expect(checkBudgets(js(169.9, 209.9), shipped)).toEqual([]);
    const overTargets = checkBudgets(js(180, 220), shipped);
    expect(overTargets.map(({ subject, limit, enforced }) => [subject, limit, enforced])).toEqual([
      ['home', '< 170', false],
      ['checkout', '< 210', false],
    ]);
    expect(exitCodeFor(overTargets, true)).toBe(0);
    expect(exitCodeFor(checkBudgets(js(190, 225), shipped), true)).toBe(1);
  });
});

describe('limits', () => {
  it('min passes at the limit, below only under it; a missing figure never passes', () => {
    expect(withinLimit(95, { min: 95 })).toBe(true);
    expect(withinLimit(0.05, { below: 0.05 })).toBe(false);
    expect(withinLimit(null, { min: 0 })).toBe(false);
    expect(describeLimit({ min: 90, below: 100 })).toBe('>= 90 and < 100');
  });
});

describe('pnpm bench --check on saved figures (--figures)', () => {
  const run = promisify(execFile);
  const bench = join(import.meta.dirname, 'bench.mjs');

  /** Runs the command on figures and budgets written to a temporary folder; resolves with its exit code and output. */
  async function benchOn(figures, budgetsFile, args) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-check-'));
    writeFileSync(join(dir, 'latest.json'), JSON.stringify(figures));
    writeFileSync(join(dir, 'budgets.json'), JSON.stringify(budgetsFile));
    try {
      const { stdout } = await run(process.execPath, [
        bench,
        '--figures',
        join(dir, 'latest.json'),
        '--budgets',
        join(dir, 'budgets.json'),
        ...args,
      ]);
      return { code: 0, stdout };
    } catch (error) {
      return { code: error.code, stdout: error.stdout };
    }
  }

  it('exits 0 when the budgets are met, and 1 with the miss printed once a budget is lowered below the figures', async () => {
    const figures = passingFigures();
    const met = await benchOn(figures, budgets, ['--check']);
    expect(met.code).toBe(0);
    expect(met.stdout).toContain('Budgets: all met');

    const lowered = { ...budgets, initial_js_kb: { ...budgets.initial_js_kb, home: { below: 100 } } };
    const missed = await benchOn(figures, lowered, ['--check']);
    expect(missed.code).toBe(1);
    expect(missed.stdout).toContain('MISS home/HomePage: initial_js_kb.home 118.5 KB, budget < 100');

    const reported = await benchOn(figures, lowered, []);
    expect(reported.code).toBe(0);
  });
});
