import type { i18n as I18next } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { I18n } from '../index.js';

/** Puts the page's i18next instance in reach of useTranslation (react-i18next's I18nextProvider). */
export function I18nProvider({ i18n, children }: { readonly i18n: I18n; readonly children: ReactNode }) {
  // I18n is the i18next instance itself, typed with the shop's t.
  return <I18nextProvider i18n={i18n as unknown as I18next}>{children}</I18nextProvider>;
}
