export { createI18n, resources } from './create-i18n.js';
export type { Resources } from './resources/en.js';
