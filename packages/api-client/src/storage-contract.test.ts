import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type DatabaseHandle, migrateDatabase, openDatabase } from '@storefront/api';
import { StorageObject } from '@storefront/api-contract';
import { findFreePort } from '@storefront/test-utils';
import { createStorageUploader, StorageError } from './storage-upload.js';

// The uploader against the real reference API's storage routes on an in-memory database: the
// multipart body, the object resource and the error statuses must hold on the wire. PGlite's cold
// start takes seconds, and much longer while turbo runs other suites beside this one.

// A 1x1 PNG as sharp writes it.
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM48P8dAAUwAq6DKzRpAAAAAElFTkSuQmCC',
    'base64',
  ),
);
const GIF = new Uint8Array(Buffer.from('R0lGODlhAQABAIAAAExpccD/7iH5BAUAAAAALAAAAAABAAEAAAICTAEAOw==', 'base64'));
const QUOTA_BYTES = 1024;

let handle: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let dir: string;
let origin: string;

interface Member {
  token: string;
  userId: string;
}
let alice: Member;
let bob: Member;

/** POSTs a v1 account call and answers its data. */
async function call<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${origin}/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', locale: 'en', ...(token && { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T };
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer.data;
}

/** Signs a member up (code from the API's mail capture) and reads their user_id. */
async function signUp(account: string): Promise<Member> {
  await call('/account/send-verification-email', { account });
  const mails = (await (await fetch(`${origin}/dev/mails?to=${encodeURIComponent(account)}`)).json()) as { data: Array<{ text: string }> };
  const verification_code = /\b(\d{6})\b/.exec(mails.data[0]!.text)![1]!;
  await call('/account/verify-account', { account, verification_code });
  const { token } = await call<{ token: string }>('/account/register', { account, password: 'client123', verification_code });
  const { user_id } = await call<{ user_id: string }>('/personal', undefined, token);
  return { token, userId: user_id };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'api-client-storage-'));
  origin = `http://127.0.0.1:${await findFreePort()}`;
  handle = await openDatabase();
  await migrateDatabase(handle);
  app = await buildApp({
    db: handle.db,
    publicUrl: origin,
    docs: false,
    rateLimitMax: false,
    uploads: { dir, maxBytes: 4096, quotaBytes: QUOTA_BYTES },
  });
  await app.listen({ port: Number(new URL(origin).port), host: '127.0.0.1' });
  alice = await signUp('storage.alice@example.com');
  bob = await signUp('storage.bob@example.com');
}, 180_000);

afterAll(async () => {
  await app?.close();
  await handle?.close();
  await rm(dir, { recursive: true, force: true });
});

const uploaderFor = (member: Member | null) =>
  createStorageUploader({ baseUrl: origin, getToken: () => member?.token, backoff: { initialMs: 1, maxMs: 10 } });

/** The upload's rejection, which must be a StorageError. */
async function rejection(promise: Promise<unknown>): Promise<StorageError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StorageError);
  return error as StorageError;
}

describe('storage uploader against the reference API', () => {
  it('uploads a PNG and answers a contract object whose mediaLink serves the same bytes', async () => {
    const progress: Array<[number, number]> = [];
    const object = await uploaderFor(alice).upload(PNG, {
      name: `users/${alice.userId}/avatar.png`,
      contentType: 'image/png',
      metadata: { purpose: 'avatar' },
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    expect(Value.Check(StorageObject, object)).toBe(true);
    expect(object).toMatchObject({
      name: `users/${alice.userId}/avatar.png`,
      bucket: 'storefront',
      contentType: 'image/png',
      size: String(PNG.length),
    });
    expect(progress).toEqual([
      [0, PNG.length],
      [PNG.length, PNG.length],
    ]);
    expect(object.mediaLink.startsWith(`${origin}/download/storage/v1/b/storefront/o/`)).toBe(true);
    const media = await fetch(object.mediaLink);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(PNG);
  });

  it('uploads a Blob in place of an earlier object, which gets a new link', async () => {
    const name = `users/${alice.userId}/replaced.gif`;
    const first = await uploaderFor(alice).upload(new Blob([GIF]), { name, contentType: 'image/gif' });
    const second = await uploaderFor(alice).upload(new Blob([GIF]), { name, contentType: 'image/gif' });
    expect(second.mediaLink).not.toBe(first.mediaLink);
    expect((await fetch(second.mediaLink)).status).toBe(200);
    expect((await fetch(first.mediaLink)).status).toBe(403);
  });

  it("fails as storage/unauthorized on another member's path", async () => {
    const error = await rejection(uploaderFor(bob).upload(PNG, { name: `users/${alice.userId}/avatar.png`, contentType: 'image/png' }));
    expect(error).toMatchObject({ code: 'storage/unauthorized', status: 403 });
  });

  it('fails as storage/unauthenticated without a token, and with a token the API does not know', async () => {
    const name = `users/${alice.userId}/avatar.png`;
    expect(await rejection(uploaderFor(null).upload(PNG, { name, contentType: 'image/png' }))).toMatchObject({
      code: 'storage/unauthenticated',
      status: undefined,
    });
    expect(
      await rejection(uploaderFor({ ...alice, token: 'not-a-session' }).upload(PNG, { name, contentType: 'image/png' })),
    ).toMatchObject({
      code: 'storage/unauthenticated',
      status: 401,
    });
  });

  it('fails as storage/quota-exceeded when the member would pass their quota', async () => {
    const big = new Uint8Array(QUOTA_BYTES + 1);
    big.set(PNG);
    big.fill(0x20, PNG.length);
    const error = await rejection(uploaderFor(bob).upload(big, { name: `users/${bob.userId}/big.png`, contentType: 'image/png' }));
    expect(error).toMatchObject({ code: 'storage/quota-exceeded', status: 402 });
    expect(error.message).toContain(String(QUOTA_BYTES));
  });

  it('passes on a refusal the contract has no code for as storage/unknown with the service message', async () => {
    const error = await rejection(uploaderFor(bob).upload(GIF, { name: `users/${bob.userId}/avatar.png`, contentType: 'image/png' }));
    expect(error).toMatchObject({ code: 'storage/unknown', status: 400, message: expect.stringContaining('Only PNG, JPEG, GIF and WebP') });
  });
});
