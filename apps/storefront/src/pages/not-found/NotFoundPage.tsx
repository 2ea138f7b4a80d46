import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The catch-all page: says so plainly and offers the way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="sf-not-found">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.description')}</p>
      <p>
        <Link to="/">{t('notFound.backHome')}</Link>
      </p>
    </main>
  );
}
