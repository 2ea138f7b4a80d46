import { Activity, useContext, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { type Location, Route, Routes, useLocation, useMatches, useOutlet } from 'react-router';
import { useAppStore } from '@storefront/store/react';
import { currentHandle } from '../route-handle.js';
import { LayoutShownContext, useKeepAliveCache } from './keep-alive-context.js';
import { forgetUnusedAnswers, holdAnswersInUse } from './page-answers.js';

/** A cached page's address: one cached page per path and query. */
function pageKey(location: Location): string {
  return `${location.pathname}${location.search}`;
}

/**
 * The layout's outlet with the spec's cached pages: a keep-alive route's page stays mounted while
 * the shopper is elsewhere, one per address, hidden by React's Activity (its state kept, its
 * effects paused until it is shown again, its answers held by the cache), so coming back shows it
 * as it was. Each cached page keeps seeing the location it was made for (`<Routes location>`;
 * react-router's development build warns once that the layout's route has no trailing "*": these
 * Routes match nothing deeper, they only give the page its own location).
 * Other routes render as a plain outlet. A clear asked for before a navigation drops every cached
 * page when the navigation arrives, and their answers with them, so the next page loads afresh.
 * While the root keeps the layout hidden behind a page outside it, the outlet stays as it was: the
 * router's matches are that page's, and the page on screen, if cached, holds its answers until the
 * layout is shown again.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const layoutShown = useContext(LayoutShownContext);
  const cache = useKeepAliveCache();
  const key = pageKey(location);
  const routeKeepAlive = currentHandle(useMatches())?.keepAlive === true;
  const keepAlive = layoutShown ? routeKeepAlive : cache.has(key);
  const store = useAppStore();
  useSyncExternalStore(cache.subscribe, cache.version);
  const shownKey = useRef<string | null>(null);

  if (layoutShown) cache.arrive(location.key);
  // After a clear, this render mounts no page at all; the answers go before the next page mounts.
  const forgetting = cache.forgettingSince() !== null;
  if (!forgetting && keepAlive && layoutShown) cache.show(key, () => ({ element: outlet, location }));

  // Before the hidden page's effects (and subscriptions) pause, which happens after layout effects.
  useLayoutEffect(() => {
    const hidden = shownKey.current;
    shownKey.current = !forgetting && keepAlive ? key : null;
    if (hidden !== null && hidden !== shownKey.current) {
      cache.hold(hidden, () => holdAnswersInUse(store, cache.heldRequestIds()));
    }
  });
  // The layout hidden (its layout effects disconnected, before the pages' subscriptions are): the
  // page on screen is hidden with it, and holds its answers like any hidden page.
  useLayoutEffect(
    () => () => {
      const hidden = shownKey.current;
      shownKey.current = null;
      if (hidden !== null) cache.hold(hidden, () => holdAnswersInUse(store, cache.heldRequestIds()));
    },
    [cache, store],
  );
  // After the shown page's effects: it holds its own answers again, and the dropped pages have let go of theirs.
  useEffect(() => {
    cache.releaseDropped();
    const since = cache.forgettingSince();
    if (since !== null) {
      forgetUnusedAnswers(store, since);
      cache.forgotten();
    } else if (keepAlive) {
      cache.release(key);
    }
  });

  if (forgetting) return null;
  return (
    <>
      {cache.entries().map(([cachedKey, page]) => (
        <Activity key={cachedKey} mode={keepAlive && cachedKey === key ? 'visible' : 'hidden'}>
          <Routes location={page.location}>
            <Route path="*" element={page.element} />
          </Routes>
        </Activity>
      ))}
      {!keepAlive && outlet}
    </>
  );
}
