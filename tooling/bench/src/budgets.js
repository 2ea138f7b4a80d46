// The budgets of `pnpm bench --check`: a pure check of the figures of one run against the budgets
// file, so the same function judges a fresh run, a saved latest.json and the tests' made-up figures.

/**
 * @typedef {{ min?: number, below?: number, enforced?: boolean, pages?: string[] }} Limit  `min`: passes at or above; `below`: passes strictly under;
 *   `enforced: false`: a target, whose miss is reported but fails no --check; `pages`: judged on these pages' keys only (default all).
 * @typedef {Limit | Limit[]} Limits  one limit, or several on the same figure (a target and an enforced floor under it)
 * @typedef {{
 *   lighthouse?: { performance?: Limits, accessibility?: Limits, best_practices?: Limits, seo?: Limits, cls?: Limits, lcp_ms?: Limits, tbt_ms?: Limits },
 *   initial_js_kb?: { home?: Limit, every_route?: Limit },
 * }} Budgets
 * @typedef {{
 *   key: string, label: string, error?: string,
 *   scores: { performance: number | null, accessibility: number | null, best_practices: number | null, seo?: number | null },
 *   metrics: { lcp_ms: number | null, cls: number | null, tbt_ms: number | null },
 * }} PageFigures
 * @typedef {{
 *   lighthouse?: { pages: PageFigures[] },
 *   initial_js?: { home: string, routes: { name: string, bytes: number }[] },
 * }} Figures
 * @typedef {{ budget: string, subject: string, actual: number | null, limit: string, enforced: boolean, message: string }} Miss
 */

/** Lighthouse figures a budget may name, and where each sits on a page's figures. */
const PAGE_FIGURES = {
  performance: (page) => page.scores.performance,
  accessibility: (page) => page.scores.accessibility,
  best_practices: (page) => page.scores.best_practices,
  seo: (page) => page.scores.seo,
  cls: (page) => page.metrics.cls,
  lcp_ms: (page) => page.metrics.lcp_ms,
  tbt_ms: (page) => page.metrics.tbt_ms,
};

/** Whether a figure keeps within a limit; a missing figure never does. */
export function withinLimit(actual, limit) {
  if (typeof actual !== 'number' || Number.isNaN(actual)) return false;
  if (limit.min !== undefined && actual < limit.min) return false;
  if (limit.below !== undefined && actual >= limit.below) return false;
  return true;
}

/** The limits of a budget entry, one or several. */
export function limitsOf(entry) {
  return Array.isArray(entry) ? entry : [entry];
}

/** A limit as people read it: ">= 95", "< 0.05". */
export function describeLimit(limit) {
  return [limit.min !== undefined ? `>= ${limit.min}` : undefined, limit.below !== undefined ? `< ${limit.below}` : undefined]
    .filter(Boolean)
    .join(' and ');
}

/**
 * Every budget the figures miss, in the budgets' order. A section of the figures that was not
 * measured in this run (no `lighthouse`, no `initial_js`) is skipped; a page or a route that was
 * measured but has no figure (Lighthouse failed on it) is a miss.
 * @param {Figures} figures
 * @param {Budgets} budgets
 * @returns {Miss[]}
 */
export function checkBudgets(figures, budgets) {
  const misses = [];
  const miss = (budget, subject, actual, limit, shown) =>
    misses.push({
      budget,
      subject,
      actual: typeof actual === 'number' ? actual : null,
      limit: describeLimit(limit),
      enforced: limit.enforced !== false,
      message: `${subject}: ${budget} ${typeof actual === 'number' ? shown(actual) : 'not measured'}, budget ${describeLimit(limit)}`,
    });

  const pages = figures.lighthouse?.pages;
  if (pages) {
    for (const [name, entry] of Object.entries(budgets.lighthouse ?? {})) {
      const read = PAGE_FIGURES[name];
      if (!read) throw new Error(`budgets: unknown Lighthouse figure "${name}" (known: ${Object.keys(PAGE_FIGURES).join(', ')})`);
      for (const limit of limitsOf(entry)) {
        for (const page of pages) {
          if (limit.pages && !limit.pages.includes(page.key)) continue;
          const actual = read(page);
          if (!withinLimit(actual, limit))
            miss(`lighthouse.${name}`, page.label, actual, limit, (value) => String(Number(value.toFixed(3))));
        }
      }
    }
  }

  const js = figures.initial_js;
  if (js) {
    const kb = (bytes) => bytes / 1024;
    const shown = (value) => `${value.toFixed(1)} KB`;
    const { home, every_route: everyRoute } = budgets.initial_js_kb ?? {};
    if (home) {
      const route = js.routes.find(({ name }) => name === js.home);
      const actual = route ? kb(route.bytes) : null;
      for (const limit of limitsOf(home)) if (!withinLimit(actual, limit)) miss('initial_js_kb.home', js.home, actual, limit, shown);
    }
    if (everyRoute) {
      for (const limit of limitsOf(everyRoute)) {
        for (const route of js.routes) {
          const actual = kb(route.bytes);
          if (!withinLimit(actual, limit)) miss('initial_js_kb.every_route', route.name, actual, limit, shown);
        }
      }
    }
  }
  return misses;
}

/**
 * Whether one page's Lighthouse figures (one run's, or a page's median run's) miss an enforced
 * Lighthouse budget: the bench then measures the page more rounds.
 * @param {Omit<PageFigures, 'key' | 'label'>} page
 * @param {Budgets} budgets
 */
export function pageMissesBudget(page, budgets) {
  return checkBudgets({ lighthouse: { pages: [{ key: '', label: '', ...page }] } }, { lighthouse: budgets.lighthouse }).some(
    (miss) => miss.enforced,
  );
}

/** The exit code of `pnpm bench`: 1 when --check is given and an enforced budget is missed, else 0. */
export function exitCodeFor(misses, check) {
  return check && misses.some((miss) => miss.enforced) ? 1 : 0;
}
