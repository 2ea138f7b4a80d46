import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageObject } from '@storefront/api-contract';
import { MAX_OBJECT_NAME_BYTES } from '../services/storage/object-name.js';
import { get, signUp } from '../test/accounts.js';
import { useSeededApp } from '../test/seeded-app.js';
import { DOWNLOAD_TOKENS_KEY, STOREFRONT_BUCKET } from './storage.js';

// 1x1 pictures as sharp writes them.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM48P8dAAUwAq6DKzRpAAAAAElFTkSuQmCC',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAgb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCjQCTr/9k=',
  'base64',
);
const WEBP = Buffer.from('UklGRjAAAABXRUJQVlA4ICQAAABwAQCdASoBAAEAAUAmJZgCdAF1AAD++4Llcv9x/la/lalsAAA=', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAExpccD/7iH5BAUAAAAALAAAAAABAAEAAAICTAEAOw==', 'base64');

const MAX_BYTES = 4096;
const QUOTA_BYTES = 10_000;
const PUBLIC_URL = 'https://api.shop.example';
const BOUNDARY = 'storefront-boundary-7MA4YWxk';

const dir = mkdtempSync(join(tmpdir(), 'storage-test-'));
const seeded = useSeededApp({ uploads: { dir, maxBytes: MAX_BYTES, quotaBytes: QUOTA_BYTES }, publicUrl: PUBLIC_URL, rateLimitMax: false });
afterAll(() => rm(dir, { recursive: true, force: true }));

interface Member {
  token: string;
  userId: string;
}
let alice: Member;
let bob: Member;

async function member(email: string): Promise<Member> {
  const token = await signUp(seeded.app, email);
  const profile = await get(seeded.app, '/personal', { token });
  return { token, userId: profile.json<{ data: { user_id: string } }>().data.user_id };
}

beforeAll(async () => {
  alice = await member('alice.uploads@example.com');
  bob = await member('bob.uploads@example.com');
});

/** A PNG of exactly `size` bytes: the picture, then padding (the signature is what is checked). */
function pngOfSize(size: number): Buffer {
  return Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 0x20)]);
}

/** A multipart/related body as Cloud Storage clients send it: the JSON metadata part, then the media part (null: without a type). */
function multipart(metadata: unknown, media: Buffer, mediaType: string | null = 'image/png'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${JSON.stringify(metadata)}\r\n--${BOUNDARY}\r\n`),
    Buffer.from(mediaType === null ? '\r\n' : `Content-Type: ${mediaType}\r\n\r\n`),
    media,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

interface UploadOptions {
  token?: string;
  query?: string;
  contentType?: string;
  bucket?: string;
}

function upload(
  body: Buffer | string,
  {
    token,
    query = 'uploadType=multipart',
    contentType = `multipart/related; boundary=${BOUNDARY}`,
    bucket = STOREFRONT_BUCKET,
  }: UploadOptions = {},
) {
  return seeded.app.inject({
    method: 'POST',
    url: `/upload/storage/v1/b/${bucket}/o?${query}`,
    payload: body,
    headers: { 'content-type': contentType, ...(token && { authorization: `Bearer ${token}` }) },
  });
}

/** Uploads an image as `owner` under their own folder and answers the object resource. */
async function uploadImage(owner: Member, file: string, media: Buffer = PNG, mediaType = 'image/png') {
  const name = `users/${owner.userId}/${file}`;
  const response = await upload(multipart({ name, contentType: mediaType }, media, mediaType), { token: owner.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ name: string; mediaLink: string; generation: string; metadata: Record<string, string> }>();
}

function read(path: string, token?: string, method: 'GET' | 'DELETE' | 'HEAD' = 'GET') {
  return seeded.app.inject({ method, url: path, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

const objectPath = (name: string, bucket = STOREFRONT_BUCKET) => `/storage/v1/b/${bucket}/o/${encodeURIComponent(name)}`;
const downloadPath = (name: string) => `/download${objectPath(name)}?alt=media`;
/** The path of a mediaLink on this app (the link carries PUBLIC_URL). */
const pathOf = (link: string) => link.slice(PUBLIC_URL.length);

function expectStorageError(response: LightMyRequestResponse, status: number, reason: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({
    error: { code: status, message: expect.any(String), errors: [{ message: expect.any(String), domain: 'global', reason }] },
  });
}

/** The files under the upload directory with exactly these bytes. */
async function filesHolding(bytes: Buffer): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { recursive: true })) {
    const path = join(dir, entry);
    if ((await stat(path)).isFile() && (await readFile(path)).equals(bytes)) found.push(path);
  }
  return found;
}

describe('POST /upload/storage/v1/b/storefront/o?uploadType=multipart', () => {
  it("stores the image on disk and answers Cloud Storage's object resource, with a download link", async () => {
    const name = `users/${alice.userId}/avatar.png`;
    const before = Date.now();
    const response = await upload(multipart({ name, contentType: 'image/png', metadata: { purpose: 'avatar' } }, PNG), {
      token: alice.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    const object = response.json();
    const token = object.metadata[DOWNLOAD_TOKENS_KEY];
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(object).toEqual({
      kind: 'storage#object',
      id: `storefront/${name}/${object.generation}`,
      selfLink: `${PUBLIC_URL}/storage/v1/b/storefront/o/users%2F${alice.userId}%2Favatar.png`,
      mediaLink: `${PUBLIC_URL}/download/storage/v1/b/storefront/o/users%2F${alice.userId}%2Favatar.png?alt=media&token=${token}`,
      name,
      bucket: 'storefront',
      generation: expect.stringMatching(/^\d+$/),
      metageneration: '1',
      contentType: 'image/png',
      storageClass: 'STANDARD',
      size: String(PNG.length),
      md5Hash: createHash('md5').update(PNG).digest('base64'),
      timeCreated: object.updated,
      updated: expect.any(String),
      metadata: { purpose: 'avatar', [DOWNLOAD_TOKENS_KEY]: token },
      downloadTokens: token,
    });
    expect(Date.parse(object.timeCreated)).toBeGreaterThanOrEqual(before - 1);
    expect(Value.Check(StorageObject, object)).toBe(true);
    expect(await filesHolding(PNG)).toHaveLength(1);

    const media = await read(pathOf(object.mediaLink));
    expect(media.statusCode).toBe(200);
    expect(media.rawPayload.equals(PNG)).toBe(true);
  });

  it.each([
    ['PNG', 'png', PNG, 'image/png'],
    ['JPEG', 'jpg', JPEG, 'image/jpeg'],
    ['GIF', 'gif', GIF, 'image/gif'],
    ['WebP', 'webp', WEBP, 'image/webp'],
  ])('accepts a %s image and serves it back byte for byte with its type', async (_, extension, bytes, type) => {
    const object = await uploadImage(alice, `kinds/picture.${extension}`, bytes, type);
    const media = await read(pathOf(object.mediaLink));
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe(type);
    expect(media.rawPayload.equals(bytes)).toBe(true);
  });

  it('takes the name from the name parameter, over the metadata', async () => {
    const name = `users/${alice.userId}/from-parameter.png`;
    const response = await upload(multipart({ name: 'ignored.png', contentType: 'image/png' }, PNG), {
      token: alice.token,
      query: `uploadType=multipart&name=${encodeURIComponent(name)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().name).toBe(name);
  });

  it('takes the content type from the media part when the metadata has none', async () => {
    const response = await upload(multipart({ name: `users/${alice.userId}/typed-by-part.gif` }, GIF, 'image/gif'), { token: alice.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().contentType).toBe('image/gif');
  });

  it('replaces an object of the same name: a new generation and download token, the old link no longer works', async () => {
    const first = await uploadImage(alice, 'replaced.png');
    const second = await uploadImage(alice, 'replaced.png', GIF, 'image/gif');
    expect(BigInt(second.generation)).toBeGreaterThan(BigInt(first.generation));
    expect(second.metadata[DOWNLOAD_TOKENS_KEY]).not.toBe(first.metadata[DOWNLOAD_TOKENS_KEY]);
    expectStorageError(await read(pathOf(first.mediaLink)), 403, 'forbidden');
    const media = await read(pathOf(second.mediaLink));
    expect(media.rawPayload.equals(GIF)).toBe(true);
    expect(media.headers['content-type']).toBe('image/gif');
  });

  it('keeps the download token its own: one the caller sends is replaced', async () => {
    const name = `users/${alice.userId}/chosen-token.png`;
    const response = await upload(multipart({ name, contentType: 'image/png', metadata: { [DOWNLOAD_TOKENS_KEY]: 'guessable' } }, PNG), {
      token: alice.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().metadata[DOWNLOAD_TOKENS_KEY]).not.toBe('guessable');
    expectStorageError(await read(`${downloadPath(name)}&token=guessable`), 403, 'forbidden');
  });

  it.each([
    ['no token', undefined],
    ['a token that is not a session', 'not-a-jwt'],
  ])('answers 401 to %s and stores nothing', async (_, token) => {
    const name = `users/${alice.userId}/anonymous.png`;
    expectStorageError(await upload(multipart({ name, contentType: 'image/png' }, PNG), { token }), 401, 'required');
    expectStorageError(await read(objectPath(name), alice.token), 404, 'notFound');
  });

  it("answers 403 to a name outside the member's own folder, and another member's object stays as it was", async () => {
    const original = await uploadImage(alice, 'kept.png');
    for (const name of [`users/${alice.userId}/kept.png`, `users/${alice.userId}x/a.png`, 'avatars/a.png', `users/${bob.userId}`]) {
      expectStorageError(
        await upload(multipart({ name, contentType: 'image/gif' }, GIF, 'image/gif'), { token: bob.token }),
        403,
        'forbidden',
      );
    }
    const media = await read(pathOf(original.mediaLink));
    expect(media.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers 404 for another bucket', async () => {
    const body = multipart({ name: `users/${alice.userId}/a.png`, contentType: 'image/png' }, PNG);
    expectStorageError(await upload(body, { token: alice.token, bucket: 'other-bucket' }), 404, 'notFound');
  });

  it.each(['uploadType=media', 'uploadType=resumable', 'uploadType=', ''])('answers 400 to %j', async (query) => {
    const body = multipart({ name: `users/${alice.userId}/a.png`, contentType: 'image/png' }, PNG);
    expectStorageError(await upload(body, { token: alice.token, query }), 400, 'invalid');
  });

  it('answers 400 / required without a name', async () => {
    expectStorageError(await upload(multipart({ contentType: 'image/png' }, PNG), { token: alice.token }), 400, 'required');
  });

  it.each([
    ['a parent segment', (id: string) => `users/${id}/../${id}/a.png`],
    ['a climb out of the folder', (id: string) => `users/${id}/../../etc/passwd`],
    ['a dot segment', (id: string) => `users/${id}/./a.png`],
    ['a leading slash', (id: string) => `/users/${id}/a.png`],
    ['an empty segment', (id: string) => `users/${id}//a.png`],
    ['a trailing slash', (id: string) => `users/${id}/`],
    ['a line break', (id: string) => `users/${id}/a\n.png`],
    ['a NUL', (id: string) => `users/${id}/a\u0000.png`],
    ['a lone surrogate', (id: string) => `users/${id}/a\ud800.png`],
    ['more than 1024 bytes', (id: string) => `users/${id}/${'é'.repeat(MAX_OBJECT_NAME_BYTES / 2)}.png`],
  ])('answers 400 to a name with %s', async (_, name) => {
    const body = multipart({ name: name(alice.userId), contentType: 'image/png' }, PNG);
    expectStorageError(await upload(body, { token: alice.token }), 400, 'invalid');
  });

  it.each([
    ['a text file declared image/png', Buffer.from('just some text, not a picture'), 'image/png', 'image/png'],
    ['a PNG declared image/jpeg', PNG, 'image/jpeg', 'image/jpeg'],
    ['a PNG whose metadata and part disagree', PNG, 'image/png', 'image/gif'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml', 'image/svg+xml'],
    ['a PNG declared as HTML', PNG, 'text/html', 'text/html'],
    ['an empty file', Buffer.alloc(0), 'image/png', 'image/png'],
    ['a PNG without any declared type', PNG, undefined, null],
  ])('answers 400 to %s and stores nothing', async (_, bytes, metadataType, partType) => {
    const name = `users/${alice.userId}/not-an-image`;
    expectStorageError(
      await upload(multipart({ name, contentType: metadataType }, bytes, partType), { token: alice.token }),
      400,
      'invalid',
    );
    expectStorageError(await read(objectPath(name), alice.token), 404, 'notFound');
  });

  it('answers 400 to custom metadata that is not strings', async () => {
    const body = multipart({ name: `users/${alice.userId}/meta.png`, contentType: 'image/png', metadata: { size: 3 } }, PNG);
    expectStorageError(await upload(body, { token: alice.token }), 400, 'invalid');
  });

  it('answers 413 to a file over maxBytes, however its body arrives', async () => {
    const name = `users/${alice.userId}/large.png`;
    // Inside the body limit: the media part is measured.
    expectStorageError(
      await upload(multipart({ name, contentType: 'image/png' }, pngOfSize(MAX_BYTES + 1)), { token: alice.token }),
      413,
      'uploadTooLarge',
    );
    // Past the body limit: Fastify stops reading, and the answer keeps Cloud Storage's shape.
    expectStorageError(
      await upload(multipart({ name, contentType: 'image/png' }, pngOfSize(200_000)), { token: alice.token }),
      413,
      'uploadTooLarge',
    );
    expectStorageError(await read(objectPath(name), alice.token), 404, 'notFound');
    const exact = await upload(multipart({ name, contentType: 'image/png' }, pngOfSize(MAX_BYTES)), { token: alice.token });
    expect(exact.statusCode, exact.body).toBe(200);
  });

  it("answers 402 once a member's objects would pass the quota, counting a replaced object once", async () => {
    const carol = await member('carol.quota@example.com');
    const put = (file: string, size: number) =>
      upload(multipart({ name: `users/${carol.userId}/${file}`, contentType: 'image/png' }, pngOfSize(size)), { token: carol.token });
    for (const file of ['a.png', 'b.png', 'c.png']) expect((await put(file, 3000)).statusCode).toBe(200);
    expectStorageError(await put('d.png', 3000), 402, 'quotaExceeded');
    // 9,000 bytes stored: a.png replaced by 4,000 bytes makes exactly 10,000.
    expect((await put('a.png', 3000)).statusCode).toBe(200);
    expect((await put('a.png', 4000)).statusCode).toBe(200);
    expectStorageError(await put('a.png', 4001), 402, 'quotaExceeded');
    expectStorageError(await put('e.png', PNG.length), 402, 'quotaExceeded');
    expect((await read(objectPath(`users/${carol.userId}/b.png`), carol.token, 'DELETE')).statusCode).toBe(204);
    expect((await put('d.png', 3000)).statusCode).toBe(200);
    // Other members' quotas are their own.
    await uploadImage(alice, 'unaffected.png');
  });

  it('lets parallel uploads of one member pass the quota no further than one by one', async () => {
    const dave = await member('dave.quota@example.com');
    const responses = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((file) =>
        upload(multipart({ name: `users/${dave.userId}/${file}.png`, contentType: 'image/png' }, pngOfSize(3000)), { token: dave.token }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 402, 402]);
  });

  describe('answers 400, never 500, to a malformed body', () => {
    const name = () => `users/${alice.userId}/malformed.png`;
    const part = (headers: string, body: string | Buffer) =>
      Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
    const metadataPart = () => part('Content-Type: application/json', JSON.stringify({ name: name(), contentType: 'image/png' }));
    const close = Buffer.from(`--${BOUNDARY}--\r\n`);

    it.each([
      ['no boundary in the Content-Type', () => multipart({ name: name() }, PNG), 'multipart/related'],
      ['an empty boundary parameter', () => multipart({ name: name() }, PNG), 'multipart/related; boundary='],
      ['a boundary the body does not use', () => multipart({ name: name() }, PNG), 'multipart/related; boundary=something-else'],
      ['an empty body', () => Buffer.alloc(0), undefined],
      ['only the metadata part', () => Buffer.concat([metadataPart(), close]), undefined],
      [
        'a third part',
        () => Buffer.concat([metadataPart(), part('Content-Type: image/png', PNG), part('Content-Type: image/png', PNG), close]),
        undefined,
      ],
      ['no closing boundary', () => Buffer.concat([metadataPart(), part('Content-Type: image/png', PNG)]), undefined],
      [
        'a part without a blank line after its headers',
        () => Buffer.from(`--${BOUNDARY}\r\nContent-Type: application/json\r\n--${BOUNDARY}--`),
        undefined,
      ],
      [
        'a header line without a name',
        () => Buffer.concat([part(': nothing', '{}'), part('Content-Type: image/png', PNG), close]),
        undefined,
      ],
      [
        'metadata that is not JSON',
        () => Buffer.concat([part('Content-Type: application/json', '{name:'), part('Content-Type: image/png', PNG), close]),
        undefined,
      ],
      [
        'metadata that is a JSON array',
        () => Buffer.concat([part('Content-Type: application/json', '[]'), part('Content-Type: image/png', PNG), close]),
        undefined,
      ],
      ['a first part that is not JSON', () => Buffer.concat([part('Content-Type: image/png', PNG), metadataPart(), close]), undefined],
      [
        'a base64-encoded media part',
        () =>
          Buffer.concat([
            metadataPart(),
            part('Content-Type: image/png\r\nContent-Transfer-Encoding: base64', PNG.toString('base64')),
            close,
          ]),
        undefined,
      ],
    ])('%s', async (_, body, contentType = `multipart/related; boundary=${BOUNDARY}`) => {
      expectStorageError(await upload(body(), { token: alice.token, contentType }), 400, 'invalid');
    });

    it.each([
      ['JSON', 'application/json', JSON.stringify({ name: 'x' })],
      ['text', 'text/plain', 'hello'],
      ['raw image', 'image/png', PNG],
      ['multipart/form-data', `multipart/form-data; boundary=${BOUNDARY}`, multipart({ name: 'x' }, PNG)],
    ])('a %s body', async (_, contentType, body) => {
      expectStorageError(await upload(body, { token: alice.token, contentType }), 400, 'invalid');
    });

    it('accepts bare LF line breaks and a preamble', async () => {
      const body = `preamble\n--${BOUNDARY}\nContent-Type: application/json\n\n${JSON.stringify({ name: name(), contentType: 'image/gif' })}\n--${BOUNDARY}\nContent-Type: image/gif\n\n`;
      const response = await upload(Buffer.concat([Buffer.from(body), GIF, Buffer.from(`\n--${BOUNDARY}--`)]), { token: alice.token });
      expect(response.statusCode, response.body).toBe(200);
      expect((await read(downloadPath(name()), alice.token)).rawPayload.equals(GIF)).toBe(true);
    });
  });
});

describe('GET /storage/v1/b/storefront/o/:object', () => {
  it("answers the owner the object's resource", async () => {
    const uploaded = await uploadImage(alice, 'metadata.png');
    const response = await read(objectPath(uploaded.name), alice.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'storage#object',
      name: uploaded.name,
      generation: uploaded.generation,
      size: String(PNG.length),
    });
  });

  it('answers 401 without a session, 403 to another member even with the download token, 404 for an unknown object or bucket', async () => {
    const uploaded = await uploadImage(alice, 'private-metadata.png');
    const token = uploaded.metadata[DOWNLOAD_TOKENS_KEY];
    expectStorageError(await read(objectPath(uploaded.name)), 401, 'required');
    expectStorageError(await read(objectPath(uploaded.name), bob.token), 403, 'forbidden');
    expectStorageError(await read(`${objectPath(uploaded.name)}?token=${token}`, bob.token), 403, 'forbidden');
    expectStorageError(await read(objectPath(`users/${alice.userId}/never-uploaded.png`), alice.token), 404, 'notFound');
    expectStorageError(await read(objectPath(uploaded.name, 'other-bucket'), alice.token), 404, 'notFound');
  });

  it('answers 400 to an alt other than json or media, and to a name that climbs', async () => {
    const uploaded = await uploadImage(alice, 'alt.png');
    expectStorageError(await read(`${objectPath(uploaded.name)}?alt=proto`, alice.token), 400, 'invalid');
    expectStorageError(await read(`/storage/v1/b/storefront/o/users%2F${alice.userId}%2F%2E%2E%2Fx.png`, alice.token), 400, 'invalid');
    expectStorageError(await read('/storage/v1/b/storefront/o/', alice.token), 400, 'invalid');
  });
});

describe('media: GET /download/storage/v1/b/storefront/o/:object?alt=media and /storage/v1/...?alt=media', () => {
  it('serves the bytes with the download token alone, as an <img> asks, with headers that keep them inert', async () => {
    const uploaded = await uploadImage(alice, 'headers.png');
    const response = await read(pathOf(uploaded.mediaLink));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, max-age=300',
    });
    const head = await read(pathOf(uploaded.mediaLink), undefined, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(PNG.length));
    expect(head.rawPayload).toHaveLength(0);
  });

  it('serves the owner on their session without the token, on both paths', async () => {
    const uploaded = await uploadImage(alice, 'own-media.png');
    for (const path of [downloadPath(uploaded.name), `${objectPath(uploaded.name)}?alt=media`]) {
      const response = await read(path, alice.token);
      expect(response.statusCode, path).toBe(200);
      expect(response.rawPayload.equals(PNG)).toBe(true);
    }
  });

  it('serves another member or a stranger only with the right download token', async () => {
    const uploaded = await uploadImage(alice, 'shared.png');
    const token = uploaded.metadata[DOWNLOAD_TOKENS_KEY];
    expectStorageError(await read(downloadPath(uploaded.name), bob.token), 403, 'forbidden');
    expectStorageError(await read(`${objectPath(uploaded.name)}?alt=media`, bob.token), 403, 'forbidden');
    expectStorageError(await read(downloadPath(uploaded.name)), 401, 'required');
    expectStorageError(await read(`${downloadPath(uploaded.name)}&token=wrong`), 403, 'forbidden');
    expectStorageError(await read(`${downloadPath(uploaded.name)}&token=wrong`, bob.token), 403, 'forbidden');
    expectStorageError(await read(`${downloadPath(uploaded.name)}&token=`), 403, 'forbidden');
    const withToken = await read(`${downloadPath(uploaded.name)}&token=${token}`, bob.token);
    expect(withToken.rawPayload.equals(PNG)).toBe(true);
    const stranger = await read(`${objectPath(uploaded.name)}?alt=media&token=${token}`, 'not-a-jwt');
    expect(stranger.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers 404 for an unknown object, with or without a token', async () => {
    const name = `users/${alice.userId}/nothing-here.png`;
    expectStorageError(await read(downloadPath(name), alice.token), 404, 'notFound');
    expectStorageError(await read(`${downloadPath(name)}&token=anything`), 404, 'notFound');
  });

  it('decodes URL-encoded names: slashes, spaces, #, ?, % and non-ASCII characters', async () => {
    const uploaded = await uploadImage(alice, 'photos/my avatar #1?v=2 100% 頭像.png', WEBP, 'image/webp');
    expect(uploaded.name).toBe(`users/${alice.userId}/photos/my avatar #1?v=2 100% 頭像.png`);
    expect(uploaded.mediaLink).toContain(
      `/o/users%2F${alice.userId}%2Fphotos%2Fmy%20avatar%20%231%3Fv%3D2%20100%25%20%E9%A0%AD%E5%83%8F.png?alt=media&token=`,
    );
    const response = await read(pathOf(uploaded.mediaLink));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(WEBP)).toBe(true);
    expect((await read(objectPath(uploaded.name), alice.token)).json().name).toBe(uploaded.name);
  });

  it('serves names longer than a path parameter usually may be', async () => {
    const uploaded = await uploadImage(alice, `${'deep/'.repeat(60)}${'n'.repeat(300)}.png`);
    expect((await read(pathOf(uploaded.mediaLink))).rawPayload.equals(PNG)).toBe(true);
  });

  it('answers 400 to an alt other than media on the download path', async () => {
    const uploaded = await uploadImage(alice, 'download-alt.png');
    expectStorageError(await read(`/download${objectPath(uploaded.name)}?alt=json`, alice.token), 400, 'invalid');
  });
});

describe('DELETE /storage/v1/b/storefront/o/:object', () => {
  it('lets the owner delete: 204, then the object, its link and its file are gone', async () => {
    const bytes = pngOfSize(777);
    const uploaded = await uploadImage(alice, 'deleted.png', bytes);
    expect(await filesHolding(bytes)).toHaveLength(1);
    const response = await read(objectPath(uploaded.name), alice.token, 'DELETE');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expectStorageError(await read(objectPath(uploaded.name), alice.token), 404, 'notFound');
    expectStorageError(await read(pathOf(uploaded.mediaLink)), 404, 'notFound');
    expect(await filesHolding(bytes)).toEqual([]);
    expectStorageError(await read(objectPath(uploaded.name), alice.token, 'DELETE'), 404, 'notFound');
  });

  it('answers 401 without a session and 403 to another member, and the object stays', async () => {
    const uploaded = await uploadImage(alice, 'not-deleted.png');
    expectStorageError(await read(objectPath(uploaded.name), undefined, 'DELETE'), 401, 'required');
    expectStorageError(await read(objectPath(uploaded.name), bob.token, 'DELETE'), 403, 'forbidden');
    expect((await read(pathOf(uploaded.mediaLink))).statusCode).toBe(200);
  });
});

describe('CORS', () => {
  it.each([
    ['POST', `/upload/storage/v1/b/storefront/o?uploadType=multipart`],
    ['DELETE', `/storage/v1/b/storefront/o/users%2Fx%2Fa.png`],
  ])('lets the storefront %s from its origin with its authorization and content type', async (method, url) => {
    const response = await seeded.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(response.headers['access-control-allow-methods']).toContain(method);
    expect(response.headers['access-control-allow-headers']).toBe('authorization, content-type');
  });
});
