import type { ReactNode } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@storefront/i18n/react';
import { ageVerified, selectIsAgeVerified } from '@storefront/store';
import { useAppDispatch, useAppSelector } from '@storefront/store/react';
import { AgeGateDialog } from '@storefront/ui';

/**
 * Whether the tab holds a page of the shop before this one. The Navigation API knows, whether
 * that page was reached by a link of the app or by an address typed in the same tab; another
 * site's page or a new tab's blank page before it does not count. The router alone only knows
 * its own entries: where the browser lacks the API, a page load counts as the first page.
 */
function hasShopPageBefore(location: Location): boolean {
  if ('navigation' in window) return window.navigation.canGoBack;
  return location.key !== 'default';
}

/**
 * Guards an age-restricted product or theme page (spec 1, 4): until the visitor enters, the page's
 * content is not rendered and the gate asks. Enter verifies for the session; Leave goes back one
 * page of the shop, whether the shopper came by a link or typed the address, or home when the tab
 * has none before this one. A cached theme page left by Leave stays mounted, hidden by Activity,
 * which closes its gate meanwhile (the dialog's effects pause), so the page on screen is not inert.
 */
export function AgeGate({ restricted, children }: { readonly restricted: boolean; readonly children: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const verified = useAppSelector(selectIsAgeVerified);
  if (!restricted || verified) return children;
  const leave = () => {
    if (hasShopPageBefore(location)) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <AgeGateDialog
      open
      onEnter={() => dispatch(ageVerified())}
      onLeave={leave}
      labels={{
        title: t('ageGate.title'),
        notice: t('ageGate.notice'),
        question: t('ageGate.question'),
        leave: t('ageGate.leave'),
        enter: t('ageGate.enter'),
      }}
    />
  );
}
