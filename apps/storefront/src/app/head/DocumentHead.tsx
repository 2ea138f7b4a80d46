import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { addressLocale, isIndexablePath } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { selectLocale } from '@storefront/store';
import { useAppSelector } from '@storefront/store/react';
import { writeHead } from './head-tags.js';
import type { PageMetaStore } from './page-meta.js';

interface DocumentHeadProps {
  readonly store: PageMetaStore;
  /** The route's title (its handle's), or null where the route has none. */
  readonly routeTitle: string | null;
  /** The route says noindex (not-found); the paths of NOT_INDEXED_PATHS are noindex too. */
  readonly noindex: boolean;
}

/** Keeps the document head in step with the page shown: its title, description, canonical and language links, link previews. */
export function DocumentHead({ store, routeTitle, noindex }: DocumentHeadProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const asked = addressLocale(search);
  const locale = useAppSelector(selectLocale);
  const page = useSyncExternalStore(store.subscribe, store.get);
  const siteName = t('app.name');
  const pageTitle = page?.title ?? routeTitle;
  const title = pageTitle === null ? siteName : `${pageTitle} | ${siteName}`;
  const description = page?.description ?? t('app.description');
  const indexable = !noindex && isIndexablePath(pathname);

  useEffect(() => {
    writeHead(document, {
      title,
      description,
      siteName,
      indexable,
      origin: window.location.origin,
      path: pathname,
      locale,
      addressLocale: asked,
      page,
    });
  }, [title, description, siteName, indexable, pathname, locale, asked, page]);
  return null;
}
