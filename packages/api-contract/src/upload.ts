import { Type, type Static } from 'typebox';
import { UPLOAD_IMAGE_TYPES } from './constants.js';

// The cloud storage upload (spec 7): a multipart POST of a metadata part and the file body,
// authorised by the member's token. It is the storage service's own wire format, not a v1 call,
// hence its camelCase names. Its failures are StorageErrorCode (errors.ts).

/** The metadata part of an upload: the object path, its content type and custom string metadata. */
export const StorageUploadMetadata = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 1024 }),
  contentType: Type.Enum(UPLOAD_IMAGE_TYPES),
  metadata: Type.Optional(Type.Record(Type.String(), Type.String({ maxLength: 1024 }))),
});
export type StorageUploadMetadata = Static<typeof StorageUploadMetadata>;

/** The stored object the service answers; size is a decimal string, as the service sends it. */
export const StorageObject = Type.Object({
  name: Type.String({ minLength: 1 }),
  bucket: Type.String({ minLength: 1 }),
  contentType: Type.Optional(Type.String()),
  size: Type.String({ pattern: '^[0-9]+$' }),
  /** Where the file is downloaded from (with its download token: the link the storefront keeps as the avatar). */
  mediaLink: Type.String({ minLength: 1 }),
  /** Comma-separated tokens that make a public download URL, when the service issues them. */
  downloadTokens: Type.Optional(Type.String()),
});
export type StorageObject = Static<typeof StorageObject>;
