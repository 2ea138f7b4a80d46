import { useContext } from 'react';
import { I18nContext, useTranslation as useI18nextTranslation } from 'react-i18next';
import type { I18n, Translate } from '../index.js';

/**
 * react-i18next's useTranslation over the enclosing I18nProvider's instance, typed as the shop
 * calls it: `const { t, i18n } = useTranslation()`. Throws outside a provider rather than
 * rendering keys.
 */
export function useTranslation(): { readonly t: Translate; readonly i18n: I18n; readonly ready: boolean } {
  if (!useContext(I18nContext)?.i18n) throw new Error('useTranslation must be used inside I18nProvider');
  const { t, i18n, ready } = useI18nextTranslation();
  return { t: t as Translate, i18n: i18n as unknown as I18n, ready };
}
