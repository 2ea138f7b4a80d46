import { useTranslation } from 'react-i18next';

/** Placeholder until the page is built. */
export function SearchPage() {
  const { t } = useTranslation();
  return <h1>{t('title.search')}</h1>;
}

