import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskObjectStore } from './disk-store.js';
import type { ObjectStore } from './object-store.js';

let dir: string;
let store: ObjectStore;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'disk-store-test-'));
  store = createDiskObjectStore(dir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const write = (data: string, contentType = 'image/png') => ({ data: Buffer.from(data), contentType, metadata: { note: data } });

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}

describe('createDiskObjectStore', () => {
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

  it('answers nothing before the directory exists', async () => {
    const fresh = createDiskObjectStore(join(dir, 'not-yet'));
    expect(await fresh.stat('bucket', 'a')).toBeUndefined();
    expect(await fresh.list('bucket', '')).toEqual([]);
  });

  it('replaces an object with a later generation and keeps only the new bytes on disk', async () => {
    const first = await store.put('bucket', 'a/b', write('one'));
    const second = await store.put('bucket', 'a/b', write('two'));
    expect(BigInt(second.generation)).toBeGreaterThan(BigInt(first.generation));
    expect(await text((await store.read('bucket', 'a/b'))!.body)).toBe('two');
    // The metadata file and the new generation's bytes, nothing left in the temporary folder.
    expect((await filesUnder(dir)).filter((path) => !path.startsWith('.tmp'))).toHaveLength(2);
    expect(await readdir(join(dir, '.tmp'))).toEqual([]);
  });

  it('keeps every name inside its directory, whatever the name says', async () => {
    const names = [
      '../../escape',
      '/absolute',
      'a/../../b',
      'C:\\windows',
      'Avatar.png',
      'avatar.png',
      'x'.repeat(1024),
      'a/'.repeat(300) + 'deep',
    ];
    for (const name of names) await store.put('bucket', name, write(name.slice(0, 20)));
    for (const name of names) expect((await store.stat('bucket', name))?.name).toBe(name);
    for (const path of await filesUnder(dir)) expect(path).toMatch(/^bucket\/([0-9a-f]{64}\/)*[0-9a-f]{64}\.(json|\d+)$/);
  });

  it('refuses a bucket name that is not a plain directory name', async () => {
    for (const bucket of ['..', '.tmp', 'a/b', 'UPPER', '']) {
      await expect(store.put(bucket, 'name', write('x'))).rejects.toThrow(/invalid bucket name/);
    }
  });

  it('lists the objects under a prefix, at any depth, and no others', async () => {
    const names = ['users/a/1.png', 'users/a/deep/2.png', `users/a/${'d/'.repeat(20)}3.png`, 'users/ab/4.png', 'users/b/5.png', 'other'];
    for (const name of names) await store.put('bucket', name, write(name));
    await store.put('elsewhere', 'users/a/6.png', write('6'));
    const listed = async (prefix: string) => (await store.list('bucket', prefix)).map((object) => object.name).sort();
    expect(await listed('users/a/')).toEqual(names.slice(0, 3).sort());
    expect(await listed('users/a')).toEqual(names.slice(0, 4).sort());
    expect(await listed(`users/a/${'d/'.repeat(12)}`)).toEqual([names[2]]);
    expect(await listed('')).toEqual([...names].sort());
  });

  it('never mixes one write with another: concurrent writes and reads see whole objects', async () => {
    const contents = Array.from({ length: 20 }, (_, index) => `version ${index} `.repeat(index + 1));
    const reads: Promise<void>[] = [];
    await Promise.all(
      contents.map(async (content) => {
        await store.put('bucket', 'contended', write(content));
        reads.push(
          (async () => {
            const media = await store.read('bucket', 'contended');
            expect(await text(media!.body)).toBe(media!.object.metadata.note);
          })(),
        );
      }),
    );
    await Promise.all(reads);
    expect((await filesUnder(join(dir, 'bucket'))).filter((path) => !path.endsWith('.json'))).toHaveLength(1);
  });
});
