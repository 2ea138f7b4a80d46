import { createHash } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { STOREFRONT_BUCKET } from '../../routes/storage.js';
import { get, signUp } from '../../test/accounts.js';
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

const write = (data: string, contentType = 'image/png') => ({ data: Buffer.from(data), contentType, metadata: { note: data } });

describe('createDatabaseObjectStore', () => {
  it('writes, states, reads and deletes an object', async () => {
    const stored = await store.put('bucket', 'users/a/avatar.png', write('bytes'));
    expect(stored).toEqual({
      bucket: 'bucket',
      name: 'users/a/avatar.png',
      generation: expect.stringMatching(/^\d+$/),
      contentType: 'image/png',
      size: 5,
      md5Hash: createHash('md5').update('bytes').digest('base64'),
      timeCreated: expect.any(String),
      metadata: { note: 'bytes' },
    });
    expect(await store.stat('bucket', 'users/a/avatar.png')).toEqual(stored);
    const media = await store.read('bucket', 'users/a/avatar.png');
    expect(media?.object).toEqual(stored);
    expect(await text(media!.body)).toBe('bytes');
    expect(await store.delete('bucket', 'users/a/avatar.png')).toBe(true);
    expect(await store.stat('bucket', 'users/a/avatar.png')).toBeUndefined();
    expect(await store.read('bucket', 'users/a/avatar.png')).toBeUndefined();
    expect(await store.delete('bucket', 'users/a/avatar.png')).toBe(false);
  });

  it('keeps the bytes exactly, whatever they are', async () => {
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
    await store.put('bucket', 'binary', { data: bytes, contentType: 'application/octet-stream', metadata: {} });
    const media = await store.read('bucket', 'binary');
    expect(Buffer.concat(await media!.body.toArray())).toEqual(bytes);
  });

  it('replaces an object with a later generation and the new bytes, even when written twice at once', async () => {
    const first = await store.put('bucket', 'a/b', write('one'));
    const [second, third] = await Promise.all([store.put('bucket', 'a/b', write('two')), store.put('bucket', 'a/b', write('three'))]);
    const generations = [first, second!, third!].map((object) => BigInt(object.generation));
    expect(new Set(generations).size).toBe(3);
    expect(generations[1]).toBeGreaterThan(generations[0]!);
    expect(generations[2]).toBeGreaterThan(generations[0]!);
    const latest = await store.stat('bucket', 'a/b');
    expect(await text((await store.read('bucket', 'a/b'))!.body)).toBe(latest!.metadata.note);
  });

  it('lists by bucket and name prefix, reading wildcards literally', async () => {
    await store.put('bucket', 'users/x%_/1.png', write('1'));
    await store.put('bucket', 'users/x%_/2.png', write('2'));
    await store.put('bucket', 'users/xab/3.png', write('3'));
    await store.put('other-bucket', 'users/x%_/4.png', write('4'));
    const names = (await store.list('bucket', 'users/x%_/')).map((object) => object.name).sort();
    expect(names).toEqual(['users/x%_/1.png', 'users/x%_/2.png']);
    expect(await store.list('bucket', 'nobody/')).toEqual([]);
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
