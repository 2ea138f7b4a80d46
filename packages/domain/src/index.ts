export {
  DEFAULT_LOCALE,
  fromLanguageTag,
  isSupportedLocale,
  LOCALES,
  toLanguageTag,
  type LanguageTag,
  type Locale,
} from './locale.js';
export { effectivePrice, formatTwd, type Priced } from './price.js';
