import { ConfigError, loadConfig, type Config } from './config.js';
import { DataDirInUseError, openDatabase } from './db/client.js';

let config: Config;
try {
  config = loadConfig(process.env);
} catch (error) {
  // A wrong setting is the operator's to fix: say which, without a stack trace.
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// Opening PGlite is the slowest step and compiles WebAssembly off the main thread, so the HTTP
// side (Fastify, TypeBox, routes) is imported meanwhile rather than before it.
const [database, { startServer }] = await Promise.all([
  openDatabase({ databaseUrl: config.databaseUrl, poolMax: config.databasePoolMax, dataDir: config.dataDir }).catch((error: unknown) => {
    // Another process holds the PGlite data directory: say so, without a stack trace.
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }),
  import('./server.js'),
]);
try {
  const { app, seeded, url, stop } = await startServer(database, config);

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    try {
      await stop();
    } finally {
      // PGlite keeps the event loop alive until it is closed.
      await database.close();
    }
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  // performance.now() counts from process start, so the figure includes loading the code.
  const elapsed = Math.round(performance.now());
  const docs = config.docs ? `, docs at ${url.replace(/\/v1$/, '/docs')}` : '';
  // Where the sign-up codes and reset links go: a developer's first question after the address.
  const mails = config.smtpUrl
    ? `, mails via ${new URL(config.smtpUrl).host}`
    : config.nodeEnv === 'production'
      ? ''
      : `, mails caught at ${new URL(url).origin}/dev/mails`;
  console.log(`API ready on ${url} in ${elapsed} ms (${database.description}${seeded ? ', catalogue seeded' : ''}${docs}${mails})`);
} catch (error) {
  await database.close();
  throw error;
}
