import { Type, type Static, type TSchema } from 'typebox';

/** Every successful answer wraps its payload as `{ data }`. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ data });
}

/** Every failed answer: a numeric code from the catalogue and a message in the request's language. */
export const ErrorBody = Type.Object({
  error_code: Type.Integer(),
  error_msg: Type.String(),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** Named error codes of the v1 contract. */
export const ErrorCode = {
  /** A request parameter is missing or malformed (HTTP 400). */
  PARAMETER_ERROR: 40004,
  /** The session is no longer valid: the client logs out (HTTP 403). */
  SESSION_INVALID: 40301,
  /** The route or resource does not exist (HTTP 404). */
  NOT_FOUND: 40401,
  /** The server failed; the message never carries internals (HTTP 500). */
  INTERNAL_ERROR: 50000,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
