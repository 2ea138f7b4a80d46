import { packagePath } from '../package-root.js';
import type { DatabaseHandle } from './client.js';

// The SQL migrations drizzle-kit generates from schema.ts, shipped next to src/ and dist/.
const MIGRATIONS_FOLDER = packagePath('drizzle');

// Arbitrary but fixed, like the seed's: every process migrating the same database takes the same advisory lock.
const MIGRATION_LOCK_KEY = 7_400_200;

/**
 * Applies pending migrations with Drizzle's migrator for the handle's driver; safe to run on every
 * start. On PostgreSQL, API instances started together on one empty database take turns under an
 * advisory lock: the first migrates, the others then find nothing to do. (PGlite serves one process.)
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.driver === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db, config);
    return;
  }
  const [{ migrate }, { drizzle }] = await Promise.all([import('drizzle-orm/node-postgres/migrator'), import('drizzle-orm/node-postgres')]);
  // The lock belongs to a connection: the migrator runs on the one holding it.
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client }), config);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
