// What `pnpm bench:ab` reports: two builds' Lighthouse runs of one page side by side.

/** The figures compared, with their labels and how many decimals they are shown with. */
const COMPARED = [
  { key: 'performance', label: 'performance', digits: 0 },
  { key: 'tbt_ms', label: 'TBT ms', digits: 0 },
  { key: 'lcp_ms', label: 'LCP ms', digits: 0 },
  { key: 'fcp_ms', label: 'FCP ms', digits: 0 },
  { key: 'speed_index_ms', label: 'Speed Index ms', digits: 0 },
  { key: 'cls', label: 'CLS', digits: 3 },
];

/** One run's compared figures, from the figures of lighthouse.js (scores and metrics). */
export function comparedFigures({ scores, metrics }) {
  return { performance: scores.performance, ...metrics };
}

/** The median (the mean of the middle two of an even count) and the mean of the numbers in `values`. */
export function centre(values) {
  const numbers = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (numbers.length === 0) return { median: null, mean: null, count: 0 };
  const middle = Math.floor(numbers.length / 2);
  const median = numbers.length % 2 === 1 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2;
  const mean = numbers.reduce((sum, value) => sum + value, 0) / numbers.length;
  return { median, mean, count: numbers.length };
}

/**
 * Each compared figure of two lists of runs (`a` and `b`: compared figures of one page, one object a
 * run): its median and mean in each, and B's median minus A's.
 */
export function compareRuns(a, b) {
  return COMPARED.map(({ key, label, digits }) => {
    const inA = centre(a.map((run) => run[key]));
    const inB = centre(b.map((run) => run[key]));
    const change = inA.median === null || inB.median === null ? null : inB.median - inA.median;
    return { key, label, digits, a: inA, b: inB, change };
  });
}

/** A figure as shown: rounded to its digits, or '-' when there is none. */
function show(value, digits, signed = false) {
  if (value === null) return '-';
  const text = value.toFixed(digits);
  return signed && value > 0 ? `+${text}` : text;
}

/**
 * The comparison of one page as text: a line per figure with A's and B's median (mean in brackets)
 * and B's median minus A's, then every run's performance score in the order measured.
 */
export function formatComparison({ label, path, names, rows, scores }) {
  const cell = ({ median, mean }, digits) => `${show(median, digits)} (${show(mean, digits + 1)})`;
  const lines = [`${label} ${path}: median (mean) of ${rows[0].a.count} runs of A, ${rows[0].b.count} of B`];
  lines.push(`  ${''.padEnd(16)}${`A ${names.a}`.padEnd(22)}${`B ${names.b}`.padEnd(22)}B - A`);
  for (const row of rows) {
    lines.push(
      `  ${row.label.padEnd(16)}${cell(row.a, row.digits).padEnd(22)}${cell(row.b, row.digits).padEnd(22)}${show(row.change, row.digits, true)}`,
    );
  }
  lines.push(`  performance of each run: A ${scores.a.join(' ')}; B ${scores.b.join(' ')}`);
  return lines.join('\n');
}
