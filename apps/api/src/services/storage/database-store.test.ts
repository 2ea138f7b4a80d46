import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { STOREFRONT_BUCKET } from '../../routes/storage.js';
import { get, signUp } from '../../test/accounts.js';
import { objectStoreContract } from '../../test/object-store-contract.js';
import { createSeededTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createDatabaseObjectStore } from './database-store.js';
import type { ObjectStore } from './object-store.js';

// On PGlite with `pnpm test`, on PostgreSQL with `pnpm test:pg`.
let database: TestDatabase;
let store: ObjectStore;
beforeAll(async () => {
  database = await createSeededTestDatabase();
  store = createDatabaseObjectStore(database.handle.db);
});
afterAll(() => database?.destroy());

describe('createDatabaseObjectStore', () => {
  objectStoreContract(() => store);

  it('keeps the bytes exactly, whatever they are', async () => {
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
    await store.put('bucket', 'binary', { data: bytes, contentType: 'application/octet-stream', metadata: {} });
    const media = await store.read('bucket', 'binary');
    expect(Buffer.concat(await media!.body.toArray())).toEqual(bytes);
  });
});

describe('two API instances on one database', () => {
  it('serve an avatar uploaded through either one', async () => {
    const options = { db: database.handle.db, rateLimitMax: false as const, publicUrl: 'https://api.shop.example' };
    const uploads = { dir: '/nonexistent/never-written', inDatabase: true, maxBytes: 4096, quotaBytes: 10_000 };
    const [first, second] = [buildApp({ ...options, uploads }), buildApp({ ...options, uploads })];
    try {
      const token = await signUp(first, 'two.instances@example.com');
      const userId = (await get(first, '/personal', { token })).json<{ data: { user_id: string } }>().data.user_id;
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM48P8dAAUwAq6DKzRpAAAAAElFTkSuQmCC',
        'base64',
      );
      const boundary = 'two-instances';
      const name = `users/${userId}/avatar.png`;
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Type: application/json\r\n\r\n${JSON.stringify({ name })}\r\n--${boundary}\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const uploaded = await first.inject({
        method: 'POST',
        url: `/upload/storage/v1/b/${STOREFRONT_BUCKET}/o?uploadType=multipart`,
        payload: body,
        headers: { 'content-type': `multipart/related; boundary=${boundary}`, authorization: `Bearer ${token}` },
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const link = uploaded.json<{ mediaLink: string }>().mediaLink;
      const downloaded = await second.inject({ method: 'GET', url: link.slice(options.publicUrl.length) });
      expect(downloaded.statusCode).toBe(200);
      expect(downloaded.rawPayload).toEqual(png);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
