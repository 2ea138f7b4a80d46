import { useEffect, useState } from 'react';

/**
 * How many of a page's `total` parts to draw, for a page whose answer brings many parts at once:
 * they are drawn one more in each task after the last was drawn (an effect runs after the browser
 * has painted), up to `total`, instead of all in one long task. On a phone, drawing a home page's
 * worth of product cards at once holds the page up for some 150 ms, each step for a fraction of
 * that, and the first parts are on the screen sooner. Parts that are already there when the page is
 * first drawn (an answer from the cache) are drawn at once, unless `stepFirstDraw`: the page the
 * document opened with, whose code and answer are both still arriving while the page loads.
 */
export function useStaggered(total: number, stepFirstDraw = false): number {
  const [drawn, setDrawn] = useState(stepFirstDraw ? 0 : total);
  useEffect(() => {
    if (drawn >= total) return;
    const timer = setTimeout(() => setDrawn((count) => count + 1));
    return () => clearTimeout(timer);
  }, [drawn, total]);
  return Math.min(drawn, total);
}
