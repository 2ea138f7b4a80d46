import { randomBytes } from 'node:crypto';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { API_BASE_PATH } from '@storefront/api-contract';
import {
  DEFAULT_AUTH_EMULATOR_HOST,
  DEFAULT_CATALOGUE_CACHE_MS,
  DEFAULT_MAIL_FROM,
  DEFAULT_PAYMENT_WINDOW_MINUTES,
  DEFAULT_VISITOR_PAYMENT_WINDOW_MINUTES,
  DEFAULT_PUBLIC_URL,
  DEFAULT_RATE_LIMIT_MAX,
  DEFAULT_STOREFRONT_URL,
  DEFAULT_UPLOAD_MAX_BYTES,
  DEFAULT_UPLOAD_QUOTA_BYTES,
  DEMO_FIREBASE_PROJECT,
  DEV_CORS_ORIGINS,
  type TrustProxy,
} from './config.js';
import type { Database } from './db/client.js';
import { handleError, handleFrameworkError, sendNotFound } from './errors.js';
import { registerCompression } from './plugins/compression.js';
import { registerCors } from './plugins/cors.js';
import { registerDocs } from './plugins/docs.js';
import { registerFiniteNumbers } from './plugins/finite-numbers.js';
import { generateRequestId, loggerOptions, registerRequestIdHeader, type LoggerSetting } from './plugins/logging.js';
import { accountRateLimit, registerRateLimit, sharedRateLimitStore } from './plugins/rate-limit.js';
import { registerResponseCache } from './plugins/response-cache.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { accountRoutes } from './routes/account.js';
import { addressBookRoutes } from './routes/address-book.js';
import { articleRoutes } from './routes/articles.js';
import { cartRoutes } from './routes/cart.js';
import { categoryRoutes } from './routes/categories.js';
import { couponRoutes } from './routes/coupons.js';
import { devMailRoutes } from './routes/dev-mails.js';
import { devOrderRoutes } from './routes/dev-orders.js';
import { imageRoutes } from './routes/images.js';
import { orderRoutes } from './routes/orders.js';
import { paymentNotificationRoutes } from './routes/payment-notifications.js';
import { paymentSandboxRoutes } from './routes/payment-sandbox.js';
import { personalRoutes } from './routes/personal.js';
import { productRoutes } from './routes/products.js';
import { searchEngineRoutes } from './routes/search-engines.js';
import { storageRoutes } from './routes/storage.js';
import { systemRoutes } from './routes/system.js';
import { themeRoutes } from './routes/themes.js';
import { weixinSandboxRoutes } from './routes/weixin-sandbox.js';
import { createAccounts } from './services/accounts.js';
import { createFirebaseGoogleVerifier, type GoogleVerifier } from './services/identity/google.js';
import { SandboxWeixinProvider } from './services/identity/weixin.js';
import { createMailSetup, type MailSetup } from './services/mail/mailer.js';
import { DEFAULT_TRACKING_TEMPLATES, type TrackingTemplates } from './services/orders/tracking.js';
import { SandboxPaymentProvider, type PaymentProvider } from './services/payments/provider.js';
import { createSessionStore } from './services/sessions.js';
import { createDatabaseObjectStore } from './services/storage/database-store.js';
import { createDiskObjectStore, temporaryStoreDir } from './services/storage/disk-store.js';

/** Fastify's form of a TrustProxy: a hop count trusts the nearest `hops` proxies, as Fastify's own number form does. */
function fastifyTrustProxy(trustProxy: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return Array.isArray(trustProxy) ? [...trustProxy] : false;
}

/** What the API is built from: the database and settings (main passes the Config; tests take the defaults). */
export interface BuildAppOptions {
  db: Database;
  /** Fastify's logger option, completed with redaction and the request serializer; off by default so tests stay quiet. */
  logger?: LoggerSetting;
  /** Browser origins allowed cross-origin; default the storefront's local dev and preview origins. */
  corsOrigins?: readonly string[];
  /** Serve OpenAPI and Swagger UI at /docs; default on. */
  docs?: boolean;
  /** Requests a minute per client address on routes without their own limit; false for none. */
  rateLimitMax?: number | false;
  /** Count the rate limits in the database, shared by every instance on it (PostgreSQL); default false, in memory. */
  sharedRateLimits?: boolean;
  /** Which proxies name the client in X-Forwarded-For (see Config.trustProxy); default false, none. */
  trustProxy?: TrustProxy;
  /** The limit of each account call per client address; default accountRateLimit() (10 a minute). */
  accountRateLimit?: RateLimitOptions;
  /** Session-signing key; default one generated and kept in the database. */
  jwtSecret?: string;
  /** Where mail goes; default an embedded SMTP capture. The app closes it when it closes. */
  mail?: MailSetup;
  /** Serve the captured mails at GET /dev/mails (development and tests only); default on. */
  devMails?: boolean;
  /** Serve POST /dev/orders/... (ship an order, move its payment deadline, run the expiry round: development and tests only); default on. */
  devOrders?: boolean;
  /** The carriers' tracking pages shipped orders link to, by shipping method; default DEFAULT_TRACKING_TEMPLATES. */
  trackingUrls?: TrackingTemplates;
  /** STOREFRONT_URL: the storefront's base address, for links in mails and the payment's return when the shopper's storefront origin is not one of corsOrigins; default the Vite dev server. */
  storefrontUrl?: string;
  /** Checks Google sign-ins; default Firebase's verifier on the demo project's Auth emulator. */
  google?: GoogleVerifier;
  /** Serve the sandbox WeChat sign-in page and accept its codes; default on. */
  weixinSandbox?: boolean;
  /** How long the public catalogue answers are reused, in ms; 0 turns the cache off. */
  catalogueCacheMs?: number;
  /** The API's own address as browsers reach it (no /v1), the base of payment pages and uploaded files' links; default http://127.0.0.1:4000. */
  publicUrl?: string;
  /** The payment gateway; default the sandbox (served at /sandbox/pay); null: none, so checkout fails with 40007. */
  payments?: PaymentProvider | null;
  /** PAYMENT_WEBHOOK_SECRET: the key gateway notifications (POST /payments/notify) are signed with; default one generated per app, which only its own sandbox knows. */
  paymentWebhookSecret?: string;
  /** Minutes a member's unpaid order waits before the job cancels it; default DEFAULT_PAYMENT_WINDOW_MINUTES. */
  paymentWindowMinutes?: number;
  /** Minutes a visitor's unpaid order waits before the job cancels it; default DEFAULT_VISITOR_PAYMENT_WINDOW_MINUTES. */
  visitorPaymentWindowMinutes?: number;
  /**
   * The most unpaid orders a visitor may hold per recipient e-mail and per client address; default
   * false, no cap, since tests place many visitors' orders from one address (the server passes
   * VISITOR_UNPAID_ORDERS_MAX).
   */
  visitorUnpaidOrdersMax?: number | false;
  /**
   * Avatar uploads (Cloud Storage's JSON API, see routes/storage.ts): the directory files are kept in,
   * or inDatabase to keep them in the database instead (every instance on one PostgreSQL serves
   * them), the largest file and each member's quota in bytes. Default: a fresh directory under the
   * OS temp dir per app, made on the first upload and never removed (fit for tests), and the config's limits.
   */
  uploads?: { dir: string; inDatabase?: boolean; maxBytes: number; quotaBytes: number };
}

/** Builds the v1 shop API on a database, without listening: `app.inject` for tests, `app.listen` for main. */
export function buildApp({
  db,
  logger = false,
  corsOrigins = DEV_CORS_ORIGINS,
  docs = true,
  rateLimitMax = DEFAULT_RATE_LIMIT_MAX,
  sharedRateLimits = false,
  trustProxy = false,
  accountRateLimit: accountLimit = accountRateLimit(),
  jwtSecret,
  mail = createMailSetup({ from: DEFAULT_MAIL_FROM }),
  devMails = true,
  devOrders = true,
  trackingUrls = DEFAULT_TRACKING_TEMPLATES,
  storefrontUrl = DEFAULT_STOREFRONT_URL,
  google = createFirebaseGoogleVerifier({ projectId: DEMO_FIREBASE_PROJECT, emulatorHost: DEFAULT_AUTH_EMULATOR_HOST }),
  weixinSandbox = true,
  catalogueCacheMs = DEFAULT_CATALOGUE_CACHE_MS,
  publicUrl = DEFAULT_PUBLIC_URL,
  payments = new SandboxPaymentProvider(publicUrl),
  paymentWebhookSecret = randomBytes(32).toString('base64url'),
  paymentWindowMinutes = DEFAULT_PAYMENT_WINDOW_MINUTES,
  visitorPaymentWindowMinutes = DEFAULT_VISITOR_PAYMENT_WINDOW_MINUTES,
  visitorUnpaidOrdersMax = false,
  uploads = { dir: temporaryStoreDir(), maxBytes: DEFAULT_UPLOAD_MAX_BYTES, quotaBytes: DEFAULT_UPLOAD_QUOTA_BYTES },
}: BuildAppOptions) {
  // frameworkErrors: a malformed URL fails before routing, outside setErrorHandler's reach.
  const app = Fastify({
    logger: loggerOptions(logger),
    genReqId: generateRequestId,
    trustProxy: fastifyTrustProxy(trustProxy),
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Fastify's Ajv coerces types everywhere, right for query strings but not for JSON: a body is
  // checked by TypeBox itself, so it must have the contract's types exactly (no -1 for "-1") and no
  // field the contract does not know. (Such routes' path parameters are text, which TypeBox converts alike.)
  app.addHook('onRoute', (route) => {
    if (route.schema?.body) route.validatorCompiler = TypeBoxValidatorCompiler;
  });
  // Hooks and the docs' route collector apply only to routes added after them: these come first.
  registerRequestIdHeader(app);
  registerSecurityHeaders(app);
  registerCors(app, corsOrigins);
  registerRateLimit(app, rateLimitMax, sharedRateLimits ? sharedRateLimitStore(db) : undefined);
  registerFiniteNumbers(app);
  registerResponseCache(app, catalogueCacheMs);
  registerCompression(app);
  if (docs) registerDocs(app);
  app.setErrorHandler(handleError);
  app.addHook('onClose', () => mail.mailer.close());
  const sessions = createSessionStore(db, jwtSecret);
  const weixin = weixinSandbox ? new SandboxWeixinProvider() : undefined;
  const accounts = createAccounts({ db, sessions, mailer: mail.mailer, storefrontUrl, google, weixin });
  app.setNotFoundHandler(sendNotFound);
  app.register(
    async (v1) => {
      await v1.register(productRoutes, { db });
      await v1.register(categoryRoutes, { db });
      await v1.register(themeRoutes, { db });
      await v1.register(articleRoutes, { db });
      await v1.register(systemRoutes, { db });
      await v1.register(imageRoutes, { db });
      await v1.register(accountRoutes, { accounts, sessions, rateLimit: accountLimit });
      await v1.register(personalRoutes, { accounts, sessions });
      await v1.register(addressBookRoutes, { db, sessions });
      await v1.register(cartRoutes, { db, sessions });
      await v1.register(couponRoutes, { db, sessions });
      await v1.register(orderRoutes, {
        db,
        sessions,
        payment: { payments: payments ?? undefined, paymentWindowMinutes, visitorPaymentWindowMinutes, storefrontUrl },
        storefront: { storefrontUrl, storefrontOrigins: corsOrigins },
        mailer: mail.mailer,
        visitorUnpaidOrdersMax,
        tracking: trackingUrls,
      });
    },
    { prefix: API_BASE_PATH },
  );
  app.register(searchEngineRoutes, { db, storefrontUrl });
  if (devMails && mail.capture) app.register(devMailRoutes, { capture: mail.capture });
  if (devOrders) app.register(devOrderRoutes, { db });
  if (payments) app.register(paymentNotificationRoutes, { db, secret: paymentWebhookSecret, storefrontUrl, mailer: mail.mailer });
  if (payments instanceof SandboxPaymentProvider)
    app.register(paymentSandboxRoutes, { db, storefrontUrl, webhookSecret: paymentWebhookSecret });
  if (weixin) app.register(weixinSandboxRoutes, { provider: weixin, allowedOrigins: [...corsOrigins, new URL(storefrontUrl).origin] });
  app.register(storageRoutes, {
    sessions,
    store: uploads.inDatabase ? createDatabaseObjectStore(db) : createDiskObjectStore(uploads.dir),
    maxBytes: uploads.maxBytes,
    quotaBytes: uploads.quotaBytes,
    publicUrl,
  });
  return app;
}
