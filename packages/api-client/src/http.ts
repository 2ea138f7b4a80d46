import { RequestHeader } from '@storefront/api-contract';
import { type Locale, toLanguageTag } from '@storefront/domain';
import { ApiError } from './api-error.js';
import { applyErrorPolicy, type CallPolicy, type PolicyHandlers } from './policy.js';

/** Request timeout of spec 9. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** What the app tells the client; everything environmental comes in here, never from globals. */
export interface ApiClientOptions extends PolicyHandlers {
  /** Base URL including the v1 path, e.g. `/v1` behind a proxy or `https://api.example.com/v1`. */
  readonly baseUrl: string;
  /** The current interface locale, read on every call. */
  readonly getLocale: () => Locale;
  /** The member's jwt, when logged in. */
  readonly getToken?: () => string | null | undefined;
  /** The storefront's host, sent as the `website` header. */
  readonly website?: string;
  /** The age-restricted domain flag, sent on every call as the `from` header (`true` or `false`); default false, a shop's own domain. */
  readonly from?: boolean;
  readonly timeoutMs?: number;
  /** A fetch implementation; defaults to the global one. */
  readonly fetch?: typeof fetch;
  /** Turns the global loading overlay on (true) and off (false) around the calls that ask for it; overlapping calls show it once. */
  readonly onLoading?: (loading: boolean) => void;
}

/** What a caller may say about one call: its error messages, and the route's flags overridden. */
export interface CallOptions extends CallPolicy {
  /** Show the loading overlay while the call runs; default the route's flag (spec 7 "with loading"). */
  readonly loading?: boolean;
  /** Aborts the call (the page went away); an aborted call shows nothing. */
  readonly signal?: AbortSignal;
}

/** One HTTP call of the v1 contract, with how its failures and loading are treated. */
interface RequestSpec extends CallOptions {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly body?: unknown;
}

/** Sends a call with the spec's headers and timeout and unwraps `{ data }`; failures go through the error policy and reject with ApiError. */
export type Requester = <T>(spec: RequestSpec) => Promise<T>;

/** Builds the URL of a call: base URL, path and the defined query parameters. */
function buildUrl(baseUrl: string, { path, query }: RequestSpec): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
}

/** Creates the transport every typed call goes through. */
export function createRequester(options: ApiClientOptions): Requester {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let loadingCalls = 0;
  return async function request<T>(spec: RequestSpec): Promise<T> {
    const loading = spec.loading === true && options.onLoading !== undefined;
    if (loading && loadingCalls++ === 0) options.onLoading!(true);
    try {
      return await send<T>(spec);
    } catch (error) {
      throw error instanceof ApiError ? applyErrorPolicy(error, spec, options) : error;
    } finally {
      if (loading && --loadingCalls === 0) options.onLoading!(false);
    }
  };

  async function send<T>(spec: RequestSpec): Promise<T> {
    const doFetch = options.fetch ?? globalThis.fetch;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      [RequestHeader.OS]: 'Web',
      [RequestHeader.LOCALE]: toLanguageTag(options.getLocale()),
      [RequestHeader.FROM]: String(options.from ?? false),
    };
    if (options.website) headers[RequestHeader.WEBSITE] = options.website;
    const token = options.getToken?.();
    if (token) headers[RequestHeader.AUTHORIZATION] = `Bearer ${token}`;

    let response: Response;
    try {
      response = await doFetch(buildUrl(options.baseUrl, spec), {
        method: spec.method,
        headers,
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        signal: spec.signal ? AbortSignal.any([spec.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (spec.signal?.aborted) throw new ApiError('aborted', 'the call was aborted');
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new ApiError('timeout', `request timed out after ${timeoutMs} ms`);
      }
      throw new ApiError('network', error instanceof Error ? error.message : String(error));
    }

    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const failure = (body ?? {}) as { error_code?: unknown; error_msg?: unknown };
      throw new ApiError(
        'server',
        typeof failure.error_msg === 'string' ? failure.error_msg : `HTTP ${response.status}`,
        typeof failure.error_code === 'number' ? failure.error_code : undefined,
        response.status,
      );
    }
    if (body === null || typeof body !== 'object' || !('data' in body)) {
      throw new ApiError('server', 'response without data', undefined, response.status);
    }
    return body.data as T;
  }
}
