import type { ReactNode } from 'react';
import type { Location, NavigationType } from 'react-router';

/** How many cached pages stay alive at most; the least recently shown goes first. */
export const KEEP_ALIVE_LIMIT = 8;

/** A cached page: the element the outlet gave on the first visit and the location it was made for. */
export interface CachedPage {
  readonly element: ReactNode;
  readonly location: Location;
  readonly navigationType: NavigationType;
}

/** The cached pages of one layout, by address. */
export interface PageCache {
  /** The cached pages in the order they were first cached, a stable order so that no page moves in the DOM. */
  entries(): readonly (readonly [string, CachedPage])[];
  /** Shows the page at key, caching it (made by make) on its first visit; beyond the limit the least recently shown is dropped. */
  show(key: string, make: () => CachedPage): void;
  /** Asks for every cached page to go at the next navigation (the header's menu items and search, spec 2). */
  requestClear(): void;
  /**
   * Takes note of the navigation with this key, once however often it is rendered: after a clear
   * request every cached page is dropped, and the cache is forgetting until forgotten() is called.
   */
  arrive(navigationKey: string): void;
  /** True from a clear's navigation until the dropped pages' data is forgotten: no page may mount meanwhile. */
  isForgetting(): boolean;
  /** The dropped pages' data is forgotten: pages may mount again, and the outlet renders. */
  forgotten(): void;
  /** A number that changes whenever the outlet must render again (useSyncExternalStore's snapshot). */
  version(): number;
  /** Calls listener after each change of version; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Creates an empty cache of at most limit pages. */
export function createPageCache(limit = KEEP_ALIVE_LIMIT): PageCache {
  // Least recently shown first; `order` keeps the first-cached order for rendering.
  const pages = new Map<string, CachedPage & { readonly order: number }>();
  const listeners = new Set<() => void>();
  let cachedSoFar = 0;
  let clearRequested = false;
  let lastNavigation: string | null = null;
  let forgetting = false;
  let version = 0;


  return {
    entries: () => [...pages].sort(([, a], [, b]) => a.order - b.order),
    show(key, make) {
      const page = pages.get(key) ?? { ...make(), order: cachedSoFar++ };
      pages.delete(key);
      pages.set(key, page);
      for (const oldest of pages.keys()) {
        if (pages.size <= limit) break;
        pages.delete(oldest);
      }
    },
    requestClear() {
      clearRequested = true;
    },
    arrive(navigationKey) {
      if (navigationKey === lastNavigation) return;
      lastNavigation = navigationKey;
      if (!clearRequested) return;
      clearRequested = false;
      pages.clear();
      forgetting = true;
    },
    isForgetting: () => forgetting,
    forgotten() {
      if (!forgetting) return;
      forgetting = false;
      version += 1;
      for (const listener of listeners) listener();
    },
    version: () => version,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
