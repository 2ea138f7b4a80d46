import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStaggered } from './use-staggered.js';

describe('useStaggered', () => {
  it('draws parts that come later one more at a time, in steps of their own, up to the total', async () => {
    const seen: number[] = [];
    const { rerender } = renderHook(
      ({ total }) => {
        const drawn = useStaggered(total);
        seen.push(drawn);
        return drawn;
      },
      { initialProps: { total: 0 } },
    );
    rerender({ total: 3 });
    expect(seen.at(-1)).toBe(0);
    await waitFor(() => expect(seen.at(-1)).toBe(3));
    expect([...new Set(seen)]).toEqual([0, 1, 2, 3]);
  });

  it('draws parts that are there at the first draw all at once, or in steps when asked to', async () => {
    expect(renderHook(() => useStaggered(4)).result.current).toBe(4);
    const stepped = renderHook(() => useStaggered(4, true));
    expect(stepped.result.current).toBe(0);
    await waitFor(() => expect(stepped.result.current).toBe(4));
  });
});
