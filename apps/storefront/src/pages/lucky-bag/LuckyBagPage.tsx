import { useTranslation } from 'react-i18next';

/** Placeholder until the page is built. */
export function LuckyBagPage() {
  const { t } = useTranslation();
  return <h1>{t('title.luckyBag')}</h1>;
}

