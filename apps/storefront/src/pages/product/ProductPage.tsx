import { useTranslation } from 'react-i18next';

/** Placeholder until the page is built. */
export function ProductPage() {
  const { t } = useTranslation();
  return <h1>{t('title.productDetail')}</h1>;
}

