import { API_BASE_PATH } from '@storefront/api-contract';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { seedDatabase } from './db/seed.js';

/** What serving needs of the configuration: where, how loudly, and the app's settings. */
export type ServeOptions = Pick<Config, 'host' | 'port' | 'logLevel' | 'corsOrigins' | 'docs' | 'rateLimitMax'>;

/** Brings an open database up to date (migrations, first-start seed), then serves the API on it. */
export async function startServer(database: DatabaseHandle, options: ServeOptions) {
  const { host, port, logLevel, corsOrigins, docs, rateLimitMax } = options;
  await migrateDatabase(database);
  const seeded = await seedDatabase(database.db);
  const app = buildApp({ db: database.db, logger: { level: logLevel }, corsOrigins, docs, rateLimitMax });
  const address = await app.listen({ host, port });
  return { app, seeded, url: `${address}${API_BASE_PATH}` };
}
