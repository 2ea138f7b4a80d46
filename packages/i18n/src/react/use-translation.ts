import { useContext } from 'react';
import type { I18n, Translate } from '../index.js';
import { I18nContext } from './context.js';

/** The translations of the enclosing I18nProvider: `const { t } = useTranslation()`. */
export function useTranslation(): { readonly t: Translate; readonly i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation must be used inside I18nProvider');
  return { t: i18n.t, i18n };
}
