import { Type, type Static } from 'typebox';
import { Email } from './common.js';
import { Envelope } from './envelope.js';

/** A password as typed at login or as the old one: checked against the account, not the rule. */
export const Password = Type.String({ minLength: 1, maxLength: 128 });
export type Password = Static<typeof Password>;

/** A new password: 6 to 20 ASCII letters and digits with at least one of each (spec 5). */
export const NewPassword = Type.String({
  minLength: 6,
  maxLength: 20,
  pattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
});
export type NewPassword = Static<typeof NewPassword>;

/** An e-mail verification code: exactly six digits (spec 5). */
export const VerificationCode = Type.String({ pattern: '^[0-9]{6}$' });
export type VerificationCode = Static<typeof VerificationCode>;

/** The one-time checksum a reset-password link carries. */
export const Checksum = Type.String({ minLength: 8, maxLength: 512, pattern: '^[A-Za-z0-9_.~-]+$' });
export type Checksum = Static<typeof Checksum>;

/** A member session: the jwt the client sends as `authorization: Bearer <token>`. */
export const AuthToken = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 4096, pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$' }),
});
export type AuthToken = Static<typeof AuthToken>;
/** The response body of every call that logs in: `{ data: { token } }`. */
export const AuthTokenResponse = Envelope(AuthToken);

/** POST /account/login body: e-mail account and password. */
export const LoginBody = Type.Object({
  account: Email,
  password: Password,
});
export type LoginBody = Static<typeof LoginBody>;

/** POST /account/firebaseLogin body: the Firebase ID token of a Google sign-in. */
export const FirebaseLoginBody = Type.Object({
  id_token: Type.String({ minLength: 1, maxLength: 8192 }),
});
export type FirebaseLoginBody = Static<typeof FirebaseLoginBody>;

/** POST /account/weixinLogin body: the OAuth authorisation code WeChat returned, and its state. */
export const WeixinLoginBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 256 }),
  state: Type.Optional(Type.String({ maxLength: 256 })),
});
export type WeixinLoginBody = Static<typeof WeixinLoginBody>;

/** POST /account/send-verification-email body: where to send a sign-up verification code (a daily limit applies). */
export const SendVerificationEmailBody = Type.Object({
  account: Email,
});
export type SendVerificationEmailBody = Static<typeof SendVerificationEmailBody>;

/** POST /account/verify-account body: checks the code sent to the account before the password is set. */
export const VerifyAccountBody = Type.Object({
  account: Email,
  verification_code: VerificationCode,
});
export type VerifyAccountBody = Static<typeof VerifyAccountBody>;

/** POST /account/register body: the verified account, its code and the new password; answers a token (logged in). */
export const RegisterBody = Type.Object({
  account: Email,
  password: NewPassword,
  verification_code: VerificationCode,
});
export type RegisterBody = Static<typeof RegisterBody>;

/** POST /account/forget-password body: the account to e-mail a reset link (with a checksum) to. */
export const ForgetPasswordBody = Type.Object({
  account: Email,
});
export type ForgetPasswordBody = Static<typeof ForgetPasswordBody>;

/** Change password through a reset link: its checksum and the new password; no login needed. */
export const ChangePasswordByChecksum = Type.Object({
  checksum: Checksum,
  new_password: NewPassword,
});
export type ChangePasswordByChecksum = Static<typeof ChangePasswordByChecksum>;

/** Change password while logged in: the old password and the new one. */
export const ChangePasswordByOldPassword = Type.Object({
  old_password: Password,
  new_password: NewPassword,
});
export type ChangePasswordByOldPassword = Static<typeof ChangePasswordByOldPassword>;

/** POST /account/change-password body: by reset checksum or by old password; the client then asks to log in again. */
export const ChangePasswordBody = Type.Union([ChangePasswordByChecksum, ChangePasswordByOldPassword]);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** POST /account/verify-checksum body: the checksum of a reset link, checked when the reset page opens. */
export const VerifyChecksumBody = Type.Object({
  checksum: Checksum,
});
export type VerifyChecksumBody = Static<typeof VerifyChecksumBody>;

/** POST /account/verify-checksum answer: the account the valid link belongs to. */
export const ChecksumAccount = Type.Object({
  account: Email,
});
export type ChecksumAccount = Static<typeof ChecksumAccount>;
/** POST /account/verify-checksum response body. */
export const ChecksumAccountResponse = Envelope(ChecksumAccount);
