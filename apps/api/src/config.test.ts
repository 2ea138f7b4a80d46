import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_RATE_LIMIT_MAX, DEV_CORS_ORIGINS, loadConfig } from './config.js';
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
    });
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
