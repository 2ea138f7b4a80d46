export { I18nProvider } from './I18nProvider.js';
export { useTranslation } from './use-translation.js';
