import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'route-size.mjs');
const run = promisify(execFile);

/**
 * A built app as vite leaves it: an entry of about 60 KB gzip, a language of 5 KB and its account
 * texts of 3 KB, a home page of 10 KB and a checkout of 40 KB (random bytes do not compress, so the
 * sizes hold under gzip).
 */
function builtApp() {
  const dist = mkdtempSync(join(tmpdir(), 'route-size-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  const file = (name, kb) => {
    writeFileSync(join(dist, 'assets', name), randomBytes(kb * 1024));
    return `assets/${name}`;
  };
  const manifest = {
    'index.html': { file: file('entry.js', 60), isEntry: true },
    '../../packages/i18n/src/resources/en.ts': { file: file('en.js', 5), isDynamicEntry: true },
    '../../packages/i18n/src/resources/account/en.ts': { file: file('account-en.js', 3), isDynamicEntry: true },
    'src/pages/home/HomePage.tsx': { file: file('home.js', 10), isDynamicEntry: true },
    'src/pages/checkout/CheckoutPage.tsx': { file: file('checkout.js', 40), isDynamicEntry: true },
  };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

/** A budgets file like tooling/bench/budgets.json, with these initial-JavaScript limits in KB. */
function budgetsFile(home, everyRoute) {
  const path = join(mkdtempSync(join(tmpdir(), 'budgets-')), 'budgets.json');
  writeFileSync(path, JSON.stringify({ lighthouse: {}, initial_js_kb: { home: { below: home }, every_route: { below: everyRoute } } }));
  return path;
}

/** Runs the script with --check; resolves to its exit code and output. */
async function check(dist, budgets) {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, dist, '--check', '--budgets', budgets]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
}

describe('route-size --check (run by the storefront build)', () => {
  const dist = builtApp();

  it('passes, printing every route within budget, when the routes keep under their limits', async () => {
    const { code, stdout } = await check(dist, budgetsFile(120, 160));
    expect(code).toBe(0);
    expect(stdout).toMatch(/checkout\/CheckoutPage\s+10[89]\.\d KB {2}within budget < 160 KB/);
    expect(stdout).toMatch(/home\/HomePage\s+7\d\.\d KB {2}within budget < 120, < 160 KB/);
    expect(stdout).toMatch(/the account texts 3\.\d KB on the account pages/);
  });

  it('fails the build, naming the route, when a budget is lowered below it', async () => {
    const { code, stdout, stderr } = await check(dist, budgetsFile(70, 160));
    expect(code).toBe(1);
    expect(stdout).toMatch(/home\/HomePage\s+7\d\.\d KB {2}OVER BUDGET/);
    expect(stderr).toMatch(/home\/HomePage: initial_js_kb\.home 7\d\.\d KB, budget < 70/);
    expect(stderr).not.toContain('CheckoutPage');
  });

  it('holds every route to the route budget', async () => {
    const { code, stderr } = await check(dist, budgetsFile(120, 100));
    expect(code).toBe(1);
    expect(stderr).toMatch(/checkout\/CheckoutPage: initial_js_kb\.every_route 10[89]\.\d KB, budget < 100/);
    expect(stderr).toContain('1 budget(s) missed');
  });
});
