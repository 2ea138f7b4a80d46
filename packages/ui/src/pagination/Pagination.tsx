import { clampPage, paginationRange } from './pagination-range.js';
import './Pagination.css';

/** Texts of the pagination; the app passes them translated. */
export interface PaginationLabels {
  /** Names the navigation landmark. */
  readonly label: string;
  readonly previous: string;
  readonly next: string;
  /** Names a page button, e.g. 'Page 3'. */
  readonly page: (page: number) => string;
}

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** The current page, from 1. */
  readonly page: number;
  readonly totalPages: number;
  /** Called with the page to show; never with the current one. */
  readonly onPageChange: (page: number) => void;
  readonly labels?: Partial<PaginationLabels>;
}

const DEFAULT_LABELS: PaginationLabels = {
  label: 'Pagination',
  previous: 'Previous page',
  next: 'Next page',
  page: (page) => `Page ${page}`,
};

function Chevron({ direction }: { readonly direction: 'previous' | 'next' }) {
  return (
    <svg className="sf-pagination__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

/**
 * Page navigation: previous / next and the page numbers with gaps, in a nav landmark; the
 * current page is aria-current="page". Previous and next at either end are aria-disabled rather
 * than disabled, so keyboard focus stays on them. Draws nothing for a single page.
 */
export function Pagination({ page, totalPages, onPageChange, labels }: PaginationProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const slots = paginationRange(page, totalPages);
  if (slots.length <= 1) return null;
  const total = Math.floor(totalPages);
  const current = clampPage(page, total);
  const go = (target: number) => {
    if (target >= 1 && target <= total && target !== current) onPageChange(target);
  };

  return (
    <nav className="sf-pagination" aria-label={text.label}>
      <ul className="sf-pagination__list">
        <li>
          <button
            type="button"
            className="sf-pagination__button sf-pagination__step"
            aria-label={text.previous}
            aria-disabled={current === 1 ? true : undefined}
            onClick={() => go(current - 1)}
          >
            <Chevron direction="previous" />
          </button>
        </li>
        {slots.map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              <button
                type="button"
                className="sf-pagination__button"
                aria-label={text.page(slot)}
                aria-current={slot === current ? 'page' : undefined}
                onClick={() => go(slot)}
              >
                {slot}
              </button>
            </li>
          ) : (
            <li key={slot} className="sf-pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="sf-pagination__button sf-pagination__step"
            aria-label={text.next}
            aria-disabled={current === total ? true : undefined}
            onClick={() => go(current + 1)}
          >
            <Chevron direction="next" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
