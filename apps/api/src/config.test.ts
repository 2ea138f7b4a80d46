import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_CATALOGUE_CACHE_MS,
  DEFAULT_JOB_INTERVAL_MS,
  DEFAULT_AUTH_EMULATOR_HOST,
  DEFAULT_RATE_LIMIT_MAX,
  DEMO_FIREBASE_PROJECT,
  DEV_CORS_ORIGINS,
  loadConfig,
} from './config.js';
import { packagePath } from './package-root.js';

describe('loadConfig', () => {
  it('has a working default for every setting', () => {
    expect(loadConfig({})).toEqual({
      host: '127.0.0.1',
      port: 4000,
      databaseUrl: undefined,
      dataDir: packagePath('.data/pglite'),
      logLevel: 'info',
      nodeEnv: 'development',
      corsOrigins: DEV_CORS_ORIGINS,
      docs: true,
      rateLimitMax: DEFAULT_RATE_LIMIT_MAX,
      jwtSecret: undefined,
      smtpUrl: undefined,
      mailFrom: '"Storefront" <no-reply@storefront.localhost>',
      storefrontUrl: 'http://localhost:5173',
      firebaseProjectId: DEMO_FIREBASE_PROJECT,
      firebaseAuthEmulatorHost: DEFAULT_AUTH_EMULATOR_HOST,
      weixinSandbox: true,
      catalogueCacheMs: DEFAULT_CATALOGUE_CACHE_MS,
      jobIntervalMs: DEFAULT_JOB_INTERVAL_MS,
    });
  });

  it('reads every variable, trimming spaces', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: ' 8080 ',
      DATA_DIR: 'tmp/db',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      CORS_ORIGINS: 'https://shop.example, http://127.0.0.1:5173,',
      DOCS: 'off',
      RATE_LIMIT_MAX: '1000',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtps://shop:secret@mail.example:465',
      MAIL_FROM: 'Shop <shop@mail.example>',
      STOREFRONT_URL: 'https://shop.example/',
      FIREBASE_PROJECT_ID: 'real-shop',
      WEIXIN_SANDBOX: 'on',
      CATALOGUE_CACHE_MS: '0',
      JOB_INTERVAL_MS: '5000',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      dataDir: resolve('tmp/db'),
      logLevel: 'warn',
      nodeEnv: 'production',
      corsOrigins: ['https://shop.example', 'http://127.0.0.1:5173'],
      docs: false,
      rateLimitMax: 1000,
      jwtSecret: 'x'.repeat(40),
      smtpUrl: 'smtps://shop:secret@mail.example:465',
      mailFrom: 'Shop <shop@mail.example>',
      storefrontUrl: 'https://shop.example',
      firebaseProjectId: 'real-shop',
      firebaseAuthEmulatorHost: undefined,
      weixinSandbox: true,
      catalogueCacheMs: 0,
      jobIntervalMs: 5000,
    });
  });

  it('turns the WeChat sandbox off in production unless asked for, and honours an explicit emulator host', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).weixinSandbox).toBe(false);
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
    expect(loadConfig({ NODE_ENV: 'production' }).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: '' }).corsOrigins).toEqual([]);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: ' ', DOCS: '' })).toMatchObject({ port: 4000, logLevel: 'info', docs: true });
  });

  it('refuses invalid values, naming each variable in one message', () => {
    const load = () =>
      loadConfig({
        PORT: '80a',
        LOG_LEVEL: 'loud',
        NODE_ENV: 'prod',
        DOCS: 'maybe',
        RATE_LIMIT_MAX: '0',
        DATABASE_URL: 'mysql://db',
        CORS_ORIGINS: 'https://shop.example/, *',
        WEIXIN_SANDBOX: 'yes',
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
        '  DOCS must be one of on, true, 1, off, false, 0, got "maybe"',
        '  WEIXIN_SANDBOX must be one of on, true, 1, off, false, 0, got "yes"',
        '  JWT_SECRET must be at least 32 characters',
        '  SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example:587',
        '  STOREFRONT_URL must be an http:// or https:// address, got "shop.example"',
        '  FIREBASE_AUTH_EMULATOR_HOST must be host:port, got "http://localhost:9099"',
        '  DATABASE_URL must be a postgres:// or postgresql:// connection string',
        '  CORS_ORIGINS must be comma-separated origins like https://shop.example, got "https://shop.example/"',
        '  CORS_ORIGINS must be comma-separated origins like https://shop.example, got "*"',
      ].join('\n'),
    );
  });

  it.each(['99999', '-1', '1.5', '0x10'])('refuses PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(/PORT must be a whole number/);
  });
});
