import { Type, type Static, type TSchema } from 'typebox';

/** Every successful answer wraps its payload as `{ data }`; the client unwraps it. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ data });
}

/**
 * Every failed answer: a numeric code from the catalogue (ErrorCode) and a message in the request's
 * language, with the code's HTTP status. error_fields, on a form's refusal (ADDRESS_INVALID), maps
 * each failing field to its validation message key (the domain's, e.g. validation.required), which
 * the client's i18n words.
 */
export const ErrorBody = Type.Object({
  error_code: Type.Integer(),
  error_msg: Type.String(),
  error_fields: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** The `{ data: null }` answer of a call that only reports success. */
export const EmptyResponse = Envelope(Type.Null());
export type EmptyResponse = Static<typeof EmptyResponse>;
