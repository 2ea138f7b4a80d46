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
  /** Google sign-in's Firebase web app: project (default demo-storefront, the Auth emulator's), API key, auth domain. */
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  /** The Auth emulator's address; default http://127.0.0.1:9099 for a demo-* project, none otherwise. */
  readonly VITE_FIREBASE_AUTH_EMULATOR_URL?: string;
  /** WeChat's OAuth page (default: the API's sandbox, /sandbox/weixin/authorize) and the shop's app id there. */
  readonly VITE_WEIXIN_AUTHORIZE_URL?: string;
  readonly VITE_WEIXIN_APP_ID?: string;
  /** The storage service's origin for avatar uploads (no path); default: the storefront's own, proxied to the API. */
  readonly VITE_STORAGE_URL?: string;
  /** GA4 measurement ID (G-...): gtag.js is loaded and sent every analytics command; unset, they stay on window.dataLayer. */
  readonly VITE_GA4_MEASUREMENT_ID?: string;
}
