import { Type, type Static, type TSchema } from 'typebox';
import { SHIP_ORIGINS } from './constants.js';

// Conventions of every v1 schema:
// - field names are snake_case, as in the spec;
// - money is a whole number of TWD (no cents), see Twd;
// - instants are integer milliseconds since the Unix epoch (UTC), see Timestamp;
// - display texts (names, descriptions, messages) are plain strings already in the language of the
//   request's `locale` header; rich text (articles, product descriptions) is sanitised HTML.

/** The largest value a PostgreSQL integer column holds: the upper bound of counts and amounts. */
export const INT32_MAX = 2_147_483_647;

/** A TWD amount: a whole, non-negative number of New Taiwan dollars. */
export const Twd = Type.Integer({ minimum: 0, maximum: INT32_MAX });
export type Twd = Static<typeof Twd>;

/** An instant as integer milliseconds since the Unix epoch (13 digits today, never seconds). */
export const Timestamp = Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 });
export type Timestamp = Static<typeof Timestamp>;

/** An identifier of the shop (product, theme, order...): 1 to 64 URL-safe characters. */
export const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
export type Id = Static<typeof Id>;

/** An e-mail address: at most 254 characters, one @, a dot in the domain and no spaces (domain checks the rest). */
export const Email = Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' });
export type Email = Static<typeof Email>;

/** An ISO 3166-1 alpha-2 country code in upper case, e.g. TW, CN, KR. */
export const CountryCode = Type.String({ pattern: '^[A-Z]{2}$' });
export type CountryCode = Static<typeof CountryCode>;

/** An international dialling code with its plus sign, e.g. +886. */
export const PhoneCode = Type.String({ pattern: '^\\+[0-9]{1,4}$' });
export type PhoneCode = Static<typeof PhoneCode>;

/** A phone number without its dialling code: 4 to 15 digits. */
export const PhoneNumber = Type.String({ pattern: '^[0-9]{4,15}$' });
export type PhoneNumber = Static<typeof PhoneNumber>;

/** An absolute or site-relative URL of an image or a link. */
export const Url = Type.String({ minLength: 1, maxLength: 2048 });
export type Url = Static<typeof Url>;

/** Sanitised HTML shown as rich text (articles, product and theme descriptions). */
export const RichText = Type.String({ maxLength: 1_000_000 });
export type RichText = Static<typeof RichText>;

/** Where a product ships from: TW (Taiwan) or CN (China). */
export const ShipOrigin = Type.Enum(SHIP_ORIGINS);
export type ShipOrigin = Static<typeof ShipOrigin>;

/** A 1-based page number of a paginated list. */
export const Page = Type.Integer({ minimum: 1, maximum: 100_000, default: 1 });

/** A page of a list: the items, the total count over all pages, the page number and its size. */
export function Paginated<T extends TSchema>(item: T) {
  return Type.Object({
    items: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    page_size: Type.Integer({ minimum: 1 }),
  });
}

/** The schema or null: how the contract marks a field that is present but may have no value. */
export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}
