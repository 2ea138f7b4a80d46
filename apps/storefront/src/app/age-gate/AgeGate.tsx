import { ageVerified, selectIsAgeVerified } from '@storefront/store';
import { useAppDispatch, useAppSelector } from '@storefront/store/react';
import { AgeGateDialog } from '@storefront/ui';
import type { ReactNode } from 'react';
import { useTranslation } from '@storefront/i18n/react';
import { useLocation, useNavigate } from 'react-router';
import { usePageShown } from '../keep-alive/keep-alive-context.js';

/**
 * Guards an age-restricted product or theme page (spec 1, 4): until the visitor enters, the page's
 * content is not rendered and the gate asks. Enter verifies for the session; Leave goes back one
 * page, or home when the shop was opened on this page. A cached theme page left by Leave stays
 * mounted, hidden: its gate closes meanwhile, so that the page on screen is not left inert.
 */
export function AgeGate({ restricted, children }: { readonly restricted: boolean; readonly children: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const verified = useAppSelector(selectIsAgeVerified);
  const shown = usePageShown();
  if (!restricted || verified) return children;
  const leave = () => {
    if (location.key === 'default') void navigate('/', { replace: true });
    else void navigate(-1);
  };
  return (
    <AgeGateDialog
      open={shown}
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
