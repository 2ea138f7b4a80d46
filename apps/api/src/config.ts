import { isIP } from 'node:net';
import { resolve } from 'node:path';
import type { ShippingMethod } from '@storefront/api-contract';
import { packagePath } from './package-root.js';
import { DEFAULT_TRACKING_TEMPLATES, trackingTemplateProblem, type TrackingTemplates } from './services/orders/tracking.js';

/** pino's levels, from loudest to quietest; `silent` turns logging off. */
const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
/** A pino log level. */
type LogLevel = (typeof LOG_LEVELS)[number];

/** Where the code runs; production drops the development-only defaults (the storefront's local origins). */
type NodeEnv = 'development' | 'production' | 'test';

/** The origins of the storefront's Vite dev server (5173) and preview server (4173) on this machine. */
export const DEV_CORS_ORIGINS: readonly string[] = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:4173',
  'http://localhost:4173',
];

/** How long public catalogue answers are reused: 5 seconds, so edits and stock still show almost at once. */
export const DEFAULT_CATALOGUE_CACHE_MS = 5_000;

/** Where the storefront runs on a developer's machine: the Vite dev server, at the address `npm start` and the README give. */
export const DEFAULT_STOREFRONT_URL = 'http://127.0.0.1:5173';
/** The From header of mails when MAIL_FROM is unset. */
export const DEFAULT_MAIL_FROM = '"Storefront" <no-reply@storefront.localhost>';

/** How often the API's background work runs: every 30 seconds. */
export const DEFAULT_JOB_INTERVAL_MS = 30_000;

/**
 * API calls a minute one client address may make to a route without its own limit (pictures and
 * other cacheable files are not counted). An office or a carrier's NAT puts many shoppers behind one
 * address: a browsing shopper makes about 4 calls a page and seldom 10 pages a minute, so 1200 lets
 * some 30 of them shop at once, while one client flooding the API is still stopped at 20 calls a second.
 */
export const DEFAULT_RATE_LIMIT_MAX = 1200;

/** Calls a minute one client address may make to each account call (login, register, verification, password). */
export const DEFAULT_ACCOUNT_RATE_LIMIT_MAX = 10;

/** Where the API answers on a developer's machine (PORT's default): the base of its pages' links when PUBLIC_URL is unset. */
export const DEFAULT_PUBLIC_URL = 'http://127.0.0.1:4000';

/** How long an order waits for its payment before it is canceled and its stock returned: 30 minutes. */
export const DEFAULT_PAYMENT_WINDOW_MINUTES = 30;

/**
 * How long a visitor's order waits for its payment: 15 minutes. A visitor's unpaid order holds
 * stock like a member's, but nobody can sign in to come back to it, so it gives the stock back sooner.
 */
export const DEFAULT_VISITOR_PAYMENT_WINDOW_MINUTES = 15;

/**
 * Unpaid orders a visitor may hold for one recipient e-mail, and from one client address, before
 * checkout refuses another: 3, enough to retry a failed payment by another way, too few to hold
 * a shelf's stock with made-up addresses.
 */
export const DEFAULT_VISITOR_UNPAID_ORDERS_MAX = 3;

/** The largest file one upload may carry: 5 MB. */
export const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The most bytes one member may keep uploaded at once: 20 MB. */
export const DEFAULT_UPLOAD_QUOTA_BYTES = 20 * 1024 * 1024;

/** Everything the API process is configured with, read from the environment once at start-up. */
export interface Config {
  host: string;
  port: number;
  /** PostgreSQL connection string; undefined means embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** The most connections this instance opens to PostgreSQL (see DEFAULT_DATABASE_POOL_MAX). */
  databasePoolMax: number;
  /** PGlite's data directory, absolute; undefined on PostgreSQL. */
  dataDir: string | undefined;
  logLevel: LogLevel;
  nodeEnv: NodeEnv;
  /** Browser origins allowed to call the API cross-origin; empty means same-origin only. */
  corsOrigins: readonly string[];
  /** Serve the OpenAPI document and Swagger UI at /docs. */
  docs: boolean;
  /** See DEFAULT_RATE_LIMIT_MAX. */
  rateLimitMax: number;
  /** See DEFAULT_ACCOUNT_RATE_LIMIT_MAX. */
  accountRateLimitMax: number;
  /**
   * Which proxies' X-Forwarded-For names the client (its address is what rate limits count by):
   * false, none (the connection's address is the client's); a number, that many hops; or the
   * proxies' addresses and CIDR ranges.
   */
  trustProxy: TrustProxy;
  /** Key that signs session tokens (HS256); undefined: one generated on first start and kept in the database. */
  jwtSecret: string | undefined;
  /** Where mail goes (smtp:// or smtps://); undefined: an embedded SMTP capture, listed at /dev/mails outside production. */
  smtpUrl: string | undefined;
  /** The From header of every mail. */
  mailFrom: string;
  /** The storefront's address, the base of the links mails carry (reset password). */
  storefrontUrl: string;
  /** The Firebase project whose ID tokens Google sign-in accepts. */
  firebaseProjectId: string;
  /** host:port of the Firebase Auth emulator; undefined: tokens are verified against Google's keys. */
  firebaseAuthEmulatorHost: string | undefined;
  /** Serve the sandbox WeChat sign-in (a stand-in for WeChat's OAuth page) and accept its codes. */
  weixinSandbox: boolean;
  /** How long public catalogue answers are reused, in ms; 0: not at all. */
  catalogueCacheMs: number;
  /** How often background work (back-in-stock mails, unpaid-order expiry) runs, in ms. */
  jobIntervalMs: number;
  /** The API's own address as browsers reach it (no /v1): the base of payment pages and uploaded files' links. */
  publicUrl: string;
  /** Serve the sandbox payment pages (card, UnionPay, WeChat Pay and Alipay stand-ins) and take payments through them. */
  paymentSandbox: boolean;
  /** Minutes a member's unpaid order waits before it is canceled and its stock returned. */
  paymentWindowMinutes: number;
  /** Minutes a visitor's unpaid order waits before it is canceled and its stock returned. */
  visitorPaymentWindowMinutes: number;
  /** See DEFAULT_VISITOR_UNPAID_ORDERS_MAX. */
  visitorUnpaidOrdersMax: number;
  /** The carriers' tracking pages by shipping method, URL templates with {number}; null: no link (see DEFAULT_TRACKING_TEMPLATES). */
  trackingUrls: TrackingTemplates;
  /** The secret gateway notifications (POST /payments/notify) are signed with; undefined: one generated at start, known only to the sandbox. */
  paymentWebhookSecret: string | undefined;
  /** Where uploaded files are kept, absolute. */
  uploadDir: string;
  /** The largest file one upload may carry, in bytes. */
  uploadMaxBytes: number;
  /** The most bytes one member may keep uploaded, in bytes. */
  uploadQuotaBytes: number;
}

/**
 * node-postgres's own default. Every instance opens up to this many: N instances need N times it
 * within PostgreSQL's max_connections (100 by default).
 */
export const DEFAULT_DATABASE_POOL_MAX = 10;

/** The Firebase project of development and tests: demo-* projects exist only in the emulators. */
export const DEMO_FIREBASE_PROJECT = 'demo-storefront';
/** Where `firebase emulators:start` serves the Auth emulator by default. */
export const DEFAULT_AUTH_EMULATOR_HOST = '127.0.0.1:9099';
/** The shortest JWT_SECRET and PAYMENT_WEBHOOK_SECRET accepted: 32 characters, 256 bits for HMAC-SHA256 when random. */
const MIN_SECRET_LENGTH = 32;

/** See Config.trustProxy. */
export type TrustProxy = false | number | readonly string[];

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
function isAddressOrRange(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/** Thrown when the environment holds invalid settings; its message lists every problem, one a line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];
const ON = ['on', 'true', '1'];
const OFF = ['off', 'false', '0'];

/**
 * Reads and validates the API's settings from an environment (process.env in main), so a typo
 * stops the start with a message naming the variable instead of misbehaving later. Unset and
 * empty variables take their defaults.
 */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const problems: string[] = [];
  const value = (name: string) => env[name]?.trim() || undefined;

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const text = value(name);
    if (text === undefined) return fallback;
    const number = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (number >= min && number <= max) return number;
    problems.push(`${name} must be a whole number from ${min} to ${max}, got "${text}"`);
    return fallback;
  };

  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const text = value(name);
    if (text === undefined) return fallback;
    if ((allowed as readonly string[]).includes(text)) return text as T;
    problems.push(`${name} must be one of ${allowed.join(', ')}, got "${text}"`);
    return fallback;
  };

  const port = integer('PORT', Number(new URL(DEFAULT_PUBLIC_URL).port), 0, 65_535);
  const nodeEnv = oneOf('NODE_ENV', NODE_ENVS, 'development');
  const logLevel = oneOf('LOG_LEVEL', LOG_LEVELS, 'info');
  const rateLimitMax = integer('RATE_LIMIT_MAX', DEFAULT_RATE_LIMIT_MAX, 1, 1_000_000);
  const accountRateLimitMax = integer('ACCOUNT_RATE_LIMIT_MAX', DEFAULT_ACCOUNT_RATE_LIMIT_MAX, 1, 1_000_000);
  // The OpenAPI document maps every route for whoever reads it: public in production only when asked for.
  const docs = oneOf('DOCS', [...ON, ...OFF], nodeEnv === 'production' ? 'off' : 'on');
  const trustProxy = parseTrustProxy(value('TRUST_PROXY'));
  const catalogueCacheMs = integer('CATALOGUE_CACHE_MS', DEFAULT_CATALOGUE_CACHE_MS, 0, 600_000);
  const databasePoolMax = integer('DATABASE_POOL_MAX', DEFAULT_DATABASE_POOL_MAX, 1, 1_000);
  const jobIntervalMs = integer('JOB_INTERVAL_MS', DEFAULT_JOB_INTERVAL_MS, 1_000, 3_600_000);

  const weixinSandbox = oneOf('WEIXIN_SANDBOX', [...ON, ...OFF], nodeEnv === 'production' ? 'off' : 'on');
  const paymentSandbox = oneOf('PAYMENT_SANDBOX', [...ON, ...OFF], nodeEnv === 'production' ? 'off' : 'on');
  const paymentWindowMinutes = integer('PAYMENT_WINDOW_MINUTES', DEFAULT_PAYMENT_WINDOW_MINUTES, 1, 10_080);
  const visitorPaymentWindowMinutes = integer('VISITOR_PAYMENT_WINDOW_MINUTES', DEFAULT_VISITOR_PAYMENT_WINDOW_MINUTES, 1, 10_080);
  const visitorUnpaidOrdersMax = integer('VISITOR_UNPAID_ORDERS_MAX', DEFAULT_VISITOR_UNPAID_ORDERS_MAX, 1, 1_000_000);
  const uploadMaxBytes = integer('UPLOAD_MAX_BYTES', DEFAULT_UPLOAD_MAX_BYTES, 1_024, 100 * 1024 * 1024);
  const uploadQuotaBytes = integer('UPLOAD_QUOTA_BYTES', DEFAULT_UPLOAD_QUOTA_BYTES, 1_024, 10 * 1024 * 1024 * 1024);

  const trackingTemplate = (name: string, fallback: string | null): string | null => {
    const text = value(name);
    if (text === undefined) return fallback;
    if (OFF.includes(text)) return null;
    const problem = trackingTemplateProblem(text);
    if (problem !== null) problems.push(`${name} ${problem} (or off for no link), got "${text}"`);
    return text;
  };
  // The defaults are placeholders on an example domain: production links no page until it names its carriers'.
  const trackingDefault = (method: ShippingMethod) => (nodeEnv === 'production' ? null : DEFAULT_TRACKING_TEMPLATES[method]);
  const trackingUrls: TrackingTemplates = {
    home_delivery: trackingTemplate('TRACKING_URL_HOME_DELIVERY', trackingDefault('home_delivery')),
    cvs_pickup: trackingTemplate('TRACKING_URL_CVS_PICKUP', trackingDefault('cvs_pickup')),
  };

  const paymentWebhookSecret = value('PAYMENT_WEBHOOK_SECRET');
  if (paymentWebhookSecret !== undefined && paymentWebhookSecret.length < MIN_SECRET_LENGTH) {
    problems.push(`PAYMENT_WEBHOOK_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  const jwtSecret = value('JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < MIN_SECRET_LENGTH) {
    problems.push(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  const smtpUrl = value('SMTP_URL');
  if (smtpUrl && !/^smtps?:$/.test(URL.parse(smtpUrl)?.protocol ?? '')) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example:587');
  }
  const storefrontUrl = value('STOREFRONT_URL') ?? DEFAULT_STOREFRONT_URL;
  if (!/^https?:$/.test(URL.parse(storefrontUrl)?.protocol ?? '')) {
    problems.push(`STOREFRONT_URL must be an http:// or https:// address, got "${storefrontUrl}"`);
  }
  const publicUrl = value('PUBLIC_URL') ?? `http://127.0.0.1:${port}`;
  if (!/^https?:$/.test(URL.parse(publicUrl)?.protocol ?? '')) {
    problems.push(`PUBLIC_URL must be an http:// or https:// address, got "${publicUrl}"`);
  }
  const firebaseProjectId = value('FIREBASE_PROJECT_ID') ?? DEMO_FIREBASE_PROJECT;
  const emulatorHost = value('FIREBASE_AUTH_EMULATOR_HOST');
  if (emulatorHost && !/^[A-Za-z0-9.-]+:\d{1,5}$/.test(emulatorHost)) {
    problems.push(`FIREBASE_AUTH_EMULATOR_HOST must be host:port, got "${emulatorHost}"`);
  }

  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:$/.test(URL.parse(databaseUrl)?.protocol ?? '')) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// connection string');
  }

  const originsSetting = env.CORS_ORIGINS;
  // Production has no local storefront: unset means same-origin only there.
  const corsOrigins = originsSetting === undefined ? (nodeEnv === 'production' ? [] : DEV_CORS_ORIGINS) : parseOrigins(originsSetting);

  if (nodeEnv === 'production') {
    problems.push(
      ...productionRefusals({
        paymentSandbox: ON.includes(paymentSandbox),
        weixinSandbox: ON.includes(weixinSandbox),
        firebaseProjectId,
        emulatorHost,
        corsOrigins,
        jwtSecret,
        paymentWebhookSecret,
      }),
    );
  }

  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return {
    host: value('HOST') ?? '127.0.0.1',
    port,
    databaseUrl,
    databasePoolMax,
    // DATA_DIR is relative to where the command runs; the default lives inside the package, gitignored.
    dataDir: databaseUrl ? undefined : resolve(value('DATA_DIR') ?? packagePath('.data/pglite')),
    logLevel,
    nodeEnv,
    corsOrigins,
    docs: ON.includes(docs),
    rateLimitMax,
    accountRateLimitMax,
    trustProxy,
    jwtSecret,
    smtpUrl,
    mailFrom: value('MAIL_FROM') ?? DEFAULT_MAIL_FROM,
    storefrontUrl: storefrontUrl.replace(/\/+$/, ''),
    firebaseProjectId,
    // A demo project has no real keys to check against, so it always means the emulator.
    firebaseAuthEmulatorHost: emulatorHost ?? (firebaseProjectId.startsWith('demo-') ? DEFAULT_AUTH_EMULATOR_HOST : undefined),
    weixinSandbox: ON.includes(weixinSandbox),
    catalogueCacheMs,
    jobIntervalMs,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    paymentSandbox: ON.includes(paymentSandbox),
    paymentWindowMinutes,
    visitorPaymentWindowMinutes,
    visitorUnpaidOrdersMax,
    trackingUrls,
    paymentWebhookSecret,
    // Relative to where the command runs, like DATA_DIR; the default lives inside the package, gitignored.
    uploadDir: resolve(value('UPLOAD_DIR') ?? packagePath('.data/uploads')),
    uploadMaxBytes,
    uploadQuotaBytes,
  };

  function parseTrustProxy(text: string | undefined): TrustProxy {
    if (text === undefined || OFF.includes(text)) return false;
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops >= 1 && hops <= 10) return hops;
    } else {
      const proxies = text.split(',').map((proxy) => proxy.trim());
      if (proxies.every(isAddressOrRange)) return proxies;
    }
    problems.push(`TRUST_PROXY must be off, a hop count from 1 to 10, or comma-separated proxy addresses or CIDR ranges, got "${text}"`);
    return false;
  }

  function parseOrigins(text: string): string[] {
    const origins = text
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
    for (const origin of origins) {
      const url = URL.parse(origin);
      // An origin is scheme, host and port only: no path, no trailing slash, no wildcard.
      if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== origin) {
        problems.push(`CORS_ORIGINS must be comma-separated origins like https://shop.example, got "${origin}"`);
      }
    }
    return origins;
  }
}

/** What production refuses to start with: a stand-in for a real service, or a default only a developer's machine may use. */
interface ProductionChecked {
  paymentSandbox: boolean;
  weixinSandbox: boolean;
  firebaseProjectId: string;
  emulatorHost: string | undefined;
  corsOrigins: readonly string[];
  jwtSecret: string | undefined;
  paymentWebhookSecret: string | undefined;
}

/** Origins on the machine itself: the development storefront's, never a shop's. */
function isLoopbackOrigin(origin: string): boolean {
  const host = URL.parse(origin)?.hostname ?? '';
  return host === 'localhost' || host === '[::1]' || host.startsWith('127.');
}

/**
 * The settings a production API must not run with, one problem each: every one of them either
 * takes orders or sign-ins that nothing real checked, or hands the shop to whoever runs a page locally.
 */
function productionRefusals(settings: ProductionChecked): string[] {
  const refusals: string[] = [];
  if (settings.paymentSandbox) {
    refusals.push('PAYMENT_SANDBOX must be off with NODE_ENV=production: the sandbox marks orders paid without taking money');
  }
  if (settings.weixinSandbox) {
    refusals.push('WEIXIN_SANDBOX must be off with NODE_ENV=production: the sandbox signs anyone in as any WeChat user');
  }
  if (settings.firebaseProjectId.startsWith('demo-')) {
    refusals.push(
      `FIREBASE_PROJECT_ID must name the shop's Firebase project with NODE_ENV=production, got "${settings.firebaseProjectId}": a demo-* project exists only in the Auth emulator`,
    );
  }
  if (settings.emulatorHost !== undefined) {
    refusals.push('FIREBASE_AUTH_EMULATOR_HOST must be unset with NODE_ENV=production: the emulator accepts unsigned Google sign-ins');
  }
  const local = settings.corsOrigins.filter(isLoopbackOrigin);
  if (local.length > 0) {
    refusals.push(
      `CORS_ORIGINS must not list development origins with NODE_ENV=production, got ${local.join(', ')}: any page served on a shopper's machine could call the API`,
    );
  }
  if (settings.jwtSecret === undefined) {
    refusals.push(
      'JWT_SECRET must be set with NODE_ENV=production: the generated key is kept in the database, where a copy of it signs sessions too',
    );
  }
  if (settings.paymentWebhookSecret === undefined) {
    refusals.push(
      "PAYMENT_WEBHOOK_SECRET must be set with NODE_ENV=production: the gateway's notifications are checked against it, and a generated one would match no gateway's",
    );
  }
  return refusals;
}
