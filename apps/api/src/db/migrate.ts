import { packagePath } from '../package-root.js';
import type { DatabaseHandle } from './client.js';

// The SQL migrations drizzle-kit generates from schema.ts, shipped next to src/ and dist/.
const MIGRATIONS_FOLDER = packagePath('drizzle');

/** Applies pending migrations with Drizzle's migrator for the handle's driver; safe to run on every start. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.driver === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db, config);
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db, config);
  }
}
