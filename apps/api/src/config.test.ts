import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_CATALOGUE_CACHE_MS,
  DEFAULT_DATABASE_POOL_MAX,
  DEFAULT_JOB_INTERVAL_MS,
  DEFAULT_AUTH_EMULATOR_HOST,
  DEFAULT_PAYMENT_WINDOW_MINUTES,
  DEFAULT_VISITOR_PAYMENT_WINDOW_MINUTES,
  DEFAULT_VISITOR_UNPAID_ORDERS_MAX,
  DEFAULT_UPLOAD_MAX_BYTES,
  DEFAULT_UPLOAD_QUOTA_BYTES,
  DEFAULT_RATE_LIMIT_MAX,
  DEFAULT_ACCOUNT_RATE_LIMIT_MAX,
  DEMO_FIREBASE_PROJECT,
  DEV_CORS_ORIGINS,
  loadConfig,
} from './config.js';
import { packagePath } from './package-root.js';
import { DEFAULT_TRACKING_TEMPLATES } from './services/orders/tracking.js';

/** What a production shop sets at least: its own Firebase project and session key. */
const PRODUCTION = {
  NODE_ENV: 'production',
  FIREBASE_PROJECT_ID: 'real-shop',
  JWT_SECRET: 'k'.repeat(40),
  PAYMENT_WEBHOOK_SECRET: 'w'.repeat(40),
};

describe('loadConfig', () => {
  it('has a working default for every setting', () => {
    expect(loadConfig({})).toEqual({
      host: '127.0.0.1',
      port: 4000,
      databaseUrl: undefined,
      databasePoolMax: DEFAULT_DATABASE_POOL_MAX,
      dataDir: packagePath('.data/pglite'),
      logLevel: 'info',
      nodeEnv: 'development',
      corsOrigins: DEV_CORS_ORIGINS,
      docs: true,
      rateLimitMax: DEFAULT_RATE_LIMIT_MAX,
      accountRateLimitMax: DEFAULT_ACCOUNT_RATE_LIMIT_MAX,
      trustProxy: false,
      jwtSecret: undefined,
      smtpUrl: undefined,
      mailFrom: '"Storefront" <no-reply@storefront.localhost>',
      storefrontUrl: 'http://127.0.0.1:5173',
      firebaseProjectId: DEMO_FIREBASE_PROJECT,
      firebaseAuthEmulatorHost: DEFAULT_AUTH_EMULATOR_HOST,
      weixinSandbox: true,
      catalogueCacheMs: DEFAULT_CATALOGUE_CACHE_MS,
      jobIntervalMs: DEFAULT_JOB_INTERVAL_MS,
      publicUrl: 'http://127.0.0.1:4000',
      paymentSandbox: true,
      paymentWindowMinutes: DEFAULT_PAYMENT_WINDOW_MINUTES,
      visitorPaymentWindowMinutes: DEFAULT_VISITOR_PAYMENT_WINDOW_MINUTES,
      visitorUnpaidOrdersMax: DEFAULT_VISITOR_UNPAID_ORDERS_MAX,
      trackingUrls: DEFAULT_TRACKING_TEMPLATES,
      paymentWebhookSecret: undefined,
      uploadDir: packagePath('.data/uploads'),
      uploadMaxBytes: DEFAULT_UPLOAD_MAX_BYTES,
      uploadQuotaBytes: DEFAULT_UPLOAD_QUOTA_BYTES,
    });
  });

  it('reads every variable, trimming spaces', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: ' 8080 ',
      DATA_DIR: 'tmp/db',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      CORS_ORIGINS: 'https://shop.example, http://127.0.0.1:5173,',
      DOCS: 'off',
      RATE_LIMIT_MAX: '1000',
      ACCOUNT_RATE_LIMIT_MAX: '50',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtps://shop:secret@mail.example:465',
      MAIL_FROM: 'Shop <shop@mail.example>',
      STOREFRONT_URL: 'https://shop.example/',
      FIREBASE_PROJECT_ID: 'real-shop',
      WEIXIN_SANDBOX: 'on',
      CATALOGUE_CACHE_MS: '0',
      JOB_INTERVAL_MS: '5000',
      DATABASE_POOL_MAX: '4',
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://api.shop.example/',
      PAYMENT_SANDBOX: 'on',
      PAYMENT_WINDOW_MINUTES: '15',
      VISITOR_PAYMENT_WINDOW_MINUTES: '10',
      VISITOR_UNPAID_ORDERS_MAX: '5',
      TRACKING_URL_HOME_DELIVERY: ' https://carrier.example/track?no={number} ',
      TRACKING_URL_CVS_PICKUP: 'off',
      PAYMENT_WEBHOOK_SECRET: ' ' + 'w'.repeat(40),
      UPLOAD_DIR: 'tmp/uploads',
      UPLOAD_MAX_BYTES: '2048',
      UPLOAD_QUOTA_BYTES: '4096',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      dataDir: resolve('tmp/db'),
      logLevel: 'warn',
      nodeEnv: 'test',
      corsOrigins: ['https://shop.example', 'http://127.0.0.1:5173'],
      docs: false,
      rateLimitMax: 1000,
      accountRateLimitMax: 50,
      jwtSecret: 'x'.repeat(40),
      smtpUrl: 'smtps://shop:secret@mail.example:465',
      mailFrom: 'Shop <shop@mail.example>',
      storefrontUrl: 'https://shop.example',
      firebaseProjectId: 'real-shop',
      firebaseAuthEmulatorHost: undefined,
      weixinSandbox: true,
      catalogueCacheMs: 0,
      jobIntervalMs: 5000,
      databasePoolMax: 4,
      trustProxy: 1,
      publicUrl: 'https://api.shop.example',
      paymentSandbox: true,
      paymentWindowMinutes: 15,
      visitorPaymentWindowMinutes: 10,
      visitorUnpaidOrdersMax: 5,
      trackingUrls: { home_delivery: 'https://carrier.example/track?no={number}', cvs_pickup: null },
      paymentWebhookSecret: 'w'.repeat(40),
      uploadDir: resolve('tmp/uploads'),
      uploadMaxBytes: 2048,
      uploadQuotaBytes: 4096,
    });
  });

  it('turns the sandboxes, the docs and the placeholder tracking links off in production unless asked for, and honours an explicit emulator host', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({
      weixinSandbox: false,
      paymentSandbox: false,
      docs: false,
      firebaseAuthEmulatorHost: undefined,
      trackingUrls: { home_delivery: null, cvs_pickup: null },
    });
    expect(loadConfig({ ...PRODUCTION, DOCS: 'on' }).docs).toBe(true);
    expect(loadConfig({ ...PRODUCTION, TRACKING_URL_CVS_PICKUP: 'https://cvs.example/track?no={number}' }).trackingUrls).toEqual({
      home_delivery: null,
      cvs_pickup: 'https://cvs.example/track?no={number}',
    });
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'real-shop', FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9199' }).firebaseAuthEmulatorHost).toBe(
      'localhost:9199',
    );
  });

  it('uses PostgreSQL and no data directory with DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://shop@db:5432/shop', DATA_DIR: 'ignored' });
    expect(config.databaseUrl).toBe('postgres://shop@db:5432/shop');
    expect(config.dataDir).toBeUndefined();
  });

  it('allows no cross-origin caller in production unless CORS_ORIGINS names them; empty means none anywhere', () => {
    expect(loadConfig(PRODUCTION).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: '' }).corsOrigins).toEqual([]);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: ' ', DOCS: '' })).toMatchObject({ port: 4000, logLevel: 'info', docs: true });
  });

  it('refuses a tracking page template that is not https or lacks {number}, naming the variable', () => {
    expect(() =>
      loadConfig({
        TRACKING_URL_HOME_DELIVERY: 'http://carrier.example/track/{number}',
        TRACKING_URL_CVS_PICKUP: 'https://cvs.example/track',
      }),
    ).toThrow(
      new ConfigError(
        'Invalid configuration:\n' +
          '  TRACKING_URL_HOME_DELIVERY must be an https:// address (or off for no link), got "http://carrier.example/track/{number}"\n' +
          '  TRACKING_URL_CVS_PICKUP must contain {number} where the tracking number goes (or off for no link), got "https://cvs.example/track"',
      ),
    );
    expect(() => loadConfig({ TRACKING_URL_CVS_PICKUP: '{number}' })).toThrow(/TRACKING_URL_CVS_PICKUP must be an https:\/\/ address/);
  });

  it('refuses invalid values, naming each variable in one message', () => {
    const load = () =>
      loadConfig({
        PORT: '80a',
        LOG_LEVEL: 'loud',
        NODE_ENV: 'prod',
        DOCS: 'maybe',
        RATE_LIMIT_MAX: '0',
        ACCOUNT_RATE_LIMIT_MAX: 'ten',
        DATABASE_URL: 'mysql://db',
        CORS_ORIGINS: 'https://shop.example/, *',
        WEIXIN_SANDBOX: 'yes',
        PAYMENT_SANDBOX: 'maybe',
        PAYMENT_WINDOW_MINUTES: '0',
        VISITOR_UNPAID_ORDERS_MAX: '0',
        UPLOAD_MAX_BYTES: '10',
        PUBLIC_URL: 'api.shop.example',
        JWT_SECRET: 'short',
        SMTP_URL: 'http://mail.example',
        STOREFRONT_URL: 'shop.example',
        FIREBASE_AUTH_EMULATOR_HOST: 'http://localhost:9099',
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      [
        'Invalid configuration:',
        '  PORT must be a whole number from 0 to 65535, got "80a"',
        '  NODE_ENV must be one of development, production, test, got "prod"',
        '  LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent, got "loud"',
        '  RATE_LIMIT_MAX must be a whole number from 1 to 1000000, got "0"',
        '  ACCOUNT_RATE_LIMIT_MAX must be a whole number from 1 to 1000000, got "ten"',
        '  DOCS must be one of on, true, 1, off, false, 0, got "maybe"',
        '  WEIXIN_SANDBOX must be one of on, true, 1, off, false, 0, got "yes"',
        '  PAYMENT_SANDBOX must be one of on, true, 1, off, false, 0, got "maybe"',
        '  PAYMENT_WINDOW_MINUTES must be a whole number from 1 to 10080, got "0"',
        '  VISITOR_UNPAID_ORDERS_MAX must be a whole number from 1 to 1000000, got "0"',
        '  UPLOAD_MAX_BYTES must be a whole number from 1024 to 104857600, got "10"',
        '  JWT_SECRET must be at least 32 characters',
        '  SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example:587',
        '  STOREFRONT_URL must be an http:// or https:// address, got "shop.example"',
        '  PUBLIC_URL must be an http:// or https:// address, got "api.shop.example"',
        '  FIREBASE_AUTH_EMULATOR_HOST must be host:port, got "http://localhost:9099"',
        '  DATABASE_URL must be a postgres:// or postgresql:// connection string',
        '  CORS_ORIGINS must be comma-separated origins like https://shop.example, got "https://shop.example/"',
        '  CORS_ORIGINS must be comma-separated origins like https://shop.example, got "*"',
      ].join('\n'),
    );
  });

  it.each([
    ['off', false],
    ['0', false],
    ['2', 2],
    ['10.0.0.2', ['10.0.0.2']],
    [' 10.0.0.0/8 , fd00::/8 ', ['10.0.0.0/8', 'fd00::/8']],
  ] as const)('reads TRUST_PROXY=%j', (setting, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: setting }).trustProxy).toEqual(trustProxy);
  });

  it.each(['on', '11', '10.0.0.0/33', 'proxy.example', '10.0.0.2,'])(
    'refuses TRUST_PROXY=%s: trusting every proxy would let any caller name its address',
    (setting) => {
      expect(() => loadConfig({ TRUST_PROXY: setting })).toThrow(/TRUST_PROXY must be off, a hop count from 1 to 10/);
    },
  );

  it('refuses to start in production with a sandbox, the demo Firebase project, a development origin, no JWT_SECRET or no PAYMENT_WEBHOOK_SECRET, naming each', () => {
    const load = () =>
      loadConfig({
        NODE_ENV: 'production',
        PAYMENT_SANDBOX: 'on',
        WEIXIN_SANDBOX: 'on',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        CORS_ORIGINS: 'https://shop.example,http://localhost:5173,http://127.0.0.1:4173',
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      [
        'Invalid configuration:',
        '  PAYMENT_SANDBOX must be off with NODE_ENV=production: the sandbox marks orders paid without taking money',
        '  WEIXIN_SANDBOX must be off with NODE_ENV=production: the sandbox signs anyone in as any WeChat user',
        `  FIREBASE_PROJECT_ID must name the shop's Firebase project with NODE_ENV=production, got "${DEMO_FIREBASE_PROJECT}": a demo-* project exists only in the Auth emulator`,
        '  FIREBASE_AUTH_EMULATOR_HOST must be unset with NODE_ENV=production: the emulator accepts unsigned Google sign-ins',
        "  CORS_ORIGINS must not list development origins with NODE_ENV=production, got http://localhost:5173, http://127.0.0.1:4173: any page served on a shopper's machine could call the API",
        '  JWT_SECRET must be set with NODE_ENV=production: the generated key is kept in the database, where a copy of it signs sessions too',
        "  PAYMENT_WEBHOOK_SECRET must be set with NODE_ENV=production: the gateway's notifications are checked against it, and a generated one would match no gateway's",
      ].join('\n'),
    );
    expect(() => loadConfig({ ...PRODUCTION, FIREBASE_PROJECT_ID: 'demo-shop' })).toThrow(/FIREBASE_PROJECT_ID must name/);
    expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: undefined })).toThrow(/JWT_SECRET must be set/);
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_WEBHOOK_SECRET: undefined })).toThrow(/PAYMENT_WEBHOOK_SECRET must be set/);
    expect(() => loadConfig({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/PAYMENT_WEBHOOK_SECRET must be at least 32 characters/);
    expect(loadConfig({ PAYMENT_WEBHOOK_SECRET: 'w'.repeat(32) }).paymentWebhookSecret).toBe('w'.repeat(32));
    expect(loadConfig({}).paymentWebhookSecret).toBeUndefined();
    expect(loadConfig({ ...PRODUCTION, CORS_ORIGINS: 'https://shop.example' }).corsOrigins).toEqual(['https://shop.example']);
  });

  it.each(['99999', '-1', '1.5', '0x10'])('refuses PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(/PORT must be a whole number/);
  });
});
