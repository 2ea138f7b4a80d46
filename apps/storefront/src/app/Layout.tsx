import { type MouseEvent, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '@storefront/i18n/react';
import { KeepAliveOutlet } from './keep-alive/KeepAliveOutlet.js';
import { KeepAliveScope } from './keep-alive/KeepAliveScope.js';
import { ShopFooter } from './shell/ShopFooter.js';
import { ShopHeader } from './shell/ShopHeader.js';
import './Layout.css';

/** The shared layout of spec 2: a skip link, header, main area (with the cached pages), footer. */
export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);

  // After a page change, focus moves to the main area so keyboard and screen-reader users start at
  // the new page rather than on the link they used; the scroll position is ScrollRestoration's.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  // Focus moves without a #main entry in the address and the history (the router would treat it as a page).
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    main.current?.focus({ preventScroll: true });
    main.current?.scrollIntoView();
  };

  return (
    <KeepAliveScope>
      <div className="sf-layout">
        <a className="sf-skip-link" href="#main" onClick={skipToMain}>
          {t('app.skipToContent')}
        </a>
        <ShopHeader />
        <main id="main" ref={main} className="sf-main" tabIndex={-1}>
          <KeepAliveOutlet />
        </main>
        <ShopFooter />
      </div>
    </KeepAliveScope>
  );
}
