import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { objectStoreContract } from '../../test/object-store-contract.js';
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
  it('answers nothing before the directory exists', async () => {
    const fresh = createDiskObjectStore(join(dir, 'not-yet'));
    expect(await fresh.stat('bucket', 'a')).toBeUndefined();
    expect(await fresh.list('bucket', '')).toEqual([]);
  });

  it('keeps only the latest generation on disk, nothing in its temporary folder', async () => {
    await store.put('bucket', 'a/b', write('one'));
    await store.put('bucket', 'a/b', write('two'));
    // The metadata file and the new generation's bytes.
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

  it('keeps one generation of a name written many times at once', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, index) => store.put('bucket', 'contended', write(`version ${index}`))));
    expect((await filesUnder(join(dir, 'bucket'))).filter((path) => !path.endsWith('.json'))).toHaveLength(1);
  });

  objectStoreContract(() => store);
});
