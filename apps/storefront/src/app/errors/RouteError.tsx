import { useContext, useEffect, useState } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { useTranslation } from '@storefront/i18n/react';
import { KeepAliveContext } from '../keep-alive/keep-alive-context.js';
import { isChunkLoadError, reloadForChunk, shouldReloadForChunk } from './chunk-reload.js';
import { ErrorMessage } from './ErrorMessage.js';

/**
 * The retry of a failed route. Code that failed to download is asked for again only by a reload:
 * the router keeps a route's failed download, and after a redeploy only the new page knows the new
 * files. Anything else runs the route again in place, as a menu item to it would: the cached pages
 * and their answers go (the failure may lie in one of them), the page mounts afresh and asks again.
 */
function useRetry(error: unknown): () => void {
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  const pageCache = useContext(KeepAliveContext);
  if (isChunkLoadError(error)) return () => window.location.reload();
  return () => {
    pageCache?.requestClear();
    void navigate({ pathname, search, hash }, { replace: true, state });
  };
}

/**
 * A route's error boundary: the page that failed (its code, its loader or its render) gives way to
 * a translated message with a retry, inside whatever frame the route sits in (the shop's layout
 * keeps its header and footer). A page whose code failed to download reloads once first.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const retry = useRetry(error);
  const [reloading] = useState(() => shouldReloadForChunk(error, window.sessionStorage, window.location.href));

  useEffect(() => {
    if (reloading) reloadForChunk(window.sessionStorage, window.location.href, () => window.location.reload());
  }, [reloading]);

  if (reloading) return null;
  return <ErrorMessage heading={t('errorPage.heading')} text={t('errorPage.text')} retryLabel={t('common.retry')} onRetry={retry} />;
}
