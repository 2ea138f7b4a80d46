/** A page of a listing as the contract answers it. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

/**
 * One page of a listing of `total` rows. Nothing is read past the last page, where a huge page
 * number would also overflow OFFSET.
 */
export async function readPage<T>(
  total: number,
  page: number,
  pageSize: number,
  readRows: (limit: number, offset: number) => Promise<T[]>,
): Promise<Page<T>> {
  const offset = (page - 1) * pageSize;
  const items = offset >= total ? [] : await readRows(pageSize, offset);
  return { items, total, page, page_size: pageSize };
}
