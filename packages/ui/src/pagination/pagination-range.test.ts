import { describe, expect, it } from 'vitest';
import { clampPage, paginationRange } from './pagination-range.js';

describe('paginationRange', () => {
  it('lists every page when seven or fewer', () => {
    expect(paginationRange(1, 0)).toEqual([]);
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the current page with its neighbours, the ends, and gaps between', () => {
    expect(paginationRange(10, 20)).toEqual([1, 'start-gap', 9, 10, 11, 'end-gap', 20]);
  });

  it('shows a page rather than a gap that would hide only it', () => {
    expect(paginationRange(4, 10)).toEqual([1, 2, 3, 4, 5, 'end-gap', 10]);
    expect(paginationRange(7, 10)).toEqual([1, 'start-gap', 6, 7, 8, 9, 10]);
  });

  it('slides the window inwards at either end, so the list keeps seven slots', () => {
    expect(paginationRange(1, 10)).toEqual([1, 2, 3, 4, 5, 'end-gap', 10]);
    expect(paginationRange(2, 10)).toEqual([1, 2, 3, 4, 5, 'end-gap', 10]);
    expect(paginationRange(9, 10)).toEqual([1, 'start-gap', 6, 7, 8, 9, 10]);
    expect(paginationRange(10, 10)).toEqual([1, 'start-gap', 6, 7, 8, 9, 10]);
    expect(paginationRange(5, 8)).toEqual([1, 'start-gap', 4, 5, 6, 7, 8]);
  });

  it('clamps a page outside the range', () => {
    expect(paginationRange(0, 10)).toEqual(paginationRange(1, 10));
    expect(paginationRange(99, 10)).toEqual(paginationRange(10, 10));
  });

  it('has seven slots for every page of a long list', () => {
    for (let page = 1; page <= 50; page += 1) expect(paginationRange(page, 50)).toHaveLength(7);
  });
});

describe('clampPage', () => {
  it('keeps a page whole and within the range', () => {
    expect(clampPage(3, 10)).toBe(3);
    expect(clampPage(2.7, 10)).toBe(2);
    expect(clampPage(-1, 10)).toBe(1);
    expect(clampPage(11, 10)).toBe(10);
    expect(clampPage(1, 0)).toBe(1);
  });
});
