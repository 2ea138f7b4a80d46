import { useTranslation } from 'react-i18next';

/** Placeholder until the page is built. */
export function ThemePage() {
  const { t } = useTranslation();
  return <h1>{t('title.themeDetail')}</h1>;
}

