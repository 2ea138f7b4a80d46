export { createI18n, resources } from './create-i18n.js';
export { formatDate, formatDateTime, formatNumber, type DateFormatOptions, type DateInput } from './format.js';
export type { CreateI18nOptions, I18n, ResourcesByLanguage, Translate, TranslateOptions } from './instance.js';
export { loadI18n } from './load-i18n.js';
export { PAGE_TITLE_KEYS, type PageTitleRoute } from './page-titles.js';
export type { AccountResources, Resources } from './resource-shape.js';
export { loadTextPart, prefetchTextPart, type TextPart } from './text-parts.js';
export type { TranslationKey } from './translation-key.js';
