import { useTranslation } from '@storefront/i18n/react';
import { renderRouterLink } from '../shell/links.js';
import { LogoFrame } from '../shell/LogoFrame.js';
import { RouteError } from './RouteError.js';

/**
 * The error boundary of the whole route table, for what fails outside a page (the layout itself,
 * the account pages' frame). The shop's header may be what failed, so this frame is the logo alone.
 */
export function RootError() {
  const { t } = useTranslation();
  return (
    <LogoFrame name={t('app.name')} renderLink={renderRouterLink}>
      <RouteError />
    </LogoFrame>
  );
}
