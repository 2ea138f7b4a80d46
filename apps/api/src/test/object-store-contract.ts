import { createHash, randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import type { ObjectStore } from '../services/storage/object-store.js';

const write = (data: string, contentType = 'image/png') => ({ data: Buffer.from(data), contentType, metadata: { note: data } });

/** A bucket no other test writes to. */
const freshBucket = () => `b-${randomUUID()}`;

/** The behaviour every ObjectStore shows, as tests in the calling describe; `store` answers the store under test. */
export function objectStoreContract(store: () => ObjectStore): void {
  it('writes, states, reads and deletes an object', async () => {
    const bucket = freshBucket();
    const stored = await store().put(bucket, 'users/a/avatar.png', write('bytes'));
    expect(stored).toEqual({
      bucket,
      name: 'users/a/avatar.png',
      generation: expect.stringMatching(/^\d+$/),
      contentType: 'image/png',
      size: 5,
      md5Hash: createHash('md5').update('bytes').digest('base64'),
      timeCreated: expect.any(String),
      metadata: { note: 'bytes' },
    });
    expect(await store().stat(bucket, 'users/a/avatar.png')).toEqual(stored);
    const media = await store().read(bucket, 'users/a/avatar.png');
    expect(media?.object).toEqual(stored);
    expect(await text(media!.body)).toBe('bytes');
    expect(await store().delete(bucket, 'users/a/avatar.png')).toBe(true);
    expect(await store().stat(bucket, 'users/a/avatar.png')).toBeUndefined();
    expect(await store().read(bucket, 'users/a/avatar.png')).toBeUndefined();
    expect(await store().delete(bucket, 'users/a/avatar.png')).toBe(false);
  });

  it('replaces an object with a later generation and the new bytes', async () => {
    const bucket = freshBucket();
    const first = await store().put(bucket, 'a/b', write('one'));
    const second = await store().put(bucket, 'a/b', write('two'));
    expect(BigInt(second.generation)).toBeGreaterThan(BigInt(first.generation));
    expect(await text((await store().read(bucket, 'a/b'))!.body)).toBe('two');
  });

  it('never mixes one write with another: concurrent writes and reads see whole objects', async () => {
    const bucket = freshBucket();
    const contents = Array.from({ length: 20 }, (_, index) => `version ${index} `.repeat(index + 1));
    const reads: Promise<void>[] = [];
    await Promise.all(
      contents.map(async (content) => {
        await store().put(bucket, 'contended', write(content));
        reads.push(
          (async () => {
            const media = await store().read(bucket, 'contended');
            expect(await text(media!.body)).toBe(media!.object.metadata.note);
          })(),
        );
      }),
    );
    await Promise.all(reads);
  });

  it('lists the objects under a prefix, at any depth, and no others, reading wildcards literally', async () => {
    const bucket = freshBucket();
    const names = [
      'users/a/1.png',
      'users/a/deep/2.png',
      `users/a/${'d/'.repeat(20)}3.png`,
      'users/ab/4.png',
      'users/b/5.png',
      'other',
      'users/%_/6.png',
    ];
    for (const name of names) await store().put(bucket, name, write(name));
    await store().put(freshBucket(), 'users/a/7.png', write('7'));
    const listed = async (prefix: string) => (await store().list(bucket, prefix)).map((object) => object.name).sort();
    expect(await listed('users/a/')).toEqual(names.slice(0, 3).sort());
    expect(await listed('users/a')).toEqual(names.slice(0, 4).sort());
    expect(await listed(`users/a/${'d/'.repeat(12)}`)).toEqual([names[2]]);
    expect(await listed('users/%_/')).toEqual(['users/%_/6.png']);
    expect(await listed('')).toEqual([...names].sort());
  });
}
