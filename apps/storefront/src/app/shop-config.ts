import type { Locale } from '@storefront/domain';

/**
 * The shop's own addresses, set at build time through VITE_ variables (see the README) so another
 * shop can deploy the same build steps with its own; the defaults are the demo shop's.
 */
export interface ShopConfig {
  readonly supportEmail: string;
  /** The partner site shown in the footer, by interface language. */
  readonly partnerUrls: Readonly<Record<Locale, string>>;
  readonly facebookUrl: string;
  readonly instagramUrl: string;
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
};
