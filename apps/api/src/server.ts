import { API_BASE_PATH } from '@storefront/api-contract';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { seedDatabase } from './db/seed.js';
import { startJobs } from './jobs.js';
import { registerInFlight } from './plugins/in-flight.js';
import { accountRateLimit } from './plugins/rate-limit.js';
import { SandboxCurrencyRateProvider } from './services/currency-rates.js';
import { createFirebaseGoogleVerifier } from './services/identity/google.js';
import { createMailSetup } from './services/mail/mailer.js';
import { SandboxPaymentProvider } from './services/payments/provider.js';

/** What serving needs of the configuration: where, how loudly, and the app's settings. */
export type ServeOptions = Omit<Config, 'databaseUrl' | 'databasePoolMax' | 'dataDir'>;

/** Brings an open database up to date (migrations, first-start seed), then serves the API on it. */
export async function startServer(database: DatabaseHandle, options: ServeOptions) {
  const { host, port, logLevel, corsOrigins, docs, rateLimitMax, nodeEnv, smtpUrl, mailFrom } = options;
  const mail = createMailSetup({ smtpUrl, from: mailFrom });
  await migrateDatabase(database);
  const seeded = await seedDatabase(database.db);
  const app = buildApp({
    db: database.db,
    logger: { level: logLevel },
    corsOrigins,
    docs,
    rateLimitMax,
    // Instances on one PostgreSQL count together; PGlite serves one process, which counts in memory.
    sharedRateLimits: database.driver === 'postgres',
    trustProxy: options.trustProxy,
    accountRateLimit: accountRateLimit(options.accountRateLimitMax),
    jwtSecret: options.jwtSecret,
    mail,
    // Captured mails hold sign-up codes and reset links: never listed in production.
    devMails: nodeEnv !== 'production',
    // Ships orders and cancels them early without the shop's hand: never in production.
    devOrders: nodeEnv !== 'production',
    trackingUrls: options.trackingUrls,
    storefrontUrl: options.storefrontUrl,
    google: createFirebaseGoogleVerifier({ projectId: options.firebaseProjectId, emulatorHost: options.firebaseAuthEmulatorHost }),
    weixinSandbox: options.weixinSandbox,
    catalogueCacheMs: options.catalogueCacheMs,
    publicUrl: options.publicUrl,
    payments: options.paymentSandbox ? new SandboxPaymentProvider(options.publicUrl) : null,
    paymentWindowMinutes: options.paymentWindowMinutes,
    visitorPaymentWindowMinutes: options.visitorPaymentWindowMinutes,
    visitorUnpaidOrdersMax: options.visitorUnpaidOrdersMax,
    paymentWebhookSecret: options.paymentWebhookSecret,
    uploads: {
      dir: options.uploadDir,
      // Instances on one PostgreSQL serve each other's uploads; PGlite's one process keeps them on disk.
      inDatabase: database.driver === 'postgres',
      maxBytes: options.uploadMaxBytes,
      quotaBytes: options.uploadQuotaBytes,
    },
  });
  const inFlight = registerInFlight(app);
  const address = await app.listen({ host, port });
  if (!options.paymentSandbox) app.log.warn('no payment gateway: PAYMENT_SANDBOX is off and none is configured, so checkout answers 40007');
  const stopJobs = startJobs({
    db: database.db,
    mailer: mail.mailer,
    storefrontUrl: options.storefrontUrl,
    rates: new SandboxCurrencyRateProvider(),
    log: app.log,
    intervalMs: options.jobIntervalMs,
  });
  /**
   * Stops the background work, then the server (which closes the mailer), then waits up to 10 s
   * for handlers whose client went away; the database stays open for the caller to close.
   */
  const stop = async () => {
    await stopJobs();
    await app.close();
    if (!(await inFlight.drained(10_000))) app.log.warn('handlers still running 10 s after the server closed');
  };
  return { app, seeded, url: `${address}${API_BASE_PATH}`, stop };
}
