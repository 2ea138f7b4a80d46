/** How a call failed: the server answered an error, it timed out, the network failed, or the caller aborted it. */
export type ApiErrorKind = 'server' | 'timeout' | 'network' | 'aborted';

/**
 * A failed call, typed so callers can branch on code and status instead of parsing text. Its
 * message is what the error policy decided the shopper reads (spec 8), in the app's language.
 */
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

  /** The same failure told with another message. */
  withMessage(message: string): ApiError {
    return new ApiError(this.kind, message, this.code, this.status);
  }
}
