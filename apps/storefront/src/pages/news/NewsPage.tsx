import { useTranslation } from 'react-i18next';

/** Placeholder until the page is built. */
export function NewsPage() {
  const { t } = useTranslation();
  return <h1>{t('title.newsDetail')}</h1>;
}

