/** A slot of the page list: a page number, or a gap standing for the pages left out. */
export type PaginationSlot = number | 'start-gap' | 'end-gap';

/** A page number made whole and kept within 1..totalPages. */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(Math.floor(page), 1), Math.max(Math.floor(totalPages), 1));
}

/**
 * The slots of a page list: the first and last pages, the current one with a neighbour on each
 * side, and a gap where pages are left out. A gap never hides a single page (that page is shown
 * instead), so the list keeps the same length, seven slots, wherever the current page is.
 */
export function paginationRange(page: number, totalPages: number): PaginationSlot[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1);
  const current = clampPage(page, total);
  // Three pages around the current one, slid inwards near either end.
  const start = Math.min(Math.max(current - 1, 3), total - 4);
  const end = Math.max(Math.min(current + 1, total - 2), 5);
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [1, start > 3 ? 'start-gap' : 2, ...middle, end < total - 2 ? 'end-gap' : total - 1, total];
}
