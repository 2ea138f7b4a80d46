import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { CACHEABLE_FILE } from '../plugins/rate-limit.js';
import type { SessionMember, SessionStore } from '../services/sessions.js';
import { sniffImageType } from '../services/storage/image-type.js';
import { createKeyedQueue } from '../services/storage/keyed-queue.js';
import { MultipartError, multipartBoundary, parseMultipart, type MultipartPart } from '../services/storage/multipart-related.js';
import { isValidObjectName } from '../services/storage/object-name.js';
import type { ObjectStore, StoredObject } from '../services/storage/object-store.js';
import { sessionMember } from './session-member.js';

/** The one bucket served: the storefront's uploads (avatars). */
export const STOREFRONT_BUCKET = 'storefront';

/** The custom metadata key of an object's download token, as Firebase Storage names it. */
export const DOWNLOAD_TOKENS_KEY = 'firebaseStorageDownloadTokens';

// Room in an upload's body beyond the file: boundaries, part headers and the metadata part.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
// Custom metadata, keys and values together, as Cloud Storage limits it.
const MAX_METADATA_BYTES = 8 * 1024;
// Identity encodings: the media part's bytes are the file's.
const BINARY_ENCODINGS = new Set(['binary', '8bit', '7bit']);

// Uploaded files are private to their owner and the holders of their link; a new upload gets a new
// link, so five minutes of reuse never shows a stale picture for long.
const MEDIA_CACHE_CONTROL = 'private, max-age=300';
// Opened directly, a file is an inert document in a unique origin, whatever it turns out to hold.
const MEDIA_CSP = "default-src 'none'; sandbox";

/** What the storage routes work with; see buildApp's `uploads` and `publicUrl`. */
export interface StorageRoutesOptions {
  /** Checks the members' bearer tokens. */
  sessions: SessionStore;
  /** Where the objects are kept. */
  store: ObjectStore;
  /** The largest file one upload may carry, in bytes; larger is 413. */
  maxBytes: number;
  /** The most bytes one member may keep stored; an upload that would pass it is 402. */
  quotaBytes: number;
  /** The API's address as browsers reach it (no /v1), the base of selfLink and mediaLink. */
  publicUrl: string;
}

type ErrorReason =
  'required' | 'forbidden' | 'notFound' | 'invalid' | 'quotaExceeded' | 'uploadTooLarge' | 'rateLimitExceeded' | 'backendError';

/** A failure the storage routes answer in Cloud Storage's JSON error shape. */
class StorageFailure extends Error {
  override name = 'StorageFailure';
  constructor(
    readonly status: number,
    readonly reason: ErrorReason,
    message: string,
  ) {
    super(message);
  }
}

const invalid = (message: string) => new StorageFailure(400, 'invalid', message);
const unauthenticated = () =>
  new StorageFailure(
    401,
    'required',
    'Anonymous caller does not have access to storage objects: send the member token as authorization: Bearer.',
  );
const forbidden = () => new StorageFailure(403, 'forbidden', 'The caller does not have access to this object.');
const objectNotFound = () => new StorageFailure(404, 'notFound', 'No such object.');
const invalidName = () =>
  invalid('Invalid object name: 1 to 1024 bytes of UTF-8 without control characters, in segments that are not empty, "." or "..".');

const ObjectParams = Type.Object({ bucket: Type.String(), '*': Type.String() });
const UploadParams = Type.Object({ bucket: Type.String() });
const UploadQuery = Type.Object({ uploadType: Type.Optional(Type.String()), name: Type.Optional(Type.String()) });
const ReadQuery = Type.Object({ alt: Type.Optional(Type.String()), token: Type.Optional(Type.String()) });

/**
 * A Cloud Storage JSON API subset for the storefront's uploads, outside /v1 at Cloud Storage's paths:
 * multipart upload (POST /upload/storage/v1/b/:bucket/o?uploadType=multipart), metadata
 * (GET /storage/v1/b/:bucket/o/:object), media (GET /download/storage/v1/b/:bucket/o/:object?alt=media
 * or GET /storage/v1/b/:bucket/o/:object?alt=media) and DELETE /storage/v1/b/:bucket/o/:object.
 * A member writes, reads and deletes only objects under users/<their user_id>/; anyone holding an
 * object's download token (its mediaLink) may read its media. Only PNG, JPEG, GIF and WebP images
 * are stored, up to maxBytes each and quotaBytes a member. Failures are Cloud Storage's error body.
 */
export const storageRoutes: FastifyPluginAsyncTypebox<StorageRoutesOptions> = async (
  app,
  { sessions, store, maxBytes, quotaBytes, publicUrl },
) => {
  const base = publicUrl.replace(/\/+$/, '');
  // A member's quota check and write run one at a time, so parallel uploads cannot both fit.
  const perMember = createKeyedQueue();
  // The uploader found before the body is read, for the upload handler.
  const uploaders = new WeakMap<FastifyRequest, SessionMember>();

  app.setErrorHandler((error: FastifyError | StorageFailure, request, reply) => answerError(error, request, reply, maxBytes));
  app.addContentTypeParser(
    'multipart/related',
    { parseAs: 'buffer', bodyLimit: maxBytes + MULTIPART_OVERHEAD_BYTES },
    (_request, body, done) => done(null, body),
  );

  const requireMember = async (request: FastifyRequest): Promise<SessionMember> => {
    const member = await sessionMember(request, sessions);
    if (!member) throw unauthenticated();
    return member;
  };

  const objectName = ({ bucket, '*': name }: { bucket: string; '*': string }): string => {
    requireBucket(bucket);
    if (!isValidObjectName(name)) throw invalidName();
    return name;
  };

  const resource = (object: StoredObject) => {
    const path = `/b/${encodeURIComponent(object.bucket)}/o/${encodeURIComponent(object.name)}`;
    const token = object.metadata[DOWNLOAD_TOKENS_KEY];
    return {
      kind: 'storage#object',
      id: `${object.bucket}/${object.name}/${object.generation}`,
      selfLink: `${base}/storage/v1${path}`,
      mediaLink: `${base}/download/storage/v1${path}?alt=media${token ? `&token=${encodeURIComponent(token)}` : ''}`,
      name: object.name,
      bucket: object.bucket,
      generation: object.generation,
      metageneration: '1',
      contentType: object.contentType,
      storageClass: 'STANDARD',
      size: String(object.size),
      md5Hash: object.md5Hash,
      timeCreated: object.timeCreated,
      updated: object.timeCreated,
      metadata: object.metadata,
      // Firebase Storage's name for the same tokens, which the contract's StorageObject reads.
      downloadTokens: token,
    };
  };

  const sendMedia = async (
    request: FastifyRequest<{ Params: { bucket: string; '*': string }; Querystring: { token?: string } }>,
    reply: FastifyReply,
  ) => {
    const name = objectName(request.params);
    const { token } = request.query;
    const member = await sessionMember(request, sessions);
    const isOwner = member !== null && ownsName(member, name);
    if (!isOwner && token === undefined) throw member ? forbidden() : unauthenticated();
    const media = await store.read(STOREFRONT_BUCKET, name);
    if (!media) throw objectNotFound();
    if (!isOwner && !sameToken(token ?? '', media.object.metadata[DOWNLOAD_TOKENS_KEY])) {
      media.body.destroy();
      throw forbidden();
    }
    return reply
      .header('content-type', media.object.contentType)
      .header('content-length', media.object.size)
      .header('cache-control', MEDIA_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', MEDIA_CSP)
      .send(media.body);
  };

  app.post(
    '/upload/storage/v1/b/:bucket/o',
    {
      schema: { hide: true, params: UploadParams, querystring: UploadQuery },
      // Checked before the body is read: a wrong call or a caller without a session is refused without taking the file.
      onRequest: async (request) => {
        requireBucket(request.params.bucket);
        if (request.query.uploadType !== 'multipart') throw invalid('Only uploadType=multipart is supported.');
        uploaders.set(request, await requireMember(request));
      },
    },
    async (request) => {
      const member = uploaders.get(request);
      if (!member) throw unauthenticated();
      const upload = readUpload(request.body, request.headers['content-type'], request.query.name);
      if (!ownsName(member, upload.name)) throw forbidden();
      if (upload.media.byteLength > maxBytes) throw tooLarge(maxBytes);
      const contentType = sniffImageType(upload.media);
      if (!contentType || upload.declaredTypes.length === 0 || upload.declaredTypes.some((type) => type !== contentType)) {
        throw invalid('Only PNG, JPEG, GIF and WebP images are accepted, declared with their own content type.');
      }
      const object = await perMember(member.userId, async () => {
        const stored = await store.list(STOREFRONT_BUCKET, ownPrefix(member));
        // A replaced object's bytes make way for the new ones.
        const used = stored.reduce((sum, other) => (other.name === upload.name ? sum : sum + other.size), 0);
        if (used + upload.media.byteLength > quotaBytes) {
          throw new StorageFailure(402, 'quotaExceeded', `The upload would pass the ${quotaBytes} bytes a member may store.`);
        }
        return store.put(STOREFRONT_BUCKET, upload.name, {
          data: upload.media,
          contentType,
          metadata: { ...upload.metadata, [DOWNLOAD_TOKENS_KEY]: randomUUID() },
        });
      });
      return resource(object);
    },
  );

  app.get('/storage/v1/b/:bucket/o/*', { schema: { hide: true, params: ObjectParams, querystring: ReadQuery } }, async (request, reply) => {
    const { alt = 'json' } = request.query;
    if (alt === 'media') return sendMedia(request, reply);
    if (alt !== 'json') throw invalid('alt must be json or media.');
    const name = objectName(request.params);
    if (!ownsName(await requireMember(request), name)) throw forbidden();
    const object = await store.stat(STOREFRONT_BUCKET, name);
    if (!object) throw objectNotFound();
    return resource(object);
  });

  app.get(
    '/download/storage/v1/b/:bucket/o/*',
    // The mediaLink of a stored file (an avatar), not a call: uncounted. alt=media on the JSON route stays a counted call.
    { schema: { hide: true, params: ObjectParams, querystring: ReadQuery }, config: CACHEABLE_FILE },
    async (request, reply) => {
      if (request.query.alt !== undefined && request.query.alt !== 'media') throw invalid('alt must be media.');
      return sendMedia(request, reply);
    },
  );

  app.delete('/storage/v1/b/:bucket/o/*', { schema: { hide: true, params: ObjectParams } }, async (request, reply) => {
    const name = objectName(request.params);
    const member = await requireMember(request);
    if (!ownsName(member, name)) throw forbidden();
    if (!(await perMember(member.userId, () => store.delete(STOREFRONT_BUCKET, name)))) throw objectNotFound();
    return reply.status(204).send();
  });
};

function tooLarge(maxBytes: number): StorageFailure {
  return new StorageFailure(413, 'uploadTooLarge', `The file is larger than the ${maxBytes} bytes an upload may carry.`);
}

function requireBucket(bucket: string): void {
  if (bucket !== STOREFRONT_BUCKET) throw new StorageFailure(404, 'notFound', 'The specified bucket does not exist.');
}

function ownPrefix(member: SessionMember): string {
  return `users/${member.userId}/`;
}

function ownsName(member: SessionMember, name: string): boolean {
  return name.startsWith(ownPrefix(member));
}

function sameToken(given: string, expected: string | undefined): boolean {
  // Compared as digests: equal lengths, and no timing hint of how much of a guess was right.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return expected !== undefined && timingSafeEqual(digest(given), digest(expected));
}

interface Upload {
  name: string;
  media: Buffer;
  /** The media's content type as the metadata and the media part declare it, lower-cased, without parameters. */
  declaredTypes: string[];
  metadata: Record<string, string>;
}

/** The metadata and media of a multipart/related upload body; the name parameter overrides the metadata's name, as in Cloud Storage. */
function readUpload(body: unknown, contentType: string | undefined, nameParameter: string | undefined): Upload {
  const boundary = multipartBoundary(contentType ?? '');
  if (!Buffer.isBuffer(body) || !boundary) {
    throw invalid('An upload is multipart/related with a boundary: a JSON metadata part, then the media part.');
  }
  let parts: MultipartPart[];
  try {
    parts = parseMultipart(body, boundary);
  } catch (error) {
    if (error instanceof MultipartError) throw invalid(`Malformed multipart body: ${error.message}.`);
    throw error;
  }
  const [metadataPart, mediaPart] = parts;
  if (parts.length !== 2 || !metadataPart || !mediaPart) {
    throw invalid('An upload has exactly two parts: the JSON metadata, then the media.');
  }
  if (mediaType(metadataPart.headers.get('content-type') ?? '') !== 'application/json') {
    throw invalid('The first part must be the application/json metadata.');
  }
  const encoding = mediaPart.headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding !== undefined && !BINARY_ENCODINGS.has(encoding)) throw invalid('The media part must carry the file as binary.');
  const fields = readMetadataPart(metadataPart.body);
  const name = nameParameter ?? fields.name;
  if (!name) throw new StorageFailure(400, 'required', 'Required: the object name, in the metadata or the name parameter.');
  if (!isValidObjectName(name)) throw invalidName();
  const declaredTypes = [fields.contentType, mediaPart.headers.get('content-type')].flatMap((type) =>
    type === undefined ? [] : [mediaType(type)],
  );
  return { name, media: mediaPart.body, declaredTypes, metadata: fields.metadata };
}

function readMetadataPart(bytes: Buffer): { name?: string; contentType?: string; metadata: Record<string, string> } {
  let fields: unknown;
  try {
    fields = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw invalid('The metadata part is not valid JSON.');
  }
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) throw invalid('The metadata part must be a JSON object.');
  const { name, contentType, metadata } = fields as Record<string, unknown>;
  if (name !== undefined && typeof name !== 'string') throw invalid('The metadata name must be a string.');
  if (contentType !== undefined && typeof contentType !== 'string') throw invalid('The metadata contentType must be a string.');
  return { name, contentType, metadata: customMetadata(metadata) };
}

// Custom metadata: string values, 8 KiB in all; the download token is always the server's own.
function customMetadata(metadata: unknown): Record<string, string> {
  if (metadata === undefined || metadata === null) return {};
  if (typeof metadata !== 'object' || Array.isArray(metadata)) throw invalid('The custom metadata must be an object of strings.');
  const entries = Object.entries(metadata).filter(([key]) => key !== DOWNLOAD_TOKENS_KEY);
  if (!entries.every((entry): entry is [string, string] => typeof entry[1] === 'string')) {
    throw invalid('The custom metadata must be an object of strings.');
  }
  if (entries.reduce((sum, [key, value]) => sum + Buffer.byteLength(key) + Buffer.byteLength(value), 0) > MAX_METADATA_BYTES) {
    throw invalid(`The custom metadata may hold ${MAX_METADATA_BYTES} bytes at most.`);
  }
  return Object.fromEntries(entries);
}

function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

// Answers any failure of these routes in Cloud Storage's error body.
function answerError(error: FastifyError | StorageFailure, request: FastifyRequest, reply: FastifyReply, maxBytes: number): FastifyReply {
  const failure = error instanceof StorageFailure ? error : frameworkFailure(error, request, maxBytes);
  return reply.status(failure.status).send({
    error: {
      code: failure.status,
      message: failure.message,
      errors: [{ message: failure.message, domain: 'global', reason: failure.reason }],
    },
  });
}

function frameworkFailure(error: FastifyError, request: FastifyRequest, maxBytes: number): StorageFailure {
  // Fastify's own limit: the whole body passed maxBytes and room for the metadata part.
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return tooLarge(maxBytes);
  const status = error.statusCode ?? 500;
  if (status === 429) return new StorageFailure(429, 'rateLimitExceeded', 'Too many requests: try again later.');
  if (status >= 400 && status < 500) {
    // Malformed calls (bad parameters, an unsupported body type) are the caller's to fix.
    request.log.info({ err: error }, 'rejected storage request');
    return invalid(error.message);
  }
  // The details go to the log, never to the caller.
  request.log.error({ err: error }, 'storage request failed');
  return new StorageFailure(500, 'backendError', 'Backend Error');
}
