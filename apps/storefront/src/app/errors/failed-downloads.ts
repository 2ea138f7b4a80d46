import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * Makes each page download of routes (their lazy Components, children included, in place) end in a
 * component: a failed download becomes a page that throws the failure when it renders, so the
 * route's error boundary shows it. Left as it is, react-router awaits a lazy Component only on a
 * route with a loader; on any other a failed download leaves the page empty, with no error at all.
 */
export function showFailedDownloads(routes: RouteObject[]): RouteObject[] {
  for (const route of routes) {
    const lazy = route.lazy;
    if (typeof lazy === 'object' && typeof lazy.Component === 'function') {
      const load = lazy.Component;
      lazy.Component = async () => {
        try {
          return await load();
        } catch (error) {
          const FailedDownload: ComponentType = () => {
            throw error;
          };
          return FailedDownload;
        }
      };
    }
    if (route.children) showFailedDownloads(route.children);
  }
  return routes;
}
