import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createStorageUploader,
  fetchTransport,
  StorageError,
  type StorageUploaderOptions,
  xhrTransport,
  type XhrLike,
} from './storage-upload.js';

const OBJECT = {
  name: 'users/u-1/avatar.png',
  bucket: 'storefront',
  size: '4',
  mediaLink: 'http://files.example/avatar.png?alt=media&token=t',
};
// Bytes that look like multipart syntax, to show the file travels untouched.
const FILE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x2d, 0x2d, 0x0d, 0x0a, 0x00, 0xff]);
const UPLOAD = { name: 'users/u-1/avatar.png', contentType: 'image/png' } as const;
const FAST = { initialMs: 1, maxMs: 20, jitter: 0 };

/** What the scripted server does with one request, after reading its whole body. */
type Reply = (response: ServerResponse) => void;

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Reply =>
  (response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  };
const failure = (status: number, message = `failed with ${status}`, headers: Record<string, string> = {}) =>
  json(status, { error: { code: status, message, errors: [{ message, domain: 'global', reason: 'x' }] } }, headers);
const ok = json(200, OBJECT);
const dropConnection: Reply = (response) => response.socket?.destroy();

let server: Server;
let origin: string;
let script: Reply[];
let received: Array<{ method?: string; url?: string; headers: IncomingHttpHeaders; body: Buffer }>;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({ method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks) });
    // A fresh connection for every request: no test meets a socket an earlier test closed.
    response.shouldKeepAlive = false;
    (script.shift() ?? failure(599, 'unscripted request'))(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  script = [];
  received = [];
});

afterEach(() => {
  server.closeAllConnections();
  vi.unstubAllGlobals();
});

function uploader(options: Partial<StorageUploaderOptions> = {}) {
  return createStorageUploader({
    baseUrl: origin,
    getToken: () => 'member-token',
    backoff: FAST,
    transport: fetchTransport(fetch),
    ...options,
  });
}

/** The upload's rejection, which must be a StorageError. */
async function rejection(promise: Promise<unknown>): Promise<StorageError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StorageError);
  return error as StorageError;
}

/** The parts of a multipart/related body: each part's header lines and its exact bytes. */
function parseMultipart(body: Buffer, boundary: string): Array<{ headers: string[]; body: Buffer }> {
  const delimiter = Buffer.from(`--${boundary}`);
  expect(body.subarray(0, delimiter.length).equals(delimiter)).toBe(true);
  expect(body.subarray(body.length - delimiter.length - 4).toString()).toBe(`--${boundary}--\r\n`);
  const parts = [];
  let start = delimiter.length + 2;
  for (let end = body.indexOf(`\r\n--${boundary}`, start); end !== -1; end = body.indexOf(`\r\n--${boundary}`, start)) {
    const part = body.subarray(start, end);
    const split = part.indexOf('\r\n\r\n');
    parts.push({ headers: part.subarray(0, split).toString().split('\r\n'), body: part.subarray(split + 4) });
    start = end + delimiter.length + 4;
  }
  return parts;
}

describe('createStorageUploader over fetch', () => {
  it('sends one multipart/related POST: the JSON metadata, then the exact file bytes with their type', async () => {
    script = [ok];
    const object = await uploader().upload(FILE, { ...UPLOAD, metadata: { purpose: 'avatar' } });
    expect(object).toEqual(OBJECT);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: '/upload/storage/v1/b/storefront/o?uploadType=multipart' });
    expect(request!.headers.authorization).toBe('Bearer member-token');
    const boundary = /^multipart\/related; boundary=(\S+)$/.exec(request!.headers['content-type'] ?? '')?.[1];
    expect(boundary).toBeDefined();
    expect(Number(request!.headers['content-length'])).toBe(request!.body.length);
    const [metadata, media, ...rest] = parseMultipart(request!.body, boundary!);
    expect(rest).toEqual([]);
    expect(metadata!.headers).toEqual(['Content-Type: application/json; charset=UTF-8']);
    expect(JSON.parse(metadata!.body.toString())).toEqual({ ...UPLOAD, metadata: { purpose: 'avatar' } });
    expect(media!.headers).toEqual(['Content-Type: image/png']);
    expect(new Uint8Array(media!.body)).toEqual(FILE);
  });

  it('sends a Blob, to another bucket, and a fresh boundary for each upload', async () => {
    script = [ok, ok];
    const upload = uploader({ baseUrl: `${origin}/`, bucket: 'other bucket' }).upload;
    await upload(new Blob([FILE]), UPLOAD);
    await upload(new Blob([FILE]), UPLOAD);
    expect(received.map((request) => request.url)).toEqual(Array(2).fill('/upload/storage/v1/b/other%20bucket/o?uploadType=multipart'));
    const [first, second] = received.map((request) => request.headers['content-type']);
    expect(first).not.toBe(second);
    const boundary = first!.split('boundary=')[1]!;
    expect(new Uint8Array(parseMultipart(received[0]!.body, boundary)[1]!.body)).toEqual(FILE);
  });

  it('reports progress at 0 and at the file size', async () => {
    script = [ok];
    const progress = vi.fn();
    await uploader().upload(FILE, { ...UPLOAD, onProgress: progress });
    expect(progress.mock.calls).toEqual([
      [0, FILE.length],
      [FILE.length, FILE.length],
    ]);
  });

  it('uses fetch by default where there is no XMLHttpRequest', async () => {
    expect(globalThis.XMLHttpRequest).toBeUndefined();
    script = [ok];
    await expect(uploader({ transport: undefined }).upload(FILE, UPLOAD)).resolves.toEqual(OBJECT);
    expect(received).toHaveLength(1);
  });

  it.each([500, 503, 408, 429])('retries after %i and answers the object that follows', async (status) => {
    script = [failure(status), failure(status), ok];
    await expect(uploader().upload(FILE, UPLOAD)).resolves.toEqual(OBJECT);
    expect(received).toHaveLength(3);
  });

  it('gives up after `retries` further attempts with the last answer as storage/network-failure', async () => {
    script = [failure(500), failure(503), failure(502, 'Bad gateway')];
    const error = await rejection(uploader({ retries: 2 }).upload(FILE, UPLOAD));
    expect(error).toMatchObject({ code: 'storage/network-failure', status: 502, message: 'Bad gateway' });
    expect(JSON.parse(error.serverResponse!)).toMatchObject({ error: { code: 502 } });
    expect(received).toHaveLength(3);
  });

  it.each([
    [401, 'storage/unauthenticated'],
    [402, 'storage/quota-exceeded'],
    [403, 'storage/unauthorized'],
    [400, 'storage/unknown'],
    [404, 'storage/unknown'],
    [413, 'storage/unknown'],
  ])('does not retry %i: %s with the service message', async (status, code) => {
    script = [failure(status, 'refused'), ok];
    const error = await rejection(uploader().upload(FILE, UPLOAD));
    expect(error).toMatchObject({ name: 'StorageError', code, status, message: 'refused' });
    expect(received).toHaveLength(1);
  });

  it('keeps the status as the message when the error body is not JSON', async () => {
    script = [(response) => response.writeHead(403).end('<html>forbidden</html>')];
    const error = await rejection(uploader().upload(FILE, UPLOAD));
    expect(error).toMatchObject({
      code: 'storage/unauthorized',
      status: 403,
      message: 'HTTP 403',
      serverResponse: '<html>forbidden</html>',
    });
  });

  it('fails as storage/unknown when a success carries no object', async () => {
    script = [json(200, { kind: 'storage#object' })];
    expect(await rejection(uploader().upload(FILE, UPLOAD))).toMatchObject({ code: 'storage/unknown', status: 200 });
  });

  it('fails as storage/unauthenticated without sending when there is no token', async () => {
    const error = await rejection(uploader({ getToken: () => null }).upload(FILE, UPLOAD));
    expect(error).toMatchObject({ code: 'storage/unauthenticated', status: undefined });
    expect(received).toHaveLength(0);
  });

  it('waits as long as Retry-After says, in seconds', async () => {
    script = [failure(429, 'slow down', { 'retry-after': '1' }), ok];
    const started = performance.now();
    await uploader({ backoff: { initialMs: 1, maxMs: 5000, jitter: 0 } }).upload(FILE, UPLOAD);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(received).toHaveLength(2);
  });

  it('caps Retry-After, in seconds or as a date, at backoff.maxMs', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toUTCString();
    script = [failure(503, 'busy', { 'retry-after': '3600' }), failure(503, 'busy', { 'retry-after': inAnHour }), ok];
    const started = performance.now();
    await uploader({ backoff: { initialMs: 1, maxMs: 30, jitter: 0 } }).upload(FILE, UPLOAD);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(55);
    expect(elapsed).toBeLessThan(1000);
  });

  it('backs off exponentially up to maxMs, shortened by jitter', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const statuses = [500, 500, 500, 500, 200];
    const transport = async () => ({ status: statuses.shift()!, body: JSON.stringify(OBJECT), header: () => null });
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    await uploader({ retries: 4, backoff: { initialMs: 4, maxMs: 10, jitter: 0.5 }, transport }).upload(FILE, UPLOAD);
    // 4, 8, 16 and 32 ms less a quarter, capped at 10.
    expect(timeout.mock.calls.map(([, ms]) => ms)).toEqual([3, 6, 10, 10]);
  });

  it('retries when the connection drops, then fails as storage/network-failure', async () => {
    script = [dropConnection, dropConnection];
    const error = await rejection(uploader({ retries: 1 }).upload(FILE, UPLOAD));
    expect(error).toMatchObject({ code: 'storage/network-failure', status: undefined });
    expect(received).toHaveLength(2);
  });

  it('recovers from a dropped connection', async () => {
    script = [dropConnection, ok];
    await expect(uploader().upload(FILE, UPLOAD)).resolves.toEqual(OBJECT);
  });

  it('cancels during the upload as storage/canceled, without retrying', async () => {
    const controller = new AbortController();
    // The server holds the request unanswered while the app cancels.
    script = [() => controller.abort()];
    const error = await rejection(uploader().upload(FILE, { ...UPLOAD, signal: controller.signal }));
    expect(error.code).toBe('storage/canceled');
    expect(received).toHaveLength(1);
  });

  it('cancels during the backoff as storage/canceled at once', async () => {
    const controller = new AbortController();
    script = [
      (response) => {
        failure(503)(response);
        setTimeout(() => controller.abort(), 20);
      },
      ok,
    ];
    const started = performance.now();
    const error = await rejection(
      uploader({ backoff: { initialMs: 60_000, maxMs: 60_000 } }).upload(FILE, { ...UPLOAD, signal: controller.signal }),
    );
    expect(error.code).toBe('storage/canceled');
    expect(performance.now() - started).toBeLessThan(5000);
    expect(received).toHaveLength(1);
  });

  it('sends nothing when already canceled', async () => {
    const error = await rejection(uploader().upload(FILE, { ...UPLOAD, signal: AbortSignal.abort() }));
    expect(error.code).toBe('storage/canceled');
    expect(received).toHaveLength(0);
  });
});

type XhrEvent = 'load' | 'error' | 'abort' | 'timeout';

/** A stand-in XMLHttpRequest the test drives: it records what was sent and fires the events it is told to. */
class FakeXhr implements XhrLike {
  static instances: FakeXhr[] = [];
  status = 0;
  responseText = '';
  method = '';
  url = '';
  body: Blob | undefined;
  aborted = false;
  readonly headers: Record<string, string> = {};
  readonly responseHeaders: Record<string, string> = {};
  private readonly listeners = new Map<string, Array<(event: { loaded: number }) => void>>();
  readonly upload = {
    addEventListener: (type: 'progress', listener: (event: { loaded: number }) => void) => this.listen(`upload.${type}`, listener),
  };

  constructor() {
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string): void {
    Object.assign(this, { method, url });
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  addEventListener(type: XhrEvent, listener: () => void): void {
    this.listen(type, listener);
  }
  send(body: Blob): void {
    this.body = body;
  }
  abort(): void {
    this.aborted = true;
    this.fire('abort');
  }

  /** Fires upload progress at `loaded` bytes of the request body. */
  progress(loaded: number): void {
    for (const listener of this.listeners.get('upload.progress') ?? []) listener({ loaded });
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}): void {
    Object.assign(this, { status, responseText: JSON.stringify(body) });
    Object.assign(this.responseHeaders, headers);
    this.fire('load');
  }
  fire(type: XhrEvent): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ loaded: 0 });
  }
  private listen(type: string, listener: (event: { loaded: number }) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
}

/** The request the fake has open now, once the uploader has sent it. */
async function sent(index: number): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.instances[index]?.body).toBeDefined());
  return FakeXhr.instances[index]!;
}

describe('createStorageUploader over XMLHttpRequest', () => {
  beforeEach(() => {
    FakeXhr.instances = [];
  });

  const xhrUploader = (options: Partial<StorageUploaderOptions> = {}) =>
    createStorageUploader({
      baseUrl: 'https://api.shop.example',
      getToken: () => 'member-token',
      backoff: FAST,
      transport: xhrTransport(FakeXhr),
      ...options,
    });

  it('sends the multipart body with the headers and forwards upload progress as bytes of the file', async () => {
    const progress = vi.fn();
    const done = xhrUploader().upload(FILE, { ...UPLOAD, onProgress: progress });
    const xhr = await sent(0);
    expect(xhr).toMatchObject({ method: 'POST', url: 'https://api.shop.example/upload/storage/v1/b/storefront/o?uploadType=multipart' });
    expect(xhr.headers).toEqual({
      authorization: 'Bearer member-token',
      'content-type': expect.stringMatching(/^multipart\/related; boundary=/),
    });
    const boundary = xhr.headers['content-type']!.split('boundary=')[1]!;
    const body = Buffer.from(await xhr.body!.arrayBuffer());
    expect(new Uint8Array(parseMultipart(body, boundary)[1]!.body)).toEqual(FILE);
    const head = body.length - FILE.length - `\r\n--${boundary}--\r\n`.length;
    for (const loaded of [0, head - 1, head + 5, body.length]) xhr.progress(loaded);
    xhr.respond(200, OBJECT);
    await expect(done).resolves.toEqual(OBJECT);
    expect(progress.mock.calls).toEqual([
      [0, FILE.length],
      [5, FILE.length],
      [FILE.length, FILE.length],
    ]);
  });

  it('aborts the request when the signal aborts: storage/canceled, no retry', async () => {
    const controller = new AbortController();
    const done = xhrUploader().upload(FILE, { ...UPLOAD, signal: controller.signal });
    const xhr = await sent(0);
    controller.abort();
    expect(xhr.aborted).toBe(true);
    expect((await rejection(done)).code).toBe('storage/canceled');
    expect(FakeXhr.instances).toHaveLength(1);
  });

  it('retries after a network error and a 503 with Retry-After, restarting progress', async () => {
    const progress = vi.fn();
    const done = xhrUploader().upload(FILE, { ...UPLOAD, onProgress: progress });
    const first = await sent(0);
    first.progress(first.body!.size);
    first.fire('error');
    (await sent(1)).respond(503, { error: { code: 503, message: 'busy' } }, { 'retry-after': '0' });
    (await sent(2)).respond(200, OBJECT);
    await expect(done).resolves.toEqual(OBJECT);
    expect(progress.mock.calls).toEqual([
      [0, FILE.length],
      [FILE.length, FILE.length],
      [0, FILE.length],
      [FILE.length, FILE.length],
    ]);
  });

  it('fails as storage/network-failure when every attempt times out', async () => {
    const done = xhrUploader({ retries: 1 }).upload(FILE, UPLOAD);
    (await sent(0)).fire('timeout');
    (await sent(1)).fire('timeout');
    expect(await rejection(done)).toMatchObject({ code: 'storage/network-failure', message: 'upload timeout' });
  });

  it('is the default transport where XMLHttpRequest exists', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const done = createStorageUploader({ baseUrl: 'https://api.shop.example', getToken: () => 'member-token' }).upload(FILE, UPLOAD);
    (await sent(0)).respond(200, OBJECT);
    await expect(done).resolves.toEqual(OBJECT);
  });
});
