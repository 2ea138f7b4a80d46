import { Type, type Static } from 'typebox';
import { Email, Id, Nullable, PhoneCode, PhoneNumber, Url } from './common.js';
import { ACCOUNT_STATUSES, GENDERS } from './constants.js';
import { Envelope } from './envelope.js';

/** A member's gender. */
export const Gender = Type.Enum(GENDERS);
export type Gender = Static<typeof Gender>;

/** The state of a member account. */
export const AccountStatus = Type.Enum(ACCOUNT_STATUSES);
export type AccountStatus = Static<typeof AccountStatus>;

/** A birthday as integer milliseconds since the epoch (UTC midnight); from 1900, so negative before 1970. */
export const BirthdayTimestamp = Type.Integer({ minimum: -2_208_988_800_000, maximum: 8_640_000_000_000_000 });

/** The member's profile (spec 3); empty strings and nulls are fields the member has not filled. */
export const UserInfo = Type.Object({
  user_id: Id,
  account_name: Type.String({ maxLength: 50 }),
  /** Avatar URL; empty: the client shows the default avatar. */
  avatar_picture: Type.String({ maxLength: 2048 }),
  account_status: AccountStatus,
  /** Local number without the dialling code; empty when not given. */
  phone_number: Type.String({ maxLength: 15 }),
  /** Dialling code such as +886; empty when not given. */
  phone_code: Type.String({ maxLength: 5 }),
  gender: Nullable(Gender),
  birthday_timestamp: Nullable(BirthdayTimestamp),
  /** The account's sign-in e-mail (read only), which checkout offers as the recipient's; absent for an account without one (WeChat). */
  email: Type.Optional(Email),
});
export type UserInfo = Static<typeof UserInfo>;

/** GET /personal and POST /personal response body: the (updated) profile. */
export const UserInfoResponse = Envelope(UserInfo);

/** POST /personal body: the fields to change, at least one, nothing else (spec 5). */
export const UpdateUserInfoBody = Type.Object(
  {
    account_name: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    /** URL of an image uploaded to storage (see upload.ts). */
    avatar_picture: Type.Optional(Url),
    phone_number: Type.Optional(PhoneNumber),
    phone_code: Type.Optional(PhoneCode),
    gender: Type.Optional(Gender),
    birthday_timestamp: Type.Optional(BirthdayTimestamp),
  },
  { minProperties: 1, additionalProperties: false },
);
export type UpdateUserInfoBody = Static<typeof UpdateUserInfoBody>;
