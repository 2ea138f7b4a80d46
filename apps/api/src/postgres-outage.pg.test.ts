import { afterAll, describe, expect, it } from 'vitest';
import { startPostgres } from '@storefront/test-utils';
import { findFreePort } from '@storefront/test-utils';
import { exited, startApi } from './test/api-process.js';

// Issue 11's fault suite, database side: PostgreSQL stops under load and comes back. The API keeps
// running, answers the contract's error body meanwhile (no stack, no SQL), and serves again once the
// database is back, without a restart of its own. Needs PostgreSQL's binaries: run by `test:pg`.

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Answer {
  readonly at: number;
  readonly status: number;
  readonly body: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PostgreSQL restarted under load', () => {
  it('the API answers errors in the contract body while the database is away and recovers by itself', async () => {
    const pg = await startPostgres();
    cleanups.push(() => pg.stop());
    const port = await findFreePort();
    // No response cache: every answer asks the database.
    const api = await startApi({ DATABASE_URL: pg.url, CATALOGUE_CACHE_MS: '0' }, port);
    cleanups.push(async () => {
      api.kill('SIGKILL');
      await exited(api);
    });
    const base = `http://127.0.0.1:${port}/v1`;
    const calls = [
      () => fetch(`${base}/product/p-1002`, { headers: { locale: 'en' } }),
      () => fetch(`${base}/product?category_id=all`, { headers: { locale: 'en' } }),
      () => fetch(`${base}/article`, { headers: { locale: 'en' } }),
    ];

    // Ten clients, each calling in turn until told to stop.
    const answers: Answer[] = [];
    let running = true;
    const client = async (index: number) => {
      for (let round = index; running; round += 1) {
        const response = await calls[round % calls.length]!();
        answers.push({ at: Date.now(), status: response.status, body: await response.text() });
      }
    };
    const load = Promise.all(Array.from({ length: 10 }, (_, index) => client(index)));

    await sleep(1000);
    const down = Date.now();
    pg.stopServer();
    await sleep(2000);
    const up = Date.now();
    pg.startServer();
    // Served again: a product read succeeds within 15 s of the database's return.
    let recovered = 0;
    for (let waited = 0; waited < 15_000 && recovered === 0; waited += 250) {
      const response = await fetch(`${base}/product/p-1002`, { headers: { locale: 'en' } });
      if (response.ok) recovered = Date.now();
      else await sleep(250);
    }
    await sleep(1000);
    running = false;
    await load;

    expect(recovered, 'the API served again after the database came back').toBeGreaterThan(0);
    expect(api.exitCode, 'the API kept running').toBeNull();
    const before = answers.filter((answer) => answer.at < down);
    const during = answers.filter((answer) => answer.at > down + 200 && answer.at < up);
    const after = answers.filter((answer) => answer.at > recovered);
    expect(before.length).toBeGreaterThan(0);
    expect(during.length).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);
    // Before and after: every call answers.
    for (const answer of [...before, ...after]) expect(answer.status).toBe(200);

    // While the database is away: errors, each the contract's body and nothing of the inside.
    const failures = during.filter((answer) => answer.status >= 500);
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      const body = JSON.parse(failure.body) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(['error_code', 'error_msg']);
      expect(failure.body).not.toMatch(/\bat \S+:\d+|ECONNREFUSED|select |insert |postgres|stack/i);
    }
  });
});
