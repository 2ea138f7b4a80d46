import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKeyedQueue } from './keyed-queue.js';
import type { ObjectMedia, ObjectStore, ObjectWrite, StoredObject } from './object-store.js';

// Cloud Storage's bucket names, which are used as directory names as they are.
const BUCKET_NAME = /^[a-z0-9][a-z0-9_.-]{1,61}[a-z0-9]$/;

// How many leading name segments become directories; the rest of a name only shapes its file
// names, so a name of many short segments cannot make a path longer than the system allows.
const FOLDER_DEPTH = 8;

// Holds files being written, inside `dir` so that renaming them into place stays on one file system.
const TEMP_FOLDER = '.tmp';

// An object whose media file is replaced between reading its metadata and opening the file is
// read again; more than this many replacements in that instant and it counts as gone.
const READ_ATTEMPTS = 3;

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** A fresh directory path under the OS temp dir, for a store that lives as long as one app (tests); made on first write. */
export function temporaryStoreDir(): string {
  return join(tmpdir(), `storefront-uploads-${randomUUID()}`);
}

/**
 * The object store on local disk under `dir`. Object names never become paths: each of a name's
 * first segments is a directory named by its SHA-256 and the object is two files named by the
 * SHA-256 of the whole name, so no name can reach outside `dir`, collide on a case-insensitive
 * file system or exceed a file name's length:
 *
 *   dir/<bucket>/<sha256(segment 1)>/.../<sha256(name)>.json          metadata: the StoredObject
 *   dir/<bucket>/<sha256(segment 1)>/.../<sha256(name)>.<generation>  the bytes of that generation
 *
 * Each file is written under dir/.tmp, flushed, then renamed into place; renaming the metadata file
 * commits a write, so readers see the old object or the new one, never a mix. Writes and deletes of
 * one name are serialised in this process (one process per directory).
 */
export function createDiskObjectStore(dir: string): ObjectStore {
  const serialise = createKeyedQueue();

  const folderOf = (bucket: string, segments: readonly string[]): string => {
    if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) throw new Error(`invalid bucket name "${bucket}"`);
    return join(dir, bucket, ...segments.slice(0, FOLDER_DEPTH).map(hash));
  };

  const locate = (bucket: string, name: string) => {
    const base = join(folderOf(bucket, name.split('/').slice(0, -1)), hash(name));
    return { metadata: `${base}.json`, media: (generation: string) => `${base}.${generation}` };
  };

  const readMetadata = async (path: string): Promise<StoredObject | undefined> => {
    try {
      return JSON.parse(await readFile(path, 'utf8')) as StoredObject;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };

  const writeAtomically = async (target: string, data: Buffer | string): Promise<void> => {
    const temporary = join(dir, TEMP_FOLDER, randomUUID());
    await mkdir(join(dir, TEMP_FOLDER), { recursive: true });
    try {
      const file = await open(temporary, 'wx');
      try {
        await file.writeFile(data);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };

  const collect = async (folder: string, found: StoredObject[]): Promise<void> => {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await collect(path, found);
      else if (entry.name.endsWith('.json')) {
        const object = await readMetadata(path);
        if (object) found.push(object);
      }
    }
  };

  return {
    put: (bucket, name, { data, contentType, metadata }: ObjectWrite) =>
      serialise(`${bucket}/${name}`, async () => {
        const paths = locate(bucket, name);
        const previous = await readMetadata(paths.metadata);
        const now = new Date();
        // Microseconds like Cloud Storage's, and always above the generation it replaces.
        const generation = String(Math.max(now.getTime() * 1000, Number(previous?.generation ?? 0) + 1));
        const object: StoredObject = {
          bucket,
          name,
          generation,
          contentType,
          size: data.byteLength,
          md5Hash: createHash('md5').update(data).digest('base64'),
          timeCreated: now.toISOString(),
          metadata,
        };
        await mkdir(folderOf(bucket, name.split('/').slice(0, -1)), { recursive: true });
        await writeAtomically(paths.media(generation), data);
        await writeAtomically(paths.metadata, JSON.stringify(object));
        if (previous) await rm(paths.media(previous.generation), { force: true });
        return object;
      }),

    stat: (bucket, name) => readMetadata(locate(bucket, name).metadata),

    async read(bucket, name): Promise<ObjectMedia | undefined> {
      const paths = locate(bucket, name);
      for (let attempt = 0; attempt < READ_ATTEMPTS; attempt++) {
        const object = await readMetadata(paths.metadata);
        if (!object) return undefined;
        try {
          // Once open, the file reads to its end even if a newer write removes it meanwhile.
          const file = await open(paths.media(object.generation), 'r');
          return { object, body: file.createReadStream() };
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
      return undefined;
    },

    delete: (bucket, name) =>
      serialise(`${bucket}/${name}`, async () => {
        const paths = locate(bucket, name);
        const object = await readMetadata(paths.metadata);
        if (!object) return false;
        await unlink(paths.metadata);
        await rm(paths.media(object.generation), { force: true });
        return true;
      }),

    async list(bucket, prefix) {
      // The directories of the prefix's whole segments hold every object it can match.
      const found: StoredObject[] = [];
      await collect(folderOf(bucket, prefix.split('/').slice(0, -1)), found);
      return found.filter((object) => object.bucket === bucket && object.name.startsWith(prefix));
    },
  };
}
