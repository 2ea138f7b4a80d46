import { PRODUCT_SORTS, type ProductSort } from '@storefront/api-contract';

/** Products per page of a list: the API's default page size, a whole number of rows at 2, 3 and 4 columns. */
export const PAGE_SIZE = 24;

/** How a product list is shown, as its address says. */
export interface ListParams {
  readonly sort: ProductSort;
  readonly page: number;
}

/** What the page that follows a sort or page change should focus (a remounted page loses focus). */
export interface ListNavigationState {
  readonly focus: 'sort' | 'heading';
}

function isProductSort(value: string | null): value is ProductSort {
  return (PRODUCT_SORTS as readonly (string | null)[]).includes(value);
}

/**
 * The sort and page of a list from its query string, so a shared, reloaded or revisited address
 * shows the same results; anything unknown or malformed reads as the default order and page 1.
 */
export function readListParams(search: string): ListParams {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const page = params.get('page') ?? '';
  return {
    sort: isProductSort(sort) ? sort : 'default',
    page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1,
  };
}

/**
 * The address of the same list in another order or on another page, keeping its other parameters
 * (the search keyword); a new order starts again at page 1, and defaults are left out of the address.
 */
export function listHref(pathname: string, search: string, change: Partial<ListParams>): string {
  const params = new URLSearchParams(search);
  if (change.sort !== undefined) {
    if (change.sort === 'default') params.delete('sort');
    else params.set('sort', change.sort);
    params.delete('page');
  }
  if (change.page !== undefined) {
    if (change.page <= 1) params.delete('page');
    else params.set('page', String(change.page));
  }
  const query = params.toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}

/** How many pages a list of `total` items fills (at least one, so an empty list is page 1 of 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
