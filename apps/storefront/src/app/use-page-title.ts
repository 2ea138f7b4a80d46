import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title to the page's title and the shop's name, in the current language. */
export function usePageTitle(titleKey: string): void {
  const { t } = useTranslation();
  const title = `${t(titleKey)} | ${t('app.name')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
