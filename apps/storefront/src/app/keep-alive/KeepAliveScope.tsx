import { type ReactNode, useState } from 'react';
import { KeepAliveContext } from './keep-alive-context.js';
import { createPageCache } from './page-cache.js';

/**
 * Holds a layout's cached pages: the header clears them, the outlet shows them. The layout lives as
 * long as the app (the root only hides it, RootOutlet), and so does what it holds.
 */
export function KeepAliveScope({ children }: { readonly children: ReactNode }) {
  const [cache] = useState(() => createPageCache());
  return <KeepAliveContext.Provider value={cache}>{children}</KeepAliveContext.Provider>;
}
