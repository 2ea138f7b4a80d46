import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { storedObjects } from '../../db/schema.js';
import type { ObjectMedia, ObjectStore, ObjectWrite, StoredObject } from './object-store.js';

/** The metadata columns: everything but the bytes. */
const metadataColumns = {
  bucket: storedObjects.bucket,
  name: storedObjects.name,
  generation: storedObjects.generation,
  contentType: storedObjects.contentType,
  size: storedObjects.size,
  md5Hash: storedObjects.md5Hash,
  timeCreated: storedObjects.timeCreated,
  metadata: storedObjects.metadata,
};

type MetadataRow = { [Column in keyof typeof metadataColumns]: (typeof storedObjects.$inferSelect)[Column] };

function toStoredObject(row: MetadataRow): StoredObject {
  return {
    bucket: row.bucket,
    name: row.name,
    generation: String(row.generation),
    contentType: row.contentType,
    size: row.size,
    md5Hash: row.md5Hash,
    timeCreated: row.timeCreated.toISOString(),
    metadata: row.metadata,
  };
}

/**
 * The object store in the database's stored_objects table, which every API instance on one
 * PostgreSQL reads: a file uploaded through one instance downloads through any other. A write is
 * one statement, so readers see the old object or the new one; its generation is the write's time
 * in microseconds, and always above the generation it replaces. An object is read whole: uploads
 * are small (UPLOAD_MAX_BYTES).
 */
export function createDatabaseObjectStore(db: Database): ObjectStore {
  const where = (bucket: string, name: string) => and(eq(storedObjects.bucket, bucket), eq(storedObjects.name, name));

  return {
    async put(bucket, name, { data, contentType, metadata }: ObjectWrite) {
      const now = new Date();
      const written = {
        contentType,
        size: data.byteLength,
        md5Hash: createHash('md5').update(data).digest('base64'),
        timeCreated: now,
        metadata,
        data,
      };
      const [row] = await db
        .insert(storedObjects)
        .values({ bucket, name, generation: BigInt(now.getTime()) * 1000n, ...written })
        .onConflictDoUpdate({
          target: [storedObjects.bucket, storedObjects.name],
          set: { ...written, generation: sql`greatest(excluded.generation, ${storedObjects.generation} + 1)` },
        })
        .returning(metadataColumns);
      return toStoredObject(row!);
    },

    async stat(bucket, name) {
      const [row] = await db.select(metadataColumns).from(storedObjects).where(where(bucket, name));
      return row ? toStoredObject(row) : undefined;
    },

    async read(bucket, name): Promise<ObjectMedia | undefined> {
      const [row] = await db
        .select({ ...metadataColumns, data: storedObjects.data })
        .from(storedObjects)
        .where(where(bucket, name));
      return row ? { object: toStoredObject(row), body: Readable.from([row.data]) } : undefined;
    },

    async delete(bucket, name) {
      const deleted = await db.delete(storedObjects).where(where(bucket, name)).returning({ name: storedObjects.name });
      return deleted.length > 0;
    },

    async list(bucket, prefix) {
      const rows = await db
        .select(metadataColumns)
        .from(storedObjects)
        // A prefix compared as text, so LIKE's wildcards in a name mean nothing.
        .where(and(eq(storedObjects.bucket, bucket), sql`starts_with(${storedObjects.name}, ${prefix})`));
      return rows.map(toStoredObject);
    },
  };
}
