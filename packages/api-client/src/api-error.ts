/** How a call failed: the server's error code, a timeout, or a network failure. */
export type ApiErrorKind = 'server' | 'timeout' | 'network';

/** A failed call, typed so callers can branch on code and status instead of parsing text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** The server's error_code, when it sent one. */
    readonly code?: number,
    /** The HTTP status, when a response arrived. */
    readonly status?: number,
  ) {
    super(message);
  }
}
