import { Activity } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useMatches,
  useNavigationType,
  useOutlet,
} from 'react-router';
import { currentHandle } from '../route-handle.js';
import { useKeepAliveCache } from './keep-alive-context.js';

/** How many cached pages stay alive at most; the least recently shown goes first. */
export const KEEP_ALIVE_LIMIT = 8;

/**
 * The layout's outlet with the spec's cached pages: a keep-alive route's page stays mounted (hidden
 * by React's Activity, its effects paused) while the shopper is elsewhere, one per address (path
 * and query), so coming back shows it as it was. Each cached page keeps seeing the location it was
 * made for. Other routes render as a plain outlet.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const keepAlive = currentHandle(useMatches())?.keepAlive === true;
  const { pages } = useKeepAliveCache();
  const key = `${location.pathname}${location.search}`;

  if (keepAlive) {
    const cached = pages.get(key) ?? { element: outlet, location, navigationType };
    // Most recently shown last; the oldest beyond the limit is dropped.
    pages.delete(key);
    pages.set(key, cached);
    for (const oldest of pages.keys()) {
      if (pages.size <= KEEP_ALIVE_LIMIT) break;
      pages.delete(oldest);
    }
  }

  return (
    <>
      {[...pages].map(([pageKey, page]) => (
        <Activity key={pageKey} mode={keepAlive && pageKey === key ? 'visible' : 'hidden'}>
          <LocationContext.Provider value={{ location: page.location, navigationType: page.navigationType }}>
            {page.element}
          </LocationContext.Provider>
        </Activity>
      ))}
      {!keepAlive && outlet}
    </>
  );
}
