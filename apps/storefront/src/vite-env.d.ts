/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the shop API including /v1; defaults to /v1 on the storefront's own origin. */
  readonly VITE_API_BASE_URL?: string;
  /** The customer service address in the footer. */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** The partner site in the footer, by interface language. */
  readonly VITE_PARTNER_URL_TW?: string;
  readonly VITE_PARTNER_URL_CN?: string;
  readonly VITE_PARTNER_URL_EN?: string;
  /** The shop's social pages in the footer. */
  readonly VITE_FACEBOOK_URL?: string;
  readonly VITE_INSTAGRAM_URL?: string;
}
