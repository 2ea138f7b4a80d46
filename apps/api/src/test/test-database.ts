import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { seedDatabase } from '../db/seed.js';

/** A database of one's own for a test file, and how to throw it away. */
export interface TestDatabase {
  handle: DatabaseHandle;
  destroy(): Promise<void>;
}

/** Opens an empty database no other test file sees: a new one on DATABASE_URL's server, else in-memory PGlite. */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const snapshot = inject('pgliteSnapshot');
    const loadDataDir = snapshot ? new Blob([readFileSync(snapshot)]) : undefined;
    const handle = await openDatabase({ loadDataDir });
    return { handle, destroy: () => handle.close() };
  }
  const name = `api_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
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

/** An isolated database with the schema migrated and the starter catalogue seeded, as a fresh server has. */
export async function createSeededTestDatabase(): Promise<TestDatabase> {
  const database = await createEmptyTestDatabase();
  await migrateDatabase(database.handle);
  await seedDatabase(database.handle.db);
  return database;
}
