import type { Locale } from '@storefront/domain';

/**
 * The shop's own addresses, set at build time through VITE_ variables (docs/configuration.md) so another
 * shop can deploy the same build steps with its own; the defaults are the demo shop's.
 */
export interface ShopConfig {
  readonly supportEmail: string;
  /** The partner site shown in the footer, by interface language. */
  readonly partnerUrls: Readonly<Record<Locale, string>>;
  readonly facebookUrl: string;
  readonly instagramUrl: string;
  /** The Firebase project of Google sign-in; a demo-* project exists only in the Auth emulator at emulatorUrl. */
  readonly firebase: {
    readonly apiKey: string;
    readonly authDomain: string;
    readonly projectId: string;
    readonly emulatorUrl: string | null;
  };
  /** WeChat sign-in: the OAuth page the shopper is sent to (the API's sandbox by default) and the shop's app id there. */
  readonly weixin: {
    readonly authorizeUrl: string;
    readonly appId: string | null;
  };
  /** Where avatars are uploaded: the storage service's origin (no path); '' is the storefront's own, proxied to the API. */
  readonly storageUrl: string;
}

const env = import.meta.env;

export const shopConfig: ShopConfig = {
  supportEmail: env.VITE_SUPPORT_EMAIL ?? 'service@storefront.example',
  partnerUrls: {
    tw: env.VITE_PARTNER_URL_TW ?? 'https://partner.storefront.example/zh-TW',
    cn: env.VITE_PARTNER_URL_CN ?? 'https://partner.storefront.example/zh-CN',
    en: env.VITE_PARTNER_URL_EN ?? 'https://partner.storefront.example/en',
  },
  facebookUrl: env.VITE_FACEBOOK_URL ?? 'https://www.facebook.com/',
  instagramUrl: env.VITE_INSTAGRAM_URL ?? 'https://www.instagram.com/',
  firebase: firebaseConfig(env.VITE_FIREBASE_PROJECT_ID ?? 'demo-storefront'),
  weixin: {
    authorizeUrl: env.VITE_WEIXIN_AUTHORIZE_URL ?? '/sandbox/weixin/authorize',
    appId: env.VITE_WEIXIN_APP_ID ?? null,
  },
  storageUrl: env.VITE_STORAGE_URL ?? '',
};

/** Google sign-in's settings: a demo-* project signs in through the Auth emulator (as the API verifies it), any other through Firebase. */
function firebaseConfig(projectId: string): ShopConfig['firebase'] {
  const demo = projectId.startsWith('demo-');
  return {
    apiKey: env.VITE_FIREBASE_API_KEY ?? (demo ? 'demo-api-key' : ''),
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    projectId,
    emulatorUrl: env.VITE_FIREBASE_AUTH_EMULATOR_URL ?? (demo ? 'http://127.0.0.1:9099' : null),
  };
}
