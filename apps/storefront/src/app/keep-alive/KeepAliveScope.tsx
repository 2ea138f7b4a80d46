import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { type CachedPage, KeepAliveContext } from './keep-alive-context.js';

/** Holds a layout's cached pages: the header clears them, the outlet shows them. */
export function KeepAliveScope({ children }: { readonly children: ReactNode }) {
  const pages = useRef(new Map<string, CachedPage>());
  const [generation, setGeneration] = useState(0);
  const clear = useCallback(() => {
    pages.current.clear();
    setGeneration((value) => value + 1);
  }, []);
  // A new value after each clear, so the outlet renders without the dropped pages.
  const cache = useMemo(() => ({ pages: pages.current, clear, generation }), [clear, generation]);
  return <KeepAliveContext.Provider value={cache}>{children}</KeepAliveContext.Provider>;
}
