import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { packagePath } from '../package-root.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite runs: a tarball of a freshly initialised, empty cluster. */
    pgliteSnapshot: string;
    /** PGlite runs: a tarball of that cluster migrated and seeded, as a fresh server has it. */
    pgliteSeededSnapshot: string;
    /** PostgreSQL runs (DATABASE_URL): a database migrated and seeded, that test files copy. */
    postgresSeededTemplate: string;
  }
}

/**
 * Migrates and seeds with seeded-database.ts, run from the sources as the tests run them (tsx, the
 * `source` condition: workspace packages need no build); env on top of this process's.
 */
function migrateAndSeed(args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/test/seeded-database.ts', ...args], {
    cwd: packagePath('.'),
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`migrating and seeding the tests' database failed:\n${result.stdout}${result.stderr}`);
}

/**
 * Prepares, once per run, the databases test files start from, so that each file loads one in
 * well under a second instead of running initdb, the migrations and the seed itself: on PGlite,
 * tarballs of an empty and of a seeded cluster; on DATABASE_URL's server, a seeded template database.
 */
export async function setup(project: TestProject): Promise<() => Promise<void> | void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = `api_test_seeded_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    // Its process has ended before any copy: PostgreSQL copies a template no one is connected to.
    migrateAndSeed([], { DATABASE_URL: url.toString() });
    project.provide('postgresSeededTemplate', template);
    return async () => {
      await admin.query(`drop database if exists "${template}" with (force)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(join(tmpdir(), 'storefront-api-test-'));
  const empty = join(dir, 'pglite.tar');
  const seeded = join(dir, 'pglite-seeded.tar');
  const pglite = await PGlite.create();
  writeFileSync(empty, new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  migrateAndSeed([empty, seeded]);
  project.provide('pgliteSnapshot', empty);
  project.provide('pgliteSeededSnapshot', seeded);
  return () => rmSync(dir, { recursive: true, force: true });
}
