import { readFileSync, writeFileSync } from 'node:fs';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { seedDatabase } from '../db/seed.js';

// Migrates and seeds a database as a fresh server does at its first start, for the test run's
// global setup (global-setup.ts), which runs it as a process of its own from the sources:
//   tsx src/test/seeded-database.ts <empty.tar> <seeded.tar>   a PGlite cluster from a tarball, dumped to another
//   DATABASE_URL=<url> tsx src/test/seeded-database.ts        that PostgreSQL database

const [from, to] = process.argv.slice(2);
const serverUrl = process.env.DATABASE_URL;
const handle = serverUrl
  ? await openDatabase({ databaseUrl: serverUrl })
  : await openDatabase({ loadDataDir: new Blob([readFileSync(from!)]) });
try {
  await migrateDatabase(handle);
  await seedDatabase(handle.db);
  if (handle.driver === 'pglite') writeFileSync(to!, new Uint8Array(await (await handle.db.$client.dumpDataDir('none')).arrayBuffer()));
} finally {
  await handle.close();
}
