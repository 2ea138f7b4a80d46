/** Request headers of the v1 contract, sent by the client on every call. */
export const RequestHeader = {
  /** zh-TW, zh-CN or en: the language of every display text and error message. */
  LOCALE: 'locale',
  /** Always `Web` for the storefront. */
  OS: 'os',
  /** The age-restricted domain flag. */
  FROM: 'from',
  /** The storefront's host. */
  WEBSITE: 'website',
  /** `Bearer <jwt>` when logged in. */
  AUTHORIZATION: 'authorization',
} as const;

/** The path every v1 call sits under. */
export const API_BASE_PATH = '/v1';
