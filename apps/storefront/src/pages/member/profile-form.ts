import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES, type UpdateUserInfoBody, type UserInfo } from '@storefront/api-contract';
import { profileEditSchema, type ProfileEditValues } from '@storefront/domain';

/** The profile form's values as its controls hold them: text, a radio's value ('' for none) and a date input's YYYY-MM-DD. */
export interface ProfileFormValues {
  readonly account_name: string;
  readonly phone_code: string;
  readonly phone_number: string;
  readonly gender: string;
  /** The date input's value, YYYY-MM-DD (the birthday's UTC calendar day), '' when not given. */
  readonly birthday_timestamp: string;
}

const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A birthday (ms, UTC midnight) as a date input's value; '' when none. UTC, so the day is the same in every time zone. */
export function birthdayToDateInput(timestamp: number | null | undefined): string {
  if (timestamp === null || timestamp === undefined || !Number.isFinite(timestamp)) return '';
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  const year = date.getUTCFullYear();
  if (year < 0 || year > 9999) return '';
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** A date input's value (YYYY-MM-DD) as the API's birthday: ms at that day's UTC midnight; undefined when empty, NaN when not a real day. */
export function dateInputToBirthday(value: string): number | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  const match = DATE_INPUT.exec(text);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  // 2023-02-30 would roll over to March: not a day anyone was born on.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date.getTime() : Number.NaN;
}

/** The form's first values: the profile as it is, blanks where the member has filled nothing. */
export function profileFormValues(user: UserInfo): ProfileFormValues {
  return {
    account_name: user.account_name,
    phone_code: user.phone_code,
    phone_number: user.phone_number,
    gender: user.gender ?? '',
    birthday_timestamp: birthdayToDateInput(user.birthday_timestamp),
  };
}

/** The control values as domain's profile schema reads them: no gender chosen is no gender, the date is milliseconds. */
function controlsToProfile(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const form = value as Record<string, unknown>;
  return {
    ...form,
    gender: form.gender === '' ? undefined : form.gender,
    birthday_timestamp:
      typeof form.birthday_timestamp === 'string' ? dateInputToBirthday(form.birthday_timestamp) : form.birthday_timestamp,
  };
}

/** domain's profileEditSchema judging the form's controls: the same rules and messages, errors at the same paths. */
export const profileFormSchema = profileEditSchema.transform(controlsToProfile);

/**
 * What POST /personal is sent: the fields whose (cast) values differ from the profile. A field left
 * blank is not sent, as the API cannot empty one; an empty result means there is nothing to save.
 */
export function profileChanges(user: UserInfo, values: ProfileEditValues): UpdateUserInfoBody {
  const changes: { -readonly [K in keyof UpdateUserInfoBody]: UpdateUserInfoBody[K] } = {};
  const text = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());
  const name = text(values.account_name);
  if (name !== undefined && name !== user.account_name) changes.account_name = name;
  const code = text(values.phone_code);
  if (code !== undefined && code !== user.phone_code) changes.phone_code = code;
  const number = text(values.phone_number);
  if (number !== undefined && number !== user.phone_number) changes.phone_number = number;
  if (values.gender !== undefined && values.gender !== user.gender) changes.gender = values.gender;
  const birthday = values.birthday_timestamp;
  if (birthday !== undefined && birthday !== user.birthday_timestamp) changes.birthday_timestamp = birthday;
  return changes;
}

/** Why a chosen file cannot be an avatar: not one of the image types, or over the size limit; null when it may be sent. */
export function avatarFileProblem(file: { readonly type: string; readonly size: number }): 'type' | 'size' | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return null;
}

/**
 * Where a member's avatar is stored: one object under the member's own prefix (users/<user_id>/, the
 * only place the storage service lets them write), replaced by each new picture so old ones do not
 * fill the member's quota. Each upload gets a new download token, so the new link never shows the old picture.
 */
export function avatarObjectName(userId: string): string {
  return `users/${userId}/avatar`;
}

/** The upload's progress as a whole percentage, 0 to 100. */
export function uploadPercent(sent: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((sent / total) * 100)));
}
