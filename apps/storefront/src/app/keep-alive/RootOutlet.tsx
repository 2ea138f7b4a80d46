import { Activity, type ReactNode, useState } from 'react';
import { type Location, Route, Routes, useLocation, useMatches, useOutlet } from 'react-router';
import { LayoutShownContext } from './keep-alive-context.js';

/** The id of the shop's layout route, the one whose pages are cached. */
export const LAYOUT_ROUTE_ID = 'layout';

/** The layout as last shown: the outlet's element and the location it was made for. */
interface ShownLayout {
  element: ReactNode;
  location: Location;
}

/**
 * The root's outlet. The shop's layout, with the pages it caches, stays mounted while the shopper
 * is on a page outside it (login and the other account pages, not found): hidden by React's
 * Activity, still seeing the location it was last shown at, so coming back (back from login, or
 * logged in) finds the cached pages as they were. Pages outside the layout render as a plain outlet.
 */
export function RootOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const inLayout = useMatches().some((match) => match.id === LAYOUT_ROUTE_ID);
  const [kept, setKept] = useState<ShownLayout | null>(null);
  const current = inLayout ? { element: outlet, location } : null;
  // Kept at each address the layout shows, to be shown hidden, as it was, when the shopper leaves it.
  if (current && kept?.location !== location) setKept(current);
  const layout = current ?? kept;

  return (
    <>
      {layout && (
        <Activity mode={inLayout ? 'visible' : 'hidden'}>
          <LayoutShownContext.Provider value={inLayout}>
            <Routes location={layout.location}>
              <Route path="*" element={layout.element} />
            </Routes>
          </LayoutShownContext.Provider>
        </Activity>
      )}
      {!inLayout && outlet}
    </>
  );
}
