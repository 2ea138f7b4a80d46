import type { Readable } from 'node:stream';

/** One stored object's metadata, as Cloud Storage describes an object. */
export interface StoredObject {
  bucket: string;
  name: string;
  /** A decimal number that grows with every write of the name, as Cloud Storage's generation. */
  generation: string;
  contentType: string;
  /** Bytes. */
  size: number;
  /** MD5 of the bytes, base64. */
  md5Hash: string;
  /** When this generation was written, ISO 8601. */
  timeCreated: string;
  /** Custom key-value metadata. */
  metadata: Record<string, string>;
}

/** What a write stores: the bytes, their content type and custom metadata. */
export interface ObjectWrite {
  data: Buffer;
  contentType: string;
  metadata: Record<string, string>;
}

/** An object being read: its metadata and a stream of exactly the bytes of that generation. */
export interface ObjectMedia {
  object: StoredObject;
  body: Readable;
}

/**
 * Where uploaded objects live, keyed by bucket and object name: local disk by default
 * (createDiskObjectStore), a shop may put a real bucket behind the same calls. Names are
 * checked by the caller; the store accepts any name without letting it reach outside itself.
 */
export interface ObjectStore {
  /** Writes (or replaces) an object and answers its new metadata. */
  put(bucket: string, name: string, write: ObjectWrite): Promise<StoredObject>;
  /** The object's metadata, or undefined when there is none. */
  stat(bucket: string, name: string): Promise<StoredObject | undefined>;
  /** The object's metadata and bytes, or undefined when there is none. */
  read(bucket: string, name: string): Promise<ObjectMedia | undefined>;
  /** Removes an object; false when there was none. */
  delete(bucket: string, name: string): Promise<boolean>;
  /** Every object whose name starts with prefix, in no particular order. */
  list(bucket: string, prefix: string): Promise<StoredObject[]>;
}
