// Throughput and latency of the catalogue calls, measured against bare Fastify JSON routes in the
// same run so that the figures say how much the API costs over Fastify itself on this machine: each
// call beside a bare route answering the very same document (its yardstick: the bytes cost the same
// to move and to read), and a tiny bare route before and after (whether the machine stayed as fast);
// then checkouts (POST /v1/order) created per second by 20 concurrent buyers, reported without a target;
// then the same checkouts through nginx in front of one instance and in front of two on the same
// database, printed as a ratio (two instances' orders/s over one's), also without a target.
//
// Run through `pnpm --filter @storefront/api bench`: it builds dist/ and sets DATABASE_URL to a
// throw-away PostgreSQL cluster (with-postgres). Options: --duration N (seconds measured per
// round, default 5), --rounds N (each call and its yardstick measured in turn N times, default 3),
// --warmup N (seconds, default 2), --connections N (default 50), --check (exit 1 when a target is
// missed; without it a miss is reported but the exit code stays 0).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { findFreePorts, startNginx } from '@storefront/test-utils';
import { killAll, startProcess, stopAll } from '@storefront/test-utils/processes';

/** A catalogue call passes when it serves at least this share of the requests/s of a bare route answering the same document... */
const MIN_RATIO = 0.5;
/** ...and its 99th percentile latency stays under this many milliseconds. */
const MAX_P99_MS = 25;
/** Bare runs before and after the catalogue calls further apart than this: the machine was busy. */
const MAX_BARE_DRIFT = 0.1;
/** Concurrent buyers of the checkout run. */
const BUYERS = 20;
/** The first start migrates and seeds the database. */
const START_TIMEOUT_MS = 120_000;

const benchDir = import.meta.dirname;
const apiDir = join(benchDir, '..');
const resultsFile = join(benchDir, 'results', 'latest.json');

const options = readOptions(process.argv.slice(2));

/** The autocannon run in progress, stopped on Ctrl-C. */
let running;
/** Set on Ctrl-C: no further run starts. */
let interrupted = false;

process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the bench`);
    interrupted = true;
    running?.stop();
    stopAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}

/** Starts both servers, measures every call, prints the table and writes the JSON; returns the exit code. */
async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    throw new Error('DATABASE_URL is not set: run `pnpm --filter @storefront/api bench`, which starts PostgreSQL (with-postgres)');
  }
  if (!existsSync(join(apiDir, 'dist', 'main.js'))) {
    throw new Error('dist/main.js is missing: run tsup in apps/api first (`pnpm --filter @storefront/api bench` does)');
  }

  const machine = describeMachine();
  console.log(`machine: ${machine.cpus} x ${machine.cpuModel}, ${machine.memoryGiB} GiB RAM, ${machine.platform}`);
  console.log(`node ${machine.node}, load average ${machine.loadAverage.join(' ')} (1, 5, 15 min)`);
  console.log(
    `autocannon: ${options.connections} connections, pipelining 1, ${options.warmup} s warm-up, then ${options.rounds} x ${options.duration} s ` +
      `per call and its yardstick in turn (medians reported); checkouts ${options.duration} s\n`,
  );

  const [apiPort, barePort, secondApiPort] = await findFreePorts(3);
  const apiEnv = (port) => ({
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    // The checkouts need the sandbox gateway, which production refuses: test mode serves the same
    // routes and work, and the settings below turn off what it adds (the docs, the WeChat sandbox).
    NODE_ENV: 'test',
    DOCS: 'off',
    WEIXIN_SANDBOX: 'off',
    // The default limit (1200 a minute per client) would answer 429 to nearly every bench request.
    RATE_LIMIT_MAX: '1000000',
    // Every buyer is a visitor from this one address: the cap on unpaid visitor orders would refuse them.
    VISITOR_UNPAID_ORDERS_MAX: '1000000',
    PAYMENT_SANDBOX: 'on',
    // Both instances sign sessions alike, as docs/operations.md asks of several instances.
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    TRUST_PROXY: '1',
  });
  // Started one after the other: the API's first start migrates and seeds, and should not be slowed.
  await startChild('api', ['dist/main.js'], 'API ready on', apiEnv(apiPort));
  const api = `http://127.0.0.1:${apiPort}/v1`;
  const list = await getData(`${api}/product?category_id=all`);
  const productId = list.items?.[0]?.product_id;
  if (!productId) throw new Error('GET /v1/product?category_id=all answered no product: is the catalogue seeded?');

  const calls = [
    { name: 'GET /v1/product?category_id=all', url: `${api}/product?category_id=all`, key: 'product-list' },
    { name: 'GET /v1/product/{id}', url: `${api}/product/${encodeURIComponent(productId)}`, key: 'product' },
    { name: 'GET /v1/index', url: `${api}/index`, key: 'home' },
  ];
  // The bare server answers each call's own document too: the same bytes through a plain Fastify
  // JSON route say what the API's work costs, apart from moving the bytes.
  const payloads = {};
  for (const call of calls) payloads[call.key] = { data: await getData(call.url) };
  const payloadFile = join(os.tmpdir(), `api-bench-payloads-${process.pid}.json`);
  writeFileSync(payloadFile, JSON.stringify(payloads));
  await startChild('bare', ['bench/bare-server.mjs'], 'bare ready on', {
    HOST: '127.0.0.1',
    PORT: String(barePort),
    BARE_PAYLOADS: payloadFile,
  });
  const bareUrl = `http://127.0.0.1:${barePort}/bare`;

  const bare = { name: 'bare Fastify', url: bareUrl, baseline: true };
  // Every call must answer 200 with data before it is measured: a fast error is not a fast call.
  for (const { url } of [bare, ...calls]) await getData(url);
  for (const { key } of calls) await getData(`${bareUrl}/${key}`);

  // The tiny bare route is measured first and last: the gap between the two runs shows whether
  // the machine stayed as fast throughout. Each call and the bare route answering its own document,
  // its yardstick, are measured in turn, `rounds` times over, so that a busy spell of the machine
  // weighs on both alike; each reports the median of its rounds.
  const measure = async (target, label, round) => {
    process.stderr.write(`measuring ${label}${options.rounds > 1 ? `, round ${round}/${options.rounds}` : ''}...`);
    if (round === 1) await cannon(target.url, options.warmup);
    const result = await cannon(target.url, options.duration);
    process.stderr.write(` ${Math.round(result.requests.mean)} req/s\n`);
    return summarise(result);
  };
  const measureBare = async (when) => {
    const label = `${bare.name} (${when})`;
    return { ...bare, label, ...(await measure(bare, label, 1)) };
  };
  const runs = [await measureBare('before')];
  for (const call of calls) {
    const bytes = Buffer.byteLength(JSON.stringify(payloads[call.key]));
    const yardstick = {
      name: `bare Fastify, same ${formatKb(bytes)}`,
      url: `${bareUrl}/${call.key}`,
      baseline: true,
      sameSizeAs: call.key,
    };
    const yardstickRounds = [];
    const callRounds = [];
    for (let round = 1; round <= options.rounds; round += 1) {
      yardstickRounds.push(await measure(yardstick, yardstick.name, round));
      callRounds.push(await measure(call, call.name, round));
    }
    runs.push(
      { ...yardstick, label: yardstick.name, ...combineRounds(yardstickRounds) },
      { ...call, label: call.name, ...combineRounds(callRounds) },
    );
  }
  runs.push(await measureBare('after'));
  process.stderr.write('\n');

  const orders = await measureCheckouts(api, databaseUrl, 'POST /v1/order');
  const scaleOut = await measureScaleOut(databaseUrl, [apiPort, secondApiPort], apiEnv(secondApiPort));

  const [bareBefore, bareAfter] = runs.filter((run) => run.url === bareUrl);
  const baseline = (bareBefore.requests_per_sec + bareAfter.requests_per_sec) / 2;
  const drift = Math.abs(bareBefore.requests_per_sec - bareAfter.requests_per_sec) / baseline;
  for (const run of runs) {
    const yardstick = run.baseline ? undefined : runs.find((other) => other.sameSizeAs === run.key);
    judge(run, yardstick?.requests_per_sec ?? baseline, baseline);
  }

  printTable(runs);
  console.log(
    `\ntiny bare Fastify route: ${formatInt(baseline)} req/s (mean of the runs before and after, ${formatPercent(drift)} apart); ` +
      'each call is judged against the bare route answering its own document, the two measured in turn (median of the rounds)',
  );
  if (drift > MAX_BARE_DRIFT) {
    console.log(`warning: the bare runs differ by more than ${formatPercent(MAX_BARE_DRIFT)}: the machine was busy, run again`);
  }
  const failed = runs.filter((run) => run.verdict !== 'PASS' && run.verdict !== 'baseline');
  for (const run of failed) console.log(`${run.label}: ${run.reasons.join('; ')}`);

  console.log(
    `\ncheckouts: ${formatInt(orders.requests_per_sec)} orders/s created by ${BUYERS} concurrent buyers ` +
      `(POST /v1/order, p50 ${orders.latency_p50_ms} ms, p99 ${orders.latency_p99_ms} ms, ${orders.non_2xx + orders.errors + orders.timeouts} non-2xx/errors)`,
  );

  console.log(
    `two instances behind nginx: ${formatInt(scaleOut.two.requests_per_sec)} orders/s against ${formatInt(scaleOut.one.requests_per_sec)} ` +
      `with one, ratio ${scaleOut.ratio.toFixed(2)} (${BUYERS} buyers, one PostgreSQL, ${os.cpus().length} CPUs shared by all)`,
  );

  const catalogue = runs.filter((run) => !run.baseline);
  const passed = catalogue.filter((run) => run.verdict === 'PASS').length;
  const ok = failed.length === 0;
  console.log(
    `\nSUMMARY: ${ok ? 'PASS' : 'FAIL'}: ${passed}/${catalogue.length} catalogue calls meet the targets ` +
      `(>= ${formatPercent(MIN_RATIO)} of the same-size bare route's req/s, p99 < ${MAX_P99_MS} ms, no errors)`,
  );

  writeResults({ machine, baseline, drift, runs, orders, scaleOut, ok });
  console.log(`figures written to ${relative(process.cwd(), resultsFile) || resultsFile}`);
  return !ok && options.check ? 1 : 0;
}

/** The command line options; a lone `--` (pnpm may pass one through) is dropped. */
function readOptions(argv) {
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    options: {
      duration: { type: 'string', default: '5' },
      rounds: { type: 'string', default: '3' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '50' },
      check: { type: 'boolean', default: false },
    },
  });
  const positive = (name, min) => {
    const number = Number(values[name]);
    if (!Number.isInteger(number) || number < min) {
      console.error(`bench: --${name} must be a whole number >= ${min}, got "${values[name]}"`);
      process.exit(2);
    }
    return number;
  };
  return {
    duration: positive('duration', 1),
    rounds: positive('rounds', 1),
    warmup: positive('warmup', 0),
    connections: positive('connections', 1),
    check: values.check,
  };
}

/** What the figures depend on: CPUs, memory, Node, the load when the bench started. */
function describeMachine() {
  const cpus = os.cpus();
  const models = [...new Set(cpus.map((cpu) => cpu.model.trim()))];
  return {
    cpus: cpus.length,
    cpuModel: models.join(' + ') || 'unknown CPU',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    platform: `${os.platform()} ${os.arch()} ${os.release()}`,
    node: process.version,
    loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
  };
}

/** Runs `node args` in apps/api and resolves once it prints a line starting with `ready`; its later warnings and errors are passed on. */
function startChild(name, args, ready, env) {
  return startProcess(name, process.execPath, args, { cwd: apiDir, env, readyLine: ready, timeoutMs: START_TIMEOUT_MS });
}

/** GETs a URL and returns the `data` of its answer; anything but 200 with a data envelope throws. */
async function getData(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  const body = JSON.parse(text);
  if (body?.data === undefined) throw new Error(`GET ${url} answered no data: ${text.slice(0, 300)}`);
  return body.data;
}

/**
 * Checkouts per second: BUYERS connections each submit a visitor's buy-now order of a Taiwan
 * product (enough units to ship free, so the client's totals are known without the fee table),
 * each with its own idempotency key. The product is restocked through the admin tool first so
 * stock never runs out during the run.
 */
async function measureCheckouts(api, databaseUrl, label) {
  const product = await getData(`${api}/product/p-1002`);
  if (product.origin !== 'TW') throw new Error('p-1002 should ship from Taiwan');
  const price = product.selling_price || product.marked_price;
  // Taiwan home delivery is free from NT$1,500.
  const amount = Math.ceil(1500 / price);
  const subtotal = price * amount;
  execFileSync(process.execPath, ['dist/admin-main.js', 'restock', 'p-1002', '--units', '1000000'], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: 'ignore',
  });
  const body = () =>
    JSON.stringify({
      items: [{ product_id: 'p-1002', amount }],
      source: 'buy_now',
      recipient_name: 'Bench Buyer',
      recipient_phone_code: '+886',
      recipient_mobile: '0912345678',
      recipient_email: 'bench@example.com',
      country_code: 'TW',
      city: '臺北市',
      area: '中正區',
      address: '仁愛路二段 41 號',
      postal_code: '100',
      shipping_method: 'home_delivery',
      payment_method: 'credit_card',
      expected: { subtotal, shipping_fee: 0, discount: 0, shipping_discount: 0, total: subtotal },
      idempotency_key: randomUUID(),
    });
  const request = { method: 'POST', headers: { 'content-type': 'application/json', locale: 'en' } };
  const first = await fetch(`${api}/order`, { ...request, body: body(), signal: AbortSignal.timeout(10_000) });
  if (first.status !== 200) throw new Error(`POST /v1/order answered ${first.status}: ${(await first.text()).slice(0, 300)}`);
  const target = {
    url: `${api}/order`,
    connections: BUYERS,
    ...request,
    requests: [{ setupRequest: (req) => ({ ...req, body: body() }) }],
  };
  process.stderr.write(`measuring ${label} with ${BUYERS} buyers...`);
  await cannon(target, options.warmup);
  const result = await cannon(target, options.duration);
  process.stderr.write(` ${Math.round(result.requests.mean)} orders/s\n\n`);
  return summarise(result);
}

/**
 * Checkouts per second through nginx in front of the running instance alone, then in front of it
 * and a second instance on the same database, and the ratio of the two.
 */
async function measureScaleOut(databaseUrl, [firstPort, secondPort], secondEnv) {
  await startChild('api-2', ['dist/main.js'], 'API ready on', secondEnv);
  const throughNginx = async (ports, label) => {
    const nginx = await startNginx(ports, { readyPath: '/v1/category' });
    try {
      return await measureCheckouts(`${nginx.url}/v1`, databaseUrl, label);
    } finally {
      await nginx.stop();
    }
  };
  const one = await throughNginx([firstPort], 'POST /v1/order through nginx, one instance');
  const two = await throughNginx([firstPort, secondPort], 'POST /v1/order through nginx, two instances');
  return { one, two, ratio: two.requests_per_sec / one.requests_per_sec };
}

/** One autocannon run of `seconds` against a URL, or autocannon options with one (no run when seconds is 0). */
function cannon(target, seconds) {
  if (interrupted) return Promise.reject(new Error('interrupted'));
  if (seconds === 0) return Promise.resolve(undefined);
  const settings = typeof target === 'string' ? { url: target } : target;
  return new Promise((resolve, reject) => {
    running = autocannon({ connections: options.connections, pipelining: 1, ...settings, duration: seconds }, (error, result) => {
      running = undefined;
      if (error) reject(error);
      else resolve(result);
    });
  });
}

/** The figures of one run that the table and the JSON show; latencies are whole milliseconds (autocannon's resolution). */
function summarise(result) {
  return {
    requests_per_sec: result.requests.mean,
    requests_total: result.requests.total,
    latency_mean_ms: result.latency.mean,
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    latency_max_ms: result.latency.max,
    non_2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    duration_s: result.duration,
  };
}

/**
 * One figure for the rounds of a target: the median req/s and p50 (the rounds are one measurement
 * repeated), the worst p99 and max (a latency target must hold in every round), the sums of
 * requests, errors and seconds, and each round's req/s.
 */
function combineRounds(rounds) {
  if (rounds.length === 1) return rounds[0];
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const sum = (key) => rounds.reduce((total, round) => total + round[key], 0);
  return {
    requests_per_sec: median(rounds.map((round) => round.requests_per_sec)),
    requests_total: sum('requests_total'),
    latency_mean_ms: median(rounds.map((round) => round.latency_mean_ms)),
    latency_p50_ms: median(rounds.map((round) => round.latency_p50_ms)),
    latency_p99_ms: Math.max(...rounds.map((round) => round.latency_p99_ms)),
    latency_max_ms: Math.max(...rounds.map((round) => round.latency_max_ms)),
    non_2xx: sum('non_2xx'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    duration_s: sum('duration_s'),
    rounds_requests_per_sec: rounds.map((round) => Math.round(round.requests_per_sec)),
  };
}

/**
 * Sets a run's ratios (to its yardstick: the bare route answering the same document; and to the
 * tiny bare route), its verdict (PASS, FAIL or baseline) and the reasons of a FAIL.
 */
function judge(run, yardstick, tinyBaseline) {
  const reasons = [];
  const bad = run.non_2xx + run.errors + run.timeouts;
  if (bad > 0) {
    reasons.push(`${run.non_2xx} non-2xx answers, ${run.errors} errors, ${run.timeouts} timeouts: its figures are meaningless`);
  }
  run.ratio = run.requests_per_sec / yardstick;
  run.ratio_to_tiny_bare = run.requests_per_sec / tinyBaseline;
  if (!run.baseline) {
    if (run.ratio < MIN_RATIO) {
      reasons.push(
        `${formatPercent(run.ratio)} of the same-size bare route's req/s, target >= ${formatPercent(MIN_RATIO)} (${formatInt(MIN_RATIO * yardstick - run.requests_per_sec)} req/s short)`,
      );
    }
    if (run.latency_p99_ms >= MAX_P99_MS) {
      reasons.push(`p99 ${run.latency_p99_ms} ms, target < ${MAX_P99_MS} ms (${run.latency_p99_ms - MAX_P99_MS + 1} ms over)`);
    }
  }
  run.reasons = reasons;
  run.verdict = reasons.length > 0 ? 'FAIL' : run.baseline ? 'baseline' : 'PASS';
}

/** The result table, one row per run, columns aligned. */
function printTable(runs) {
  const header = ['call', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx/err', 'vs same-size bare', 'vs tiny bare', 'verdict'];
  const rows = runs.map((run) => [
    run.label,
    formatInt(run.requests_per_sec),
    String(run.latency_p50_ms),
    String(run.latency_p99_ms),
    String(run.non_2xx + run.errors + run.timeouts),
    run.baseline ? '' : formatPercent(run.ratio),
    formatPercent(run.ratio_to_tiny_bare),
    run.verdict,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) => (column === 0 || column === 7 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** Writes the run's figures to bench/results/latest.json. */
function writeResults({ machine, baseline, drift, runs, orders, scaleOut, ok }) {
  const git = (...args) => {
    try {
      return execFileSync('git', args, { cwd: apiDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return undefined;
    }
  };
  const commit = git('rev-parse', '--short', 'HEAD');
  // Figures of uncommitted code are not the commit's figures.
  const changes = git('status', '--porcelain', '--', '.');
  const report = {
    date: new Date().toISOString(),
    commit,
    uncommitted_changes: changes === undefined ? undefined : changes.length > 0,
    machine,
    options: { ...options, pipelining: 1 },
    targets: { min_ratio_to_same_size_bare: MIN_RATIO, max_p99_ms: MAX_P99_MS },
    tiny_bare_requests_per_sec: baseline,
    bare_drift: drift,
    runs: runs.map(({ baseline: isBaseline, ...run }) => ({ ...run, baseline: Boolean(isBaseline) })),
    checkouts: { buyers: BUYERS, ...orders },
    checkouts_through_nginx: { buyers: BUYERS, one_instance: scaleOut.one, two_instances: scaleOut.two, ratio: scaleOut.ratio },
    pass: ok,
  };
  mkdirSync(join(benchDir, 'results'), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
}

function formatInt(number) {
  return Math.round(number).toLocaleString('en-US');
}

function formatKb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function formatPercent(ratio) {
  return `${Math.round(ratio * 100)} %`;
}
