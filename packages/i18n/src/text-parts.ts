import type { Locale } from '@storefront/domain';
import type { I18n } from './instance.js';
import type { AccountResources } from './resource-shape.js';

/**
 * The texts not every page needs, each a JSON file per language of its own (`resources/<part>/`):
 * `account` holds those of signing in, the cart, checkout, payment, orders and the member centre.
 * loadI18n starts an app with the rest; a page that needs a part loads it with loadTextPart.
 */
export type TextPart = 'account';

const LOADERS: Readonly<Record<TextPart, Readonly<Record<Locale, () => Promise<{ readonly default: AccountResources }>>>>> = {
  account: {
    tw: () => import('./resources/account/zh-tw.json'),
    cn: () => import('./resources/account/zh-cn.json'),
    en: () => import('./resources/account/en.json'),
  },
};

/**
 * Starts downloading a part's file for a language before the instance exists (its texts are added
 * by loadTextPart, which then finds the file already fetched or on its way). A failure is left
 * for loadTextPart to report: the prefetch itself throws nothing and leaves no unhandled rejection.
 */
export function prefetchTextPart(locale: Locale, part: TextPart): void {
  LOADERS[part][locale]().catch(() => undefined);
}

const loading = new WeakMap<I18n, Map<TextPart, Promise<void>>>();

/**
 * Adds a part's texts, in the instance's language, to the instance's one namespace (the keys stay
 * as they are, e.g. 'checkout.title'). Each part is fetched once per instance; a failed fetch
 * rejects and is tried again on the next call.
 */
export function loadTextPart(i18n: I18n, part: TextPart): Promise<void> {
  let parts = loading.get(i18n);
  if (!parts) {
    parts = new Map();
    loading.set(i18n, parts);
  }
  const started = parts.get(part);
  if (started) return started;
  const load = LOADERS[part][i18n.locale]().then(({ default: texts }) => {
    i18n.addResourceBundle(i18n.language, 'translation', texts, true, false);
  });
  parts.set(part, load);
  load.catch(() => parts.delete(part));
  return load;
}
