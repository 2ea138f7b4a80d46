import type { ReactNode } from 'react';
import type { I18n } from '../index.js';
import { I18nContext } from './context.js';

/** Puts the page's translations in reach of useTranslation. */
export function I18nProvider({ i18n, children }: { readonly i18n: I18n; readonly children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}
