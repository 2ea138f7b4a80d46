import { createContext, useContext } from 'react';
import type { Location, NavigationType } from 'react-router';
import type { ReactNode } from 'react';

/** A cached page: the element the outlet gave on the first visit and the location it was made for. */
export interface CachedPage {
  readonly element: ReactNode;
  readonly location: Location;
  readonly navigationType: NavigationType;
}

/** The cached pages of one layout and the way to clear them. */
export interface KeepAliveCache {
  readonly pages: Map<string, CachedPage>;
  /** Clears every cached page: the header's menu items and search do it before they navigate (spec 2). */
  readonly clear: () => void;
}

export const KeepAliveContext = createContext<KeepAliveCache | null>(null);

/** The cache of the enclosing KeepAliveScope. */
export function useKeepAliveCache(): KeepAliveCache {
  const cache = useContext(KeepAliveContext);
  if (!cache) throw new Error('useKeepAliveCache must be used inside KeepAliveScope');
  return cache;
}

/** The function that clears every cached page. */
export function useClearCachedPages(): () => void {
  return useKeepAliveCache().clear;
}
