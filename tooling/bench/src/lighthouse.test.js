import { describe, expect, it } from 'vitest';
import { figuresOf, measurePages, medianRun, pointsLost } from './lighthouse.js';

/** A Lighthouse result with the performance category's metric weights of Lighthouse 12. */
function result({ fcp, lcp, tbt, cls, si }) {
  const audit = (id, score, numericValue) => ({ id, title: id, score, numericValue, scoreDisplayMode: 'numeric' });
  return {
    categories: {
      performance: {
        score: null,
        auditRefs: [
          { id: 'first-contentful-paint', weight: 10 },
          { id: 'largest-contentful-paint', weight: 25 },
          { id: 'total-blocking-time', weight: 30 },
          { id: 'cumulative-layout-shift', weight: 25 },
          { id: 'speed-index', weight: 10 },
          { id: 'interactive', weight: 0 },
        ],
      },
    },
    audits: {
      'first-contentful-paint': audit('first-contentful-paint', fcp, 2104),
      'largest-contentful-paint': audit('largest-contentful-paint', lcp, 2866),
      'total-blocking-time': audit('total-blocking-time', tbt, 481),
      'cumulative-layout-shift': audit('cumulative-layout-shift', cls, 0),
      'speed-index': audit('speed-index', si, 2650),
    },
  };
}

describe('pointsLost', () => {
  it('gives each metric its weight times what it scored short of 1, adding up to 100 - performance', () => {
    const lost = pointsLost(result({ fcp: 0.81, lcp: 0.82, tbt: 0.6, cls: 1, si: 0.97 }));
    expect(lost.tbt_ms).toBeCloseTo(12);
    expect(lost.lcp_ms).toBeCloseTo(4.5);
    expect(lost.fcp_ms).toBeCloseTo(1.9);
    expect(lost.speed_index_ms).toBeCloseTo(0.3);
    expect(lost.cls).toBe(0);
    // 0.1 x 0.81 + 0.1 x 0.97 + 0.25 x 0.82 + 0.3 x 0.6 + 0.25 = 0.813: Lighthouse shows 81.
    const total = Object.values(lost).reduce((sum, points) => sum + points, 0);
    expect(100 - total).toBeCloseTo(81.3);
  });

  it('has no figure for a metric Lighthouse could not score', () => {
    const lhr = result({ fcp: 0.81, lcp: null, tbt: 0.6, cls: 1, si: 0.97 });
    expect(pointsLost(lhr).lcp_ms).toBeNull();
    expect(pointsLost({ categories: {}, audits: {} })).toEqual({
      fcp_ms: null,
      lcp_ms: null,
      cls: null,
      tbt_ms: null,
      speed_index_ms: null,
    });
  });
});

describe('figuresOf', () => {
  it('reads the metrics as measured and the points lost beside them', () => {
    const lhr = {
      ...result({ fcp: 0.81, lcp: 0.82, tbt: 0.6, cls: 1, si: 0.97 }),
      finalDisplayedUrl: 'http://shop/',
      environment: { benchmarkIndex: 1210.5 },
      configSettings: { throttling: { cpuSlowdownMultiplier: 2.02 } },
    };
    lhr.categories.performance.score = 0.81;
    const figures = figuresOf(lhr);
    expect(figures.benchmark_index).toBe(1210.5);
    expect(figures.cpu_slowdown).toBe(2.02);
    expect(figures.scores.performance).toBe(81);
    expect(figures.metrics).toEqual({ fcp_ms: 2104, lcp_ms: 2866, cls: 0, tbt_ms: 481, speed_index_ms: 2650 });
    expect(figures.performance_points_lost.tbt_ms).toBeCloseTo(12);
  });
});

describe('medianRun', () => {
  it('takes the run of the middle performance score', () => {
    const run = (performance) => ({ figures: { scores: { performance } } });
    expect(medianRun([run(90), run(70), run(80)]).figures.scores.performance).toBe(80);
    expect(medianRun([run(90), run(70), run(80), run(60)]).figures.scores.performance).toBe(70);
  });
});

describe('measurePages', () => {
  /** A stand-in for one Lighthouse run: the performance score each call of a page gets, in turn. */
  function fakeRuns(scores) {
    const order = [];
    const run = async (url) => {
      order.push(url);
      const next = scores[url].shift();
      if (next instanceof Error) throw next;
      const lhr = {
        ...result({ fcp: 1, lcp: 1, tbt: 1, cls: 1, si: 1 }),
        runtimeError: next === 'stalled' ? { code: 'NO_NAVSTART', message: 'stalled' } : undefined,
      };
      lhr.categories.performance.score = next === 'stalled' ? null : next / 100;
      return { lhr, html: `<p>${url} ${next}</p>` };
    };
    return { order, run };
  }
  const pages = [
    { key: 'home', label: 'Home', url: '/' },
    { key: 'list', label: 'List', url: '/list' },
  ];

  it('runs the pages in rounds and gives each page its median run, with every run kept', async () => {
    const { order, run } = fakeRuns({ '/': [97, 90, 96], '/list': [94, 'stalled', 98, 88] });
    const measured = await measurePages(pages, { runs: 3, lang: 'zh-TW', log: () => {}, run });
    // A run Lighthouse could not finish is run again in its place.
    expect(order).toEqual(['/', '/list', '/', '/list', '/list', '/', '/list']);
    expect(measured.get('home').scores.performance).toBe(96);
    expect(measured.get('list').scores.performance).toBe(94);
    expect(measured.get('list').runs.map((one) => one.scores.performance)).toEqual([94, 98, 88]);
  });

  it('measures a page whose median misses a budget more rounds and gives it the median of all its runs', async () => {
    const { order, run } = fakeRuns({ '/': [97, 96, 98], '/list': [94, 96, 93, 97, 96] });
    const logged = [];
    const wanted = (figures) => figures.scores.performance < 95;
    const measured = await measurePages(pages, {
      runs: 3,
      lang: 'zh-TW',
      log: (line) => logged.push(line),
      run,
      more: { runs: 2, wanted },
    });
    expect(order).toEqual(['/', '/list', '/', '/list', '/', '/list', '/list', '/list']);
    expect(measured.get('home').runs).toHaveLength(3);
    expect(measured.get('list').runs.map((one) => one.scores.performance)).toEqual([94, 96, 93, 97, 96]);
    expect(measured.get('list').scores.performance).toBe(96);
    expect(logged).toContain('  List: the median run misses a budget; 2 rounds more, judged on the median of all 5 runs');
    expect(logged).toContainEqual(expect.stringMatching(/^ {2}List run 5\/5: performance 96, /));
  });

  it('measures no more rounds when every median keeps to its budgets, or when none are asked for', async () => {
    const wanted = (figures) => figures.scores.performance < 95;
    const kept = fakeRuns({ '/': [97], '/list': [96] });
    await measurePages(pages, { runs: 1, lang: 'zh-TW', log: () => {}, run: kept.run, more: { runs: 5, wanted } });
    expect(kept.order).toEqual(['/', '/list']);
    const none = fakeRuns({ '/': [90], '/list': [96] });
    const measured = await measurePages(pages, { runs: 1, lang: 'zh-TW', log: () => {}, run: none.run, more: { runs: 0, wanted } });
    expect(none.order).toEqual(['/', '/list']);
    expect(measured.get('home').scores.performance).toBe(90);
  });

  it('leaves a page that throws out of the later rounds and says why, measuring the others', async () => {
    const { order, run } = fakeRuns({ '/': [97, 90], '/list': [new Error('Chrome did not start')] });
    const measured = await measurePages(pages, { runs: 2, lang: 'zh-TW', log: () => {}, run });
    expect(order).toEqual(['/', '/list', '/']);
    expect(measured.get('list')).toEqual({ error: 'Chrome did not start' });
    expect(measured.get('home').scores.performance).toBe(90);
  });
});
