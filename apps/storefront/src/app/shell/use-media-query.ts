import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following changes (false where there is no window). */
export function useMediaQuery(query: string): boolean {
  // One MediaQueryList per query: its `matches` is read on every render and store check, and
  // making a new list each time showed in the start-up's CPU profiles.
  const list = useMemo(() => (typeof window === 'undefined' ? null : window.matchMedia(query)), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => list?.matches ?? false,
    () => false,
  );
}
