import { useTranslation } from 'react-i18next';

/** Placeholder until the page is built. */
export function NewsListPage() {
  const { t } = useTranslation();
  return <h1>{t('title.newsList')}</h1>;
}

