import { useId, useRef, useState, type FormEvent } from 'react';
import './SearchBox.css';

/** Texts of the search box; the app passes them translated. */
export interface SearchBoxLabels {
  /** Label of the keyword field, read by screen readers. */
  readonly searchLabel: string;
  /** Placeholder when there is no keyword suggestion. */
  readonly searchPlaceholder: string;
  /** Name of the submit button. */
  readonly searchSubmit: string;
  /** Said under the box when a blank keyword is submitted: what to type instead. */
  readonly searchBlank: string;
}

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** Called with the trimmed keyword on submit; the app goes to /search?keyword=… and clears cached pages. */
  readonly onSearch: (keyword: string) => void;
  /** Suggested keywords; the first one is the placeholder. */
  readonly suggestions?: readonly string[];
  readonly labels?: Partial<SearchBoxLabels>;
}

const DEFAULT_LABELS: SearchBoxLabels = {
  searchLabel: 'Search products',
  searchPlaceholder: 'Search products',
  searchSubmit: 'Search',
  searchBlank: "Type what you are looking for, such as a product's name.",
};

/** The API accepts keywords of up to 100 characters. */
const KEYWORD_MAX_LENGTH = 100;

/** The keyword search of the header: submits the trimmed keyword and empties the box; a blank one is not searched, and the box says what to type. */
export function SearchBox({ onSearch, suggestions = [], labels }: SearchBoxProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const [keyword, setKeyword] = useState('');
  const [blank, setBlank] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    if (trimmed === '') {
      setBlank(true);
      input.current?.focus();
      return;
    }
    onSearch(trimmed);
    setKeyword('');
  };

  return (
    <form className="sf-search-box" role="search" onSubmit={submit}>
      <label className="sf-search-box__label" htmlFor={inputId}>
        {text.searchLabel}
      </label>
      <input
        id={inputId}
        ref={input}
        className="sf-search-box__input"
        type="search"
        name="keyword"
        value={keyword}
        onChange={(event) => {
          setKeyword(event.target.value);
          setBlank(false);
        }}
        aria-describedby={blank ? hintId : undefined}
        placeholder={suggestions[0] ?? text.searchPlaceholder}
        maxLength={KEYWORD_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button className="sf-search-box__submit" type="submit" aria-label={text.searchSubmit}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z"
          />
        </svg>
      </button>
      {/* Always in the page, so screen readers announce the hint when it appears. */}
      <p id={hintId} className="sf-search-box__hint" role="status">
        {blank ? text.searchBlank : ''}
      </p>
    </form>
  );
}
