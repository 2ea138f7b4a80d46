import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import './Layout.css';

/** The shared layout of spec 2: header, main area, footer. */
export function Layout() {
  const { t } = useTranslation();
  return (
    <div className="sf-layout">
      <a className="sf-skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="sf-header">
        <Link to="/" className="sf-header__logo">
          {t('app.name')}
        </Link>
      </header>
      <main id="main" className="sf-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="sf-footer">
        <small>© {t('app.name')}</small>
      </footer>
    </div>
  );
}
