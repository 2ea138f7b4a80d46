import { type ReactNode, useEffect, useState } from 'react';
import { KeepAliveContext } from './keep-alive-context.js';
import { createPageCache } from './page-cache.js';

/** Holds a layout's cached pages: the header clears them, the outlet shows them. */
export function KeepAliveScope({ children }: { readonly children: ReactNode }) {
  const [cache] = useState(() => createPageCache());
  // Leaving the layout (a page outside it) lets go of what was held for its hidden pages.
  useEffect(() => () => cache.releaseAll(), [cache]);
  return <KeepAliveContext.Provider value={cache}>{children}</KeepAliveContext.Provider>;
}
