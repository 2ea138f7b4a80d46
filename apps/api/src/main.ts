import { resolve } from 'node:path';
import { openDatabase } from './db/client.js';
import { packagePath } from './package-root.js';

const env = process.env;
const databaseUrl = env.DATABASE_URL || undefined;
// DATA_DIR is relative to where the command runs; the default lives inside the package, gitignored.
const dataDir = databaseUrl ? undefined : resolve(env.DATA_DIR ?? packagePath('.data/pglite'));

// Opening PGlite is the slowest step and compiles WebAssembly off the main thread, so the HTTP
// side (Fastify, TypeBox, routes) is imported meanwhile rather than before it.
const [database, { startServer }] = await Promise.all([openDatabase({ databaseUrl, dataDir }), import('./server.js')]);
try {
  const { app, seeded, url } = await startServer(database, {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 4000),
    logLevel: env.LOG_LEVEL ?? 'info',
  });

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    try {
      await app.close();
    } finally {
      // PGlite keeps the event loop alive until it is closed.
      await database.close();
    }
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  // performance.now() counts from process start, so the figure includes loading the code.
  const elapsed = Math.round(performance.now());
  console.log(`API ready on ${url} in ${elapsed} ms (${database.description}${seeded ? ', catalogue seeded' : ''})`);
} catch (error) {
  await database.close();
  throw error;
}
