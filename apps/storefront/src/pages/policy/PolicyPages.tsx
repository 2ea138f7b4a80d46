import { useTranslation } from 'react-i18next';

/** Placeholder until the page is built. */
export function PrivacyPage() {
  const { t } = useTranslation();
  return <h1>{t('title.privacy')}</h1>;
}

/** Placeholder until the page is built. */
export function ShippingTermsPage() {
  const { t } = useTranslation();
  return <h1>{t('title.shippingTerms')}</h1>;
}

/** Placeholder until the page is built. */
export function ReturnPolicyPage() {
  const { t } = useTranslation();
  return <h1>{t('title.returnPolicy')}</h1>;
}

/** Placeholder until the page is built. */
export function AboutUsPage() {
  const { t } = useTranslation();
  return <h1>{t('title.aboutUs')}</h1>;
}

