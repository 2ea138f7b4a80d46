import { afterAll, beforeAll } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app.js';
import { createSeededTestDatabase, type TestDatabase } from './test-database.js';

/**
 * The API on a seeded database of its own for one test file: registers the hooks that build and
 * tear both down, and returns accessors that are valid once beforeAll has run.
 */
export function useSeededApp(options: Omit<BuildAppOptions, 'db'> = {}) {
  let database: TestDatabase | undefined;
  let app: ReturnType<typeof buildApp> | undefined;
  beforeAll(async () => {
    database = await createSeededTestDatabase();
    app = buildApp({ ...options, db: database.handle.db });
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });
  return {
    get app() {
      if (!app) throw new Error('useSeededApp: the app exists only inside tests');
      return app;
    },
    get db() {
      if (!database) throw new Error('useSeededApp: the database exists only inside tests');
      return database.handle.db;
    },
    /** GET a path with a locale header, as the storefront sends it. */
    get(url: string, locale = 'zh-TW') {
      return this.app.inject({ method: 'GET', url, headers: { locale } });
    },
  };
}
