import { useTranslation } from '@storefront/i18n/react';
import { Logo } from '@storefront/ui';
import { renderRouterLink } from '../shell/links.js';
import { RouteError } from './RouteError.js';

/**
 * The error boundary of the whole route table, for what fails outside a page (the layout itself,
 * the account pages' frame). The shop's header may be what failed, so this frame is the logo alone.
 */
export function RootError() {
  const { t } = useTranslation();
  return (
    <div className="sf-error-frame">
      <header className="sf-error-frame__header">
        <Logo name={t('app.name')} renderLink={renderRouterLink} />
      </header>
      <main id="main" className="sf-error-frame__main">
        <RouteError />
      </main>
    </div>
  );
}
