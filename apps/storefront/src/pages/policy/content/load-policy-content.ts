import type { Locale } from '@storefront/domain';
import type { PolicyContent } from './types.js';

// One chunk per language: a shopper downloads the texts of the language they read, not all three.
const LOADERS: Readonly<Record<Locale, () => Promise<PolicyContent>>> = {
  tw: async () => (await import('./zh-tw.js')).zhTw,
  cn: async () => (await import('./zh-cn.js')).zhCn,
  en: async () => (await import('./en.js')).en,
};

const requests = new Map<Locale, Promise<PolicyContent>>();
const loaded = new Map<Locale, PolicyContent>();

/**
 * Loads the policy texts of a language once per page load; a failed download is forgotten so
 * that a retry asks again.
 */
export function loadPolicyContent(locale: Locale): Promise<PolicyContent> {
  const pending = requests.get(locale);
  if (pending) return pending;
  const request = LOADERS[locale]().then(
    (content) => {
      loaded.set(locale, content);
      return content;
    },
    (error: unknown) => {
      requests.delete(locale);
      throw error;
    },
  );
  requests.set(locale, request);
  return request;
}

/** The policy texts of a language if they are already here, so a second visit draws them at once. */
export function loadedPolicyContent(locale: Locale): PolicyContent | undefined {
  return loaded.get(locale);
}
