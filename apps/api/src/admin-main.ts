import { AdminError, runAdmin } from './admin.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirInUseError, openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';

// The shop's command-line tool on the database the API is configured with (DATABASE_URL, or the
// PGlite DATA_DIR: PGlite serves one process, so stop the API first or use PostgreSQL).
try {
  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolMax: config.databasePoolMax, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    for (const line of await runAdmin(database.db, process.argv.slice(2))) console.log(line);
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof AdminError || error instanceof ConfigError || error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
