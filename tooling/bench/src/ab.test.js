import { describe, expect, it } from 'vitest';
import { centre, compareRuns, comparedFigures, formatComparison } from './ab.js';

/** A run's compared figures; the ones a test does not care about are typical of the home. */
function run(performance, tbt_ms, overrides = {}) {
  return { performance, tbt_ms, lcp_ms: 2050, fcp_ms: 1820, speed_index_ms: 2300, cls: 0, ...overrides };
}

describe('centre', () => {
  it('gives the middle number of an odd count and the mean of the middle two of an even one', () => {
    expect(centre([97, 91, 95])).toEqual({ median: 95, mean: 94.33333333333333, count: 3 });
    expect(centre([96, 90, 94, 98])).toEqual({ median: 95, mean: 94.5, count: 4 });
  });

  it('leaves out runs without the figure, and has no centre without any', () => {
    expect(centre([null, 88, undefined, 92])).toEqual({ median: 90, mean: 90, count: 2 });
    expect(centre([null])).toEqual({ median: null, mean: null, count: 0 });
  });
});

describe('comparedFigures', () => {
  it('puts the performance score beside the metrics of a run', () => {
    const figures = {
      scores: { performance: 96, accessibility: 100, best_practices: 100 },
      metrics: { fcp_ms: 1800, lcp_ms: 2000, cls: 0, tbt_ms: 120, speed_index_ms: 2300 },
    };
    expect(comparedFigures(figures)).toEqual({ performance: 96, fcp_ms: 1800, lcp_ms: 2000, cls: 0, tbt_ms: 120, speed_index_ms: 2300 });
  });
});

describe('compareRuns', () => {
  it("gives each figure's median and mean in A and B and B's median minus A's", () => {
    const rows = compareRuns([run(93, 260), run(95, 200), run(91, 330)], [run(97, 110), run(96, 140), run(92, 300)]);
    const performance = rows.find((row) => row.key === 'performance');
    expect(performance.a).toEqual({ median: 93, mean: 93, count: 3 });
    expect(performance.b.median).toBe(96);
    expect(performance.change).toBe(3);
    const tbt = rows.find((row) => row.key === 'tbt_ms');
    expect(tbt.change).toBe(140 - 260);
    expect(rows.map((row) => row.key)).toEqual(['performance', 'tbt_ms', 'lcp_ms', 'fcp_ms', 'speed_index_ms', 'cls']);
  });

  it('has no change for a figure one side never measured', () => {
    const rows = compareRuns([run(93, 200, { cls: null })], [run(95, 150)]);
    expect(rows.find((row) => row.key === 'cls').change).toBeNull();
  });
});

describe('formatComparison', () => {
  it('shows medians, means in brackets, a signed change and every run in order', () => {
    const rows = compareRuns([run(94, 221), run(92, 267)], [run(97, 111), run(96, 130)]);
    const text = formatComparison({
      label: 'Home',
      path: '/',
      names: { a: 'dist-a', b: 'dist-b' },
      rows,
      scores: { a: [94, 92], b: [97, 96] },
    });
    const lines = text.split('\n');
    expect(lines[0]).toBe('Home /: median (mean) of 2 runs of A, 2 of B');
    expect(lines[1]).toMatch(/A dist-a\s+B dist-b\s+B - A$/);
    expect(lines[2]).toMatch(/^ {2}performance\s+93 \(93\.0\)\s+97 \(96\.5\)\s+\+4$/);
    expect(lines[3]).toMatch(/^ {2}TBT ms\s+244 \(244\.0\)\s+121 \(120\.5\)\s+-124$/);
    expect(lines.at(-1)).toBe('  performance of each run: A 94 92; B 97 96');
  });
});
