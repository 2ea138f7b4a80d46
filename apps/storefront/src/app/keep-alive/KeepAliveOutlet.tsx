import { useAppStore } from '@storefront/store/react';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import {
  type Location,
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useMatches,
  useNavigationType,
  useOutlet,
} from 'react-router';
import { currentHandle } from '../route-handle.js';
import { PageShownContext, useKeepAliveCache } from './keep-alive-context.js';
import { forgetPageQueries } from './page-queries.js';

/** A cached page's address: one cached page per path and query. */
function pageKey(location: Location): string {
  return `${location.pathname}${location.search}`;
}

/**
 * The layout's outlet with the spec's cached pages: a keep-alive route's page stays mounted (hidden,
 * its data held by its own subscriptions) while the shopper is elsewhere, one per address, so
 * coming back shows it as it was. Each cached page keeps seeing the location it was
 * made for. Other routes render as a plain outlet. A clear asked for before a navigation drops
 * every cached page when the navigation arrives, and their data with them, so the next page loads
 * afresh.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const keepAlive = currentHandle(useMatches())?.keepAlive === true;
  const cache = useKeepAliveCache();
  const store = useAppStore();
  useSyncExternalStore(cache.subscribe, cache.version);
  const key = pageKey(location);

  cache.arrive(location.key);
  // After a clear, this render mounts no page at all; the data goes before the next page mounts.
  const forgetting = cache.isForgetting();
  if (!forgetting && keepAlive) cache.show(key, () => ({ element: outlet, location, navigationType }));

  useLayoutEffect(() => {
    if (!cache.isForgetting()) return;
    forgetPageQueries(store);
    // Renders again before the browser paints: the empty outlet is never seen.
    cache.forgotten();
  });

  if (forgetting) return null;
  return (
    <>
      {cache.entries().map(([cachedKey, page]) => {
        const shown = keepAlive && cachedKey === key;
        return (
          <div key={cachedKey} className="sf-kept-page" hidden={!shown}>
            <PageShownContext.Provider value={shown}>
              <LocationContext.Provider value={{ location: page.location, navigationType: page.navigationType }}>
                {page.element}
              </LocationContext.Provider>
            </PageShownContext.Provider>
          </div>
        );
      })}
      {!keepAlive && outlet}
    </>
  );
}
