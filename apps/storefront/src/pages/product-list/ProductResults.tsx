import { type ReactNode, type RefObject, useDeferredValue, useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { viewItemList } from '@storefront/analytics';
import { PRODUCT_SORTS, type ProductListQuery, type ProductSort } from '@storefront/api-contract';
import { useTranslation } from '@storefront/i18n/react';
import { useShopQuery } from '@storefront/store/react';
import { Select, Skeleton } from '@storefront/ui';
import { useApp } from '../../app/app-context.js';
import { LoadError } from '../../components/LoadError.js';
import { ProductGrid } from '../../components/ProductGrid.js';
import { ShopPagination } from '../../components/ShopPagination.js';
import { type ListNavigationState, listHref, PAGE_SIZE, pageCount, readListParams } from './list-params.js';
import './ProductResults.css';

/** The cards of a phone's first row (two columns): their pictures are fetched at once, the largest paint among them. */
const FIRST_ROW = 2;

/** What a list shows before sort and page, which come from the address: a category or a keyword. */
type ProductFilter = Pick<ProductListQuery, 'category_id' | 'keyword'>;

/** Props of {@link ProductResults}. */
export interface ProductResultsProps {
  /** The page's heading; undefined while it is still unknown (a placeholder line of the same height stands in). */
  readonly title: string | undefined;
  /** What to list; undefined while it is still unknown: nothing is asked yet and skeleton cards stand in. */
  readonly filter: ProductFilter | undefined;
  /** The list's analytics id and name for view_item_list and select_item. */
  readonly listId: string;
  readonly listName: string;
  /** Shown instead of the grid when nothing is listed. */
  readonly empty: ReactNode;
}

/**
 * A page of products under the page's h1: the count, the sort select, the grid and the pagination.
 * Sort and page live in the query string, so back and forward, a reload and the keep-alive cache
 * (one cached page per address) all show the same results. The page that a sort or page change
 * opens takes focus where the shopper was (the sort select) or at its heading (a new page).
 */
export function ProductResults({ title, filter, listId, listName, empty }: ProductResultsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const sortSelect = useRef<HTMLSelectElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const { sort, page } = readListParams(location.search);
  const focus = (location.state as Partial<ListNavigationState> | null)?.focus;
  const focused = useRef(false);

  // Once per page instance: a cached page shown again keeps the focus the shopper gives it.
  useEffect(() => {
    if (focused.current || focus === undefined) return;
    focused.current = true;
    (focus === 'sort' ? sortSelect : heading).current?.focus();
  }, [focus]);

  const go = (change: { sort: ProductSort } | { page: number }, target: ListNavigationState['focus']) => {
    const state: ListNavigationState = { focus: target };
    void navigate(listHref(location.pathname, location.search, change), { state });
  };
  const onSort = (next: ProductSort) => go({ sort: next }, 'sort');

  return (
    <section className="sf-product-results" aria-labelledby={headingId}>
      <h1 id={headingId} ref={heading} tabIndex={-1} className="sf-product-results__heading">
        {title ?? (
          <>
            <span className="sf-product-results__visually-hidden">{t('common.loading')}</span>
            <span className="sf-product-results__heading-placeholder" aria-hidden="true" />
          </>
        )}
      </h1>
      {filter === undefined ? (
        <>
          <Toolbar count={undefined} sort={sort} sortSelect={sortSelect} onSort={onSort} />
          <div aria-busy="true">
            <ProductGrid products={undefined} listId={listId} listName={listName} />
          </div>
        </>
      ) : (
        <Results
          filter={filter}
          sort={sort}
          page={page}
          headingId={headingId}
          sortSelect={sortSelect}
          onSort={onSort}
          onPage={(next) => go({ page: next }, 'heading')}
          listId={listId}
          listName={listName}
          empty={empty}
        />
      )}
    </section>
  );
}

interface ResultsProps {
  readonly filter: ProductFilter;
  readonly sort: ProductSort;
  readonly page: number;
  readonly onSort: (sort: ProductSort) => void;
  readonly onPage: (page: number) => void;
  readonly headingId: string;
  readonly sortSelect: RefObject<HTMLSelectElement | null>;
  readonly listId: string;
  readonly listName: string;
  readonly empty: ReactNode;
}

/** The answer of GET /product for the filter at the address's sort and page, and what the shopper does with it. */
function Results({ filter, sort, page, onSort, onPage, headingId, sortSelect, listId, listName, empty }: ResultsProps) {
  const { analytics } = useApp();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { data: answer, isError, refetch } = useShopQuery('listProducts', { ...filter, sort, page, page_size: PAGE_SIZE });
  // The cards are drawn in a render React may interrupt (a deferred value), as the home's are,
  // also when the answer is in before the page mounts (the initial value null reads as "not yet").
  const data = useDeferredValue(answer, null) ?? undefined;
  const tracked = useRef(false);
  const lastPage = data ? pageCount(data.total, data.page_size) : 1;
  const pastTheEnd = data !== undefined && data.items.length === 0 && data.total > 0 && page > lastPage;

  // One view_item_list per page of results shown; this page instance always shows the same one.
  useEffect(() => {
    if (tracked.current || !data || data.items.length === 0) return;
    tracked.current = true;
    analytics.track(viewItemList(listId, listName, data.items));
  }, [analytics, data, listId, listName]);

  // An old link past the last page (the list has shrunk since) goes to the last page instead; a
  // cached page waiting hidden, whose list changed meanwhile, does so when it is shown again.
  useEffect(() => {
    if (pastTheEnd) void navigate(listHref(pathname, search, { page: lastPage }), { replace: true });
  }, [pastTheEnd, lastPage, navigate, pathname, search]);

  if (isError) return <LoadError onRetry={refetch} />;
  if (data && data.total === 0) return empty;
  const products = data && !pastTheEnd ? data.items : undefined;
  return (
    <>
      <Toolbar count={products ? data?.total : undefined} sort={sort} sortSelect={sortSelect} onSort={onSort} />
      <div aria-busy={products === undefined}>
        <ProductGrid products={products} listId={listId} listName={listName} labelledBy={headingId} eagerCount={FIRST_ROW} />
      </div>
      {products && (
        <div className="sf-product-results__pagination">
          <ShopPagination page={page} totalPages={lastPage} onPageChange={onPage} />
        </div>
      )}
    </>
  );
}

interface ToolbarProps {
  /** How many products the list holds; undefined while loading. */
  readonly count: number | undefined;
  readonly sort: ProductSort;
  readonly sortSelect: RefObject<HTMLSelectElement | null>;
  readonly onSort: (sort: ProductSort) => void;
}

/** The count of products and the sort select, one row from tablets up and wrapping on phones. */
function Toolbar({ count, sort, sortSelect, onSort }: ToolbarProps) {
  const { t } = useTranslation();
  const options = PRODUCT_SORTS.map((value) => ({ value, label: t(`productList.sort.${value}`) }));
  return (
    <div className="sf-product-results__toolbar">
      <p className="sf-product-results__count" role="status">
        {count === undefined ? (
          <span className="sf-product-results__count-placeholder" aria-hidden="true">
            <Skeleton variant="text" lines={1} />
          </span>
        ) : count === 1 ? (
          t('productList.countOne')
        ) : (
          t('productList.count', { count })
        )}
      </p>
      <Select
        ref={sortSelect}
        className="sf-product-results__sort"
        label={t('productList.sortBy')}
        options={options}
        value={sort}
        onChange={(event) => {
          const next = PRODUCT_SORTS.find((value) => value === event.target.value);
          if (next !== undefined && next !== sort) onSort(next);
        }}
      />
    </div>
  );
}
