import { useTranslation } from 'react-i18next';

/** Placeholder until the page is built. */
export function ProductListPage() {
  const { t } = useTranslation();
  return <h1>{t('title.productList')}</h1>;
}

