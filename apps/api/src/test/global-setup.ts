import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { seedDatabase } from '../db/seed.js';

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

/** Runs the migrations and the seed, as a fresh server does at its first start. */
async function migrateAndSeed(handle: DatabaseHandle): Promise<void> {
  await migrateDatabase(handle);
  await seedDatabase(handle.db);
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
    // Closed before any copy: PostgreSQL copies a template no one is connected to.
    const handle = await openDatabase({ databaseUrl: url.toString() });
    await migrateAndSeed(handle).finally(() => handle.close());
    project.provide('postgresSeededTemplate', template);
    return async () => {
      await admin.query(`drop database if exists "${template}" with (force)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(join(tmpdir(), 'storefront-api-test-'));
  const write = async (name: string, dump: Blob) => {
    const file = join(dir, name);
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    return file;
  };
  const pglite = await PGlite.create();
  const empty = await pglite.dumpDataDir('none');
  await pglite.close();
  project.provide('pgliteSnapshot', await write('pglite.tar', empty));

  const seeded = await openDatabase({ loadDataDir: empty });
  if (seeded.driver !== 'pglite') throw new Error('the seeded snapshot is a PGlite cluster');
  await migrateAndSeed(seeded);
  const dump = await seeded.db.$client.dumpDataDir('none');
  await seeded.close();
  project.provide('pgliteSeededSnapshot', await write('pglite-seeded.tar', dump));
  return () => rmSync(dir, { recursive: true, force: true });
}
