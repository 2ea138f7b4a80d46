export { buildApp, type BuildAppOptions } from './app.js';
export { openDatabase, type Database, type DatabaseHandle, type OpenDatabaseOptions } from './db/client.js';
export { migrateDatabase } from './db/migrate.js';
export { seedDatabase } from './db/seed.js';
