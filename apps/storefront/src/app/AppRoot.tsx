import { useEffect, useState } from 'react';
import { ScrollRestoration, useLocation, useMatches, useNavigate } from 'react-router';
import { useTranslation } from '@storefront/i18n/react';
import { selectIsLoading, selectLoadingText } from '@storefront/store';
import { useAppSelector } from '@storefront/store/react';
import { LoadingOverlay, Toaster, useToasts } from '@storefront/ui';
import { useApp } from './app-context.js';
import type { SessionExit } from './create-app.js';
import { DocumentHead } from './head/DocumentHead.js';
import { createPageMetaStore, PageMetaContext } from './head/page-meta.js';
import { RootOutlet } from './keep-alive/RootOutlet.js';
import { currentHandle } from './route-handle.js';

/** Points the app's session exit (40301, spec 8) at the router, which is made after the app. */
function routeSessionExit(exit: SessionExit, toLogin: (() => void) | null): void {
  exit.toLogin = toLogin;
}

/**
 * The root of every route, inside and outside the layout (kept, hidden, while the shopper is
 * outside it: RootOutlet): the document head from the route and what its page says of itself
 * (DocumentHead), a page view per address, scroll to top on new pages and restored on back
 * (spec 2), the global loading overlay and the toasts of the client's error policy.
 */
export function AppRoot() {
  const { t, i18n } = useTranslation();
  const { analytics, notifier, sessionExit } = useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const handle = currentHandle(useMatches());
  const routeTitle = handle ? t(handle.titleKey) : null;
  const title = routeTitle === null ? t('app.name') : `${routeTitle} | ${t('app.name')}`;
  const [pageMeta] = useState(createPageMetaStore);
  const loading = useAppSelector(selectIsLoading);
  const loadingText = useAppSelector(selectLoadingText);
  const { toasts, push, dismiss } = useToasts();

  // Written only when it differs (main.tsx sets it before the first render): a write of html's lang,
  // even of the value it has, restyles the whole page.
  useEffect(() => {
    if (document.documentElement.lang !== i18n.language) document.documentElement.lang = i18n.language;
  }, [i18n.language]);
  useEffect(() => notifier.subscribe(({ kind, message }) => push(kind, message)), [notifier, push]);
  useEffect(() => {
    routeSessionExit(sessionExit, () => void navigate('/login', { replace: true }));
    return () => routeSessionExit(sessionExit, null);
  }, [sessionExit, navigate]);
  useEffect(() => {
    analytics.pageView(`${location.pathname}${location.search}`, title);
    // One page view per address; a title change on the same page is not a new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [analytics, location.pathname, location.search]);

  return (
    <PageMetaContext.Provider value={pageMeta}>
      <RootOutlet />
      <DocumentHead store={pageMeta} routeTitle={routeTitle} noindex={handle?.noindex === true} />
      <ScrollRestoration />
      <LoadingOverlay open={loading} text={loadingText} labels={{ loading: t('common.pleaseWait') }} />
      <Toaster toasts={toasts} onDismiss={dismiss} labels={{ region: t('toast.label'), dismiss: t('toast.dismiss') }} />
    </PageMetaContext.Provider>
  );
}
