import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort, startPostgres } from '@storefront/test-utils';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { exited, startApi } from './test/api-process.js';

// Issue 32: the API on more than one machine, each instance its own process on one PostgreSQL.
// Needs PostgreSQL's binaries: run by `test:pg`.

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** How many migrations each database records, and how many distinct ones. */
async function migrationsApplied(url: string): Promise<{ count: number; distinct: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number; distinct: number }>(
      'select count(*)::int as count, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

describe('API instances on one PostgreSQL', () => {
  it('migrate an empty database once when six start migrating it at the same moment', async () => {
    const server = await startPostgres();
    cleanups.push(() => server.stop());
    const handles: DatabaseHandle[] = [];
    for (let index = 0; index < 6; index += 1) handles.push(await openDatabase({ databaseUrl: server.url }));
    cleanups.push(async () => {
      await Promise.all(handles.map((handle) => handle.close()));
    });
    const results = await Promise.allSettled(handles.map((handle) => migrateDatabase(handle)));
    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'migrated'))).toEqual(Array(6).fill('migrated'));
    const applied = await migrationsApplied(server.url);
    expect(applied.count).toBeGreaterThan(0);
    expect(applied.count).toBe(applied.distinct);
  });

  it('both come up when started at the same moment on an empty database, whose migrations run once', async () => {
    const server = await startPostgres();
    cleanups.push(() => server.stop());
    const ports = [await findFreePort(), await findFreePort()];
    const started = await Promise.allSettled(ports.map((port) => startApi({ DATABASE_URL: server.url }, port)));
    for (const result of started) {
      if (result.status === 'fulfilled') {
        cleanups.push(async () => {
          result.value.kill('SIGTERM');
          await exited(result.value);
        });
      }
    }
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up'))).toEqual(['up', 'up']);

    for (const port of ports) {
      const answer = await fetch(`http://127.0.0.1:${port}/v1/category`);
      expect(answer.status).toBe(200);
    }
    const applied = await migrationsApplied(server.url);
    expect(applied.count).toBe(applied.distinct);
  });
});
