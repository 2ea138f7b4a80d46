import i18next, { type i18n as I18next } from 'i18next';
import { DEFAULT_LOCALE, type LanguageTag, type Locale, toLanguageTag } from '@storefront/domain';
import type { DateFormatOptions } from './format.js';
import { createFormatter } from './formatter.js';
import type { Resources } from './resource-shape.js';

/** Options of createI18n and loadI18n: timeZone is where dates are shown (default: the runtime's). */
export type CreateI18nOptions = DateFormatOptions;

/** Resources by language tag, in one namespace, as i18next takes them: all of them, or some of the groups (loadI18n's, before loadTextPart adds the rest). */
export type ResourcesByLanguage = Partial<Record<LanguageTag, { readonly translation: Partial<Resources> }>>;

/** What t() takes: the placeholders' values, and the text to use when the key has none. */
export interface TranslateOptions {
  readonly defaultValue?: string;
  readonly [name: string]: unknown;
}

/** Translates a key (a dotted path into the resources) with its placeholders filled. */
export type Translate = (key: string, options?: TranslateOptions) => string;

/**
 * An i18next instance for one locale. Its t is typed as the shop calls it (a dotted key, values,
 * a string back) rather than with i18next's key inference: keys are also built at run time
 * (`errors.${code}`), and the key-usage test checks the static ones against the resources.
 */
export type I18n = Omit<I18next, 't' | 'language'> & {
  /** The language tag, e.g. zh-TW. */
  readonly language: LanguageTag;
  /** The shop's locale, e.g. tw. */
  readonly locale: Locale;
  readonly t: Translate;
};

/**
 * An initialised i18next instance of its own (no global one that leaks between tests or apps) for
 * a locale over the given languages' resources. zh-TW is the fallback for a key the language
 * lacks, then the defaultValue, then the key itself.
 */
export function createI18nInstance(locale: Locale, resources: ResourcesByLanguage, options: CreateI18nOptions): I18n {
  const instance = i18next.createInstance().use(createFormatter(options));
  void instance.init({
    resources,
    lng: toLanguageTag(locale),
    fallbackLng: toLanguageTag(DEFAULT_LOCALE),
    // The tags are the resources' own: no 'zh' lookup between zh-TW and the fallback.
    load: 'currentOnly',
    // One namespace: a colon in a key is part of the key, not a namespace's end.
    nsSeparator: false,
    // Single braces, as the spec writes its placeholders ('please enter {label}'); React escapes output.
    // alwaysFormat: numbers are grouped per locale in every text (see createFormatter).
    interpolation: { escapeValue: false, prefix: '{', suffix: '}', alwaysFormat: true },
    // A key that names a group of texts reads as the key, like a missing one.
    returnedObjectHandler: (key) => key,
    // Resources are at hand: init finishes before it returns, and react-i18next never suspends.
    initAsync: false,
  });
  return Object.assign(instance, { locale }) as unknown as I18n;
}
