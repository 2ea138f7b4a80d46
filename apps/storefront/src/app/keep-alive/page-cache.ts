import type { ReactNode } from 'react';
import type { Location } from 'react-router';

/** How many cached pages stay alive at most, the pages of a shopping session; the least recently shown goes first. */
export const KEEP_ALIVE_LIMIT = 12;

/** A cached page: the element the outlet gave on the first visit and the location it was made for. */
interface CachedPage {
  readonly element: ReactNode;
  readonly location: Location;
}

/** Something held on a hidden page's behalf (a query subscription) until the page is shown again or dropped. */
export interface Hold {
  readonly requestId: string;
  unsubscribe(): void;
}

/** The cached pages of one layout, by address, with what is held for them while they are hidden. */
export interface PageCache {
  /** The cached pages in the order they were first cached, a stable order so that no page moves in the DOM. */
  entries(): readonly (readonly [string, CachedPage])[];
  /** Whether the page at key is cached. */
  has(key: string): boolean;
  /** Shows the page at key, caching it (made by make) on its first visit; beyond the limit the least recently shown is dropped. */
  show(key: string, make: () => CachedPage): void;
  /** Keeps what take returns for the hidden page at key until it is shown again or dropped; nothing when it is not cached. */
  hold(key: string, take: () => readonly Hold[]): void;
  /** The request ids of everything held, for every page. */
  heldRequestIds(): ReadonlySet<string>;
  /** Lets go of what is held for the page at key: the page holds its own again. */
  release(key: string): void;
  /** Lets go of what was held for the pages dropped since the last call: show and arrive drop while rendering, where nothing may be dispatched. */
  releaseDropped(): void;
  /** Asks for every cached page to go at the next navigation (the header's menu items and search, spec 2). */
  requestClear(): void;
  /**
   * Takes note of the navigation with this key, once however often it is rendered: after a clear
   * request every cached page is dropped, and the cache is forgetting until forgotten() is called.
   */
  arrive(navigationKey: string): void;
  /** The time (Date.now()) of the clear being carried out, while forgetting: what was asked for before it goes. */
  forgettingSince(): number | null;
  /** The dropped pages' data is forgotten: pages may mount again, and the outlet renders. */
  forgotten(): void;
  /** A number that changes whenever the outlet must render again (useSyncExternalStore's snapshot). */
  version(): number;
  /** Calls listener after each change of version; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Creates an empty cache of at most limit pages; now tells the time of a clear request. */
export function createPageCache(limit = KEEP_ALIVE_LIMIT, now: () => number = Date.now): PageCache {
  // Least recently shown first; `order` keeps the first-cached order for rendering.
  const pages = new Map<string, CachedPage & { readonly order: number }>();
  const holds = new Map<string, readonly Hold[]>();
  const dropped: Hold[] = [];
  const listeners = new Set<() => void>();
  let cachedSoFar = 0;
  let clearRequestedAt: number | null = null;
  let lastNavigation: string | null = null;
  let forgettingSince: number | null = null;
  let version = 0;

  const drop = (key: string) => {
    pages.delete(key);
    dropped.push(...(holds.get(key) ?? []));
    holds.delete(key);
  };
  const release = (key: string) => {
    for (const held of holds.get(key) ?? []) held.unsubscribe();
    holds.delete(key);
  };
  const releaseDropped = () => {
    for (const held of dropped.splice(0)) held.unsubscribe();
  };

  return {
    entries: () => [...pages].sort(([, a], [, b]) => a.order - b.order),
    has: (key) => pages.has(key),
    show(key, make) {
      const page = pages.get(key) ?? { ...make(), order: cachedSoFar++ };
      pages.delete(key);
      pages.set(key, page);
      for (const oldest of pages.keys()) {
        if (pages.size <= limit) break;
        drop(oldest);
      }
    },
    hold(key, take) {
      if (!pages.has(key)) return;
      const previous = holds.get(key) ?? [];
      holds.set(key, take());
      for (const held of previous) held.unsubscribe();
    },
    heldRequestIds: () => new Set([...holds.values()].flat().map((held) => held.requestId)),
    release,
    releaseDropped,
    requestClear() {
      clearRequestedAt = now();
    },
    arrive(navigationKey) {
      if (navigationKey === lastNavigation) return;
      lastNavigation = navigationKey;
      if (clearRequestedAt === null) return;
      forgettingSince = clearRequestedAt;
      clearRequestedAt = null;
      for (const key of [...pages.keys()]) drop(key);
    },
    forgettingSince: () => forgettingSince,
    forgotten() {
      if (forgettingSince === null) return;
      forgettingSince = null;
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
