import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';

/** A database of one's own for a test file, and how to throw it away. */
export interface TestDatabase {
  handle: DatabaseHandle;
  destroy(): Promise<void>;
}

/** Opens an empty database no other test file sees: a new one on DATABASE_URL's server, else in-memory PGlite. */
export function createEmptyTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? createServerDatabase(serverUrl) : openPglite(inject('pgliteSnapshot'));
}

/**
 * An isolated database with the schema migrated and the starter catalogue seeded, as a fresh
 * server has: a copy of the one the run's global setup migrated and seeded (a PGlite tarball, or a
 * template database on DATABASE_URL's server).
 */
export function createSeededTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? createServerDatabase(serverUrl, inject('postgresSeededTemplate')) : openPglite(inject('pgliteSeededSnapshot'));
}

/** An in-memory PGlite database started from a tarball of the global setup. */
async function openPglite(snapshot: string): Promise<TestDatabase> {
  const handle = await openDatabase({ loadDataDir: new Blob([readFileSync(snapshot)]) });
  return { handle, destroy: () => handle.close() };
}

/** A new database on the server, empty or a copy of `template`, dropped by destroy. */
async function createServerDatabase(serverUrl: string, template?: string): Promise<TestDatabase> {
  const name = `api_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    handle,
    async destroy() {
      await handle.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
