import { createContext, useContext } from 'react';
import type { PageCache } from './page-cache.js';

/** The page cache a KeepAliveScope gives its header and outlet. */
export const KeepAliveContext = createContext<PageCache | null>(null);

/** Whether the page around is on screen: false while a cached page waits hidden. */
export const PageShownContext = createContext(true);

/**
 * True unless the page around is a cached page kept hidden. A hidden page stays mounted with its
 * effects running; what must not outlive its showing (a modal dialog, which would leave the page
 * on screen inert) renders only while this is true.
 */
export function usePageShown(): boolean {
  return useContext(PageShownContext);
}

/** The page cache of the enclosing KeepAliveScope. */
export function useKeepAliveCache(): PageCache {
  const cache = useContext(KeepAliveContext);
  if (!cache) throw new Error('useKeepAliveCache must be used inside KeepAliveScope');
  return cache;
}

/**
 * The function that clears every cached page (spec 2: the header's menu items and search). Call it
 * before navigating: the pages go when the navigation arrives, so the page on screen stays as it is
 * until the next one replaces it, and the next one loads afresh.
 */
export function useClearCachedPages(): () => void {
  return useKeepAliveCache().requestClear;
}
