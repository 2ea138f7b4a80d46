import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query.js';

afterEach(() => vi.restoreAllMocks());

/** A media query list whose answer the test changes, telling its listeners as a browser would. */
function fakeList(matches: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    change(next: boolean) {
      list.matches = next;
      for (const listener of listeners) listener();
    },
  };
  return list;
}

describe('useMediaQuery', () => {
  it('answers whether the query matches and follows its changes, with one list per query', () => {
    const list = fakeList(false);
    const matchMedia = vi.spyOn(window, 'matchMedia').mockReturnValue(list as unknown as MediaQueryList);
    const { result, rerender, unmount } = renderHook(() => useMediaQuery('(min-width: 64em)'));
    expect(result.current).toBe(false);

    act(() => list.change(true));
    expect(result.current).toBe(true);
    rerender();
    expect(result.current).toBe(true);
    expect(matchMedia).toHaveBeenCalledTimes(1);

    unmount();
    act(() => list.change(false));
    expect(result.current).toBe(true);
  });
});
