import { useTranslation } from 'react-i18next';

/** Placeholder until the page is built. */
export function ThemeListPage() {
  const { t } = useTranslation();
  return <h1>{t('title.theme')}</h1>;
}

