import { createContext, useContext } from 'react';
import type { PageCache } from './page-cache.js';

/** The page cache a KeepAliveScope gives its header and outlet. */
export const KeepAliveContext = createContext<PageCache | null>(null);

/**
 * Whether the layout around this is on screen: false while the root keeps it hidden behind a page
 * outside it (RootOutlet), when the router's matches are that page's, not the layout's.
 */
export const LayoutShownContext = createContext(true);

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
