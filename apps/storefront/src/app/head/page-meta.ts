import { createContext, useContext, useEffect } from 'react';

/** A product as its page describes it to link previews and search engines (Open Graph, JSON-LD `Product`). */
interface ProductMeta {
  readonly sku: string;
  /** The price a shopper pays now, in whole TWD. */
  readonly price: number;
  readonly availability: 'InStock' | 'OutOfStock' | 'PreOrder';
}

/** What a page says of itself beyond its route's title: its own name, a description, a picture, a product. */
export interface PageMeta {
  /** The page's own title (a product's or an article's name), shown before the shop's name. */
  readonly title?: string;
  readonly description?: string;
  /** The picture of link previews, absolute or from the shop's root. */
  readonly image?: string;
  readonly product?: ProductMeta;
}

/** The current page's meta, which the document head reads; pages write it through usePageMeta. */
export interface PageMetaStore {
  get(): PageMeta | null;
  subscribe(listener: () => void): () => void;
  /** Sets the meta of the page that owns it; answers a function that clears it if that page still owns it. */
  set(meta: PageMeta): () => void;
}

/** A store for the page meta of one app. */
export function createPageMetaStore(): PageMetaStore {
  let current: { meta: PageMeta } | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get: () => current?.meta ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(meta) {
      const entry = { meta };
      current = entry;
      notify();
      // A page hidden by the keep-alive clears its meta after the next page may have set its own:
      // only the entry it set is cleared.
      return () => {
        if (current !== entry) return;
        current = null;
        notify();
      };
    },
  };
}

/** The app's page meta store, provided by the app root. */
export const PageMetaContext = createContext<PageMetaStore | null>(null);

/**
 * Describes the current page to the document head (title, description, link previews, a
 * product's JSON-LD) while the page is shown: a page kept alive but hidden gives the head back.
 * Pass null until the page has what it describes.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const store = useContext(PageMetaContext);
  // The meta's content decides, not its object's identity, which is new on every render.
  const key = meta === null ? null : JSON.stringify(meta);
  useEffect(() => {
    if (!store || key === null) return;
    return store.set(JSON.parse(key) as PageMeta);
  }, [store, key]);
}
