import { Type, type Static, type TSchema } from 'typebox';

/** Every successful answer wraps its payload as `{ data }`; the client unwraps it. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ data });
}

/** Every failed answer: a numeric code from the catalogue (ErrorCode) and a message in the request's language, with the code's HTTP status. */
export const ErrorBody = Type.Object({
  error_code: Type.Integer(),
  error_msg: Type.String(),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** The `{ data: null }` answer of a call that only reports success. */
export const EmptyResponse = Envelope(Type.Null());
export type EmptyResponse = Static<typeof EmptyResponse>;
