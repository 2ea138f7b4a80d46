import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../app/use-page-title.js';

/** The catch-all page: says so plainly and offers the way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle('title.notFound');
  return (
    <section>
      <h1>{t('notFound.heading')}</h1>
      <p>
        <Link to="/">{t('notFound.backHome')}</Link>
      </p>
    </section>
  );
}
