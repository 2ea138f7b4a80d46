import { useId } from 'react';
import { ALL_CATEGORIES } from '@storefront/api-contract';
import { useTranslation } from '@storefront/i18n/react';
import { Button, Logo } from '@storefront/ui';
import { renderRouterLink } from '../../app/shell/links.js';
import './NotFoundPage.css';
import { renderButtonLink } from '../../app/shell/links.js';

/**
 * The catch-all page of spec 2. It stands outside the shop's layout, so it brings its own banner
 * (the logo, home) and main landmark; it says plainly that the page does not exist and offers the
 * two ways on: home and every product.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="sf-not-found">
      <header className="sf-not-found__header">
        <Logo name={t('app.name')} renderLink={renderRouterLink} />
      </header>
      <main className="sf-not-found__main" aria-labelledby={headingId}>
        <p className="sf-not-found__code" aria-hidden="true">
          404
        </p>
        <h1 id={headingId} className="sf-not-found__heading">
          {t('notFound.heading')}
        </h1>
        <p className="sf-not-found__text">{t('notFound.description')}</p>
        <div className="sf-not-found__actions">
          <Button href="/" renderLink={renderButtonLink}>
            {t('notFound.backHome')}
          </Button>
          <Button variant="secondary" href={`/product-list/${ALL_CATEGORIES}`} renderLink={renderButtonLink}>
            {t('notFound.browseAll')}
          </Button>
        </div>
      </main>
    </div>
  );
}
