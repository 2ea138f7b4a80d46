// The end-to-end suite (what `pnpm e2e` and `npm test` run): playwright.config.ts's run, then the
// gtag.js mode on a build with a GA4 measurement ID (playwright.gtag.config.ts, which builds it),
// then the journey on the README's default addresses (playwright.defaults.config.ts), which needs
// its own servers on ports 4000 and 5173, then the development server's Fast Refresh
// (playwright.dev.config.ts, port E2E_DEV_PORT, 5174 by default). Arguments (a spec file, -g "name")
// narrow the first run and skip the others: a narrowed run is about the main suite.
// Usage: node scripts/e2e.mjs [playwright test arguments]
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import process from 'node:process';

const playwright = join(import.meta.dirname, '..', 'node_modules', '@playwright', 'test', 'cli.js');
const run = (args) =>
  spawnSync(process.execPath, [playwright, 'test', ...args], { cwd: join(import.meta.dirname, '..'), stdio: 'inherit' }).status ?? 1;

const args = process.argv.slice(2);
const main = run(args);
if (args.length > 0) process.exit(main);
// Run even after a failure of an earlier one, so one CI run reports them all.
const gtag = run(['-c', 'playwright.gtag.config.ts']);
const defaults = run(['-c', 'playwright.defaults.config.ts']);
const dev = run(['-c', 'playwright.dev.config.ts']);
process.exit([main, gtag, defaults, dev].find((status) => status !== 0) ?? 0);
