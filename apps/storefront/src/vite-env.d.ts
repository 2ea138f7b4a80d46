/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the shop API including /v1; defaults to /v1 on the storefront's own origin. */
  readonly VITE_API_BASE_URL?: string;
}
