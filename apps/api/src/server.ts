import { API_BASE_PATH } from '@storefront/api-contract';
import { buildApp } from './app.js';
import type { DatabaseHandle } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { seedDatabase } from './db/seed.js';

/** Where and how loudly to serve. */
export interface ServeOptions {
  host: string;
  port: number;
  logLevel: string;
}

/** Brings an open database up to date (migrations, first-start seed), then serves the API on it. */
export async function startServer(database: DatabaseHandle, { host, port, logLevel }: ServeOptions) {
  await migrateDatabase(database);
  const seeded = await seedDatabase(database.db);
  const app = buildApp({ db: database.db, logger: { level: logLevel } });
  const address = await app.listen({ host, port });
  return { app, seeded, url: `${address}${API_BASE_PATH}` };
}
