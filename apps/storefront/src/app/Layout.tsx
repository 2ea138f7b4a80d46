import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { KeepAliveOutlet } from './keep-alive/KeepAliveOutlet.js';
import { KeepAliveScope } from './keep-alive/KeepAliveScope.js';
import { ShopFooter } from './shell/ShopFooter.js';
import { ShopHeader } from './shell/ShopHeader.js';
import './Layout.css';

/** The shared layout of spec 2: header, main area (with the cached pages), footer. */
export function Layout() {
  const { t } = useTranslation();
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(location.pathname);

  // After a page change, focus moves to the main area so keyboard and screen-reader users start at
  // the new page rather than on the link they used; the scroll position is ScrollRestoration's.
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = '';
    main.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  return (
    <KeepAliveScope>
      <div className="sf-layout">
        <a className="sf-skip-link" href="#main">
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
