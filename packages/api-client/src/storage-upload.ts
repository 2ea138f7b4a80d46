import {
  STORAGE_ERROR_STATUS,
  STORAGE_RETRY_STATUSES,
  StorageErrorCode,
  type StorageObject,
  type StorageUploadMetadata,
} from '@storefront/api-contract';

// A multipart upload to Cloud Storage's JSON API (as apps/api serves it): one request carrying the
// metadata and the file, retried with backoff when the service or the network falters.

/** A failed upload, by the contract's storage codes (spec 8), so the app can word it without parsing text. */
export class StorageError extends Error {
  override readonly name = 'StorageError';

  constructor(
    readonly code: StorageErrorCode,
    message: string,
    /** The HTTP status of the last answer, when one arrived. */
    readonly status?: number,
    /** The body of that answer, as the service sent it. */
    readonly serverResponse?: string,
  ) {
    super(message);
  }
}

/** What a transport sends: one POST of the whole body; it reports the request body's bytes sent so far. */
export interface StorageTransportRequest {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Blob;
  readonly signal?: AbortSignal;
  readonly onProgress: (loaded: number) => void;
}

/** What a transport answers for any HTTP status; it rejects only when no answer arrived (network failure, abort). */
export interface StorageTransportResponse {
  readonly status: number;
  readonly body: string;
  readonly header: (name: string) => string | null;
}

/** Sends one upload request; injectable so an app or a test chooses how bytes leave. */
export type StorageTransport = (request: StorageTransportRequest) => Promise<StorageTransportResponse>;

/** The part of XMLHttpRequest the XHR transport uses, so a test can stand in for it. */
export interface XhrLike {
  readonly status: number;
  readonly responseText: string;
  readonly upload: { addEventListener(type: 'progress', listener: (event: { loaded: number }) => void): void };
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  getResponseHeader(name: string): string | null;
  addEventListener(type: 'load' | 'error' | 'abort' | 'timeout', listener: () => void): void;
  send(body: Blob): void;
  abort(): void;
}

/** A transport over XMLHttpRequest: the only browser API that reports upload progress. */
export function xhrTransport(Xhr: new () => XhrLike): StorageTransport {
  return ({ url, headers, body, signal, onProgress }) =>
    new Promise((resolve, reject) => {
      const xhr = new Xhr();
      const abort = () => xhr.abort();
      const settle = (done: () => void) => () => {
        signal?.removeEventListener('abort', abort);
        done();
      };
      xhr.open('POST', url);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.addEventListener('progress', (event) => onProgress(event.loaded));
      xhr.addEventListener(
        'load',
        settle(() => resolve({ status: xhr.status, body: xhr.responseText, header: (name) => xhr.getResponseHeader(name) })),
      );
      for (const type of ['error', 'abort', 'timeout'] as const) {
        xhr.addEventListener(
          type,
          settle(() => reject(new Error(`upload ${type}`))),
        );
      }
      signal?.addEventListener('abort', abort, { once: true });
      xhr.send(body);
    });
}

/** A transport over fetch, for runtimes without XMLHttpRequest: progress only at the start and the end. */
export function fetchTransport(doFetch: typeof fetch): StorageTransport {
  return async ({ url, headers, body, signal }) => {
    const response = await doFetch(url, { method: 'POST', headers, body, signal });
    return { status: response.status, body: await response.text(), header: (name) => response.headers.get(name) };
  };
}

/** Delays between attempts: exponential from initialMs, capped at maxMs, each shortened by up to `jitter` of itself at random. */
export interface StorageBackoff {
  readonly initialMs?: number;
  readonly maxMs?: number;
  /** 0 to 1; 0.5 waits between half and all of the delay, so clients that failed together retry apart. */
  readonly jitter?: number;
}

/** Where and how the uploader sends. */
export interface StorageUploaderOptions {
  /** The API's origin (no /v1), e.g. `https://api.shop.example`. */
  readonly baseUrl: string;
  /** The member's token; without one an upload fails as storage/unauthenticated before sending. */
  readonly getToken: () => string | null | undefined;
  readonly bucket?: string;
  /** Further attempts after a 5xx, 408, 429 or a network failure; default 3. */
  readonly retries?: number;
  readonly backoff?: StorageBackoff;
  /** Default: XMLHttpRequest where the runtime has it (progress), else the global fetch. */
  readonly transport?: StorageTransport;
}

/** One file to upload: the contract's metadata (name such as `users/<user_id>/avatar.png`) plus progress and cancel. */
export interface StorageUploadOptions extends StorageUploadMetadata {
  /** Bytes of the file sent, of its size, on each change; back to 0 when an attempt is retried. */
  readonly onProgress?: (sent: number, total: number) => void;
  /** Aborting cancels the upload, also between attempts: storage/canceled. */
  readonly signal?: AbortSignal;
}

/** Uploads files for the signed-in member. */
export interface StorageUploader {
  readonly upload: (file: Blob | Uint8Array<ArrayBuffer>, options: StorageUploadOptions) => Promise<StorageObject>;
}

const canceled = () => new StorageError(StorageErrorCode.CANCELED, 'The upload was canceled.');

/** Waits before a retry; aborting the signal ends the wait as storage/canceled. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      reject(canceled());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/** Retry-After in ms, from seconds or an HTTP date; undefined when absent or unreadable. */
function retryAfterMs(value: string | null): number | undefined {
  if (!value) return undefined;
  const ms = /^\s*\d+\s*$/.test(value) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  return Number.isNaN(ms) ? undefined : Math.max(0, ms);
}

/** The error a final answer stands for: the contract's code for its status, network-failure when retries ran out. */
function answerError(status: number, body: string, retryable: boolean): StorageError {
  let message = `HTTP ${status}`;
  try {
    const served = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message;
    if (typeof served === 'string') message = served;
  } catch {
    // Not Cloud Storage's JSON error: the status says enough.
  }
  const code = retryable
    ? StorageErrorCode.NETWORK_FAILURE
    : ((Object.keys(STORAGE_ERROR_STATUS) as StorageErrorCode[]).find((key) => STORAGE_ERROR_STATUS[key] === status) ??
      StorageErrorCode.UNKNOWN);
  return new StorageError(code, message, status, body);
}

/** The object resource of a successful answer, or undefined when the body is not one. */
function readObject(body: string): StorageObject | undefined {
  try {
    const object = JSON.parse(body) as Partial<StorageObject> | null;
    return typeof object?.name === 'string' && typeof object.mediaLink === 'string' ? (object as StorageObject) : undefined;
  } catch {
    return undefined;
  }
}

/** Creates an uploader for Cloud Storage's multipart protocol, with the spec's retries (5xx, 408, 429) and errors (spec 8). */
export function createStorageUploader(options: StorageUploaderOptions): StorageUploader {
  const { baseUrl, getToken, bucket = 'storefront', retries = 3 } = options;
  const { initialMs = 500, maxMs = 8000, jitter = 0.5 } = options.backoff ?? {};
  const transport =
    options.transport ??
    (typeof globalThis.XMLHttpRequest === 'function' ? xhrTransport(globalThis.XMLHttpRequest) : fetchTransport(globalThis.fetch));
  const url = `${baseUrl.replace(/\/+$/, '')}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o?uploadType=multipart`;

  async function upload(
    file: Blob | Uint8Array<ArrayBuffer>,
    { onProgress, signal, ...metadata }: StorageUploadOptions,
  ): Promise<StorageObject> {
    const total = file instanceof Uint8Array ? file.byteLength : file.size;
    const boundary = `storefront-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${JSON.stringify(metadata)}\r\n` +
        `--${boundary}\r\nContent-Type: ${metadata.contentType}\r\n\r\n`,
    );
    const body = new Blob([head, file, `\r\n--${boundary}--\r\n`]);
    let reported = -1;
    const report = (sent: number) => {
      if (sent === reported) return;
      reported = sent;
      onProgress?.(sent, total);
    };

    for (let attempt = 0; ; attempt++) {
      if (signal?.aborted) throw canceled();
      const token = getToken();
      if (!token) throw new StorageError(StorageErrorCode.UNAUTHENTICATED, 'Sign in to upload files.');
      const last = attempt >= retries;
      let delay = initialMs * 2 ** attempt * (1 - jitter * Math.random());
      report(0);
      try {
        const answer = await transport({
          url,
          headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/related; boundary=${boundary}` },
          body,
          signal,
          onProgress: (loaded) => report(Math.min(total, Math.max(0, loaded - head.byteLength))),
        });
        if (answer.status >= 200 && answer.status < 300) {
          const object = readObject(answer.body);
          if (!object)
            throw new StorageError(StorageErrorCode.UNKNOWN, 'The service answered without a stored object.', answer.status, answer.body);
          report(total);
          return object;
        }
        const retryable = answer.status >= 500 || STORAGE_RETRY_STATUSES.includes(answer.status);
        if (!retryable || last) throw answerError(answer.status, answer.body, retryable);
        delay = retryAfterMs(answer.header('retry-after')) ?? delay;
      } catch (error) {
        if (error instanceof StorageError) throw error;
        if (signal?.aborted) throw canceled();
        if (last) throw new StorageError(StorageErrorCode.NETWORK_FAILURE, error instanceof Error ? error.message : String(error));
      }
      await pause(Math.min(maxMs, delay), signal);
    }
  }

  return { upload };
}
