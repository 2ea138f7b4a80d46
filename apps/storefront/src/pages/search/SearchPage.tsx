import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { search } from '@storefront/analytics';
import { checkKeyword, formatValidationMessage } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { useShopQuery } from '@storefront/store/react';
import { EmptyState } from '@storefront/ui';
import { useApp } from '../../app/app-context.js';
import { ShopLink } from '../../components/ShopLink.js';
import { ProductResults } from '../product-list/ProductResults.js';
import './SearchPage.css';

/** The analytics id and name of the search results list. */
const LIST_ID = 'search_results';
const LIST_NAME = 'Search results';

/** The address of the results for a keyword, as the header's search box builds it. */
export function searchHref(keyword: string): string {
  return `/search?keyword=${encodeURIComponent(keyword)}`;
}

/**
 * /search?keyword=: the products matching the keyword, sorted and paginated by the query string
 * like a category. No match offers the popular keywords; a missing or blank keyword shows the
 * search rule's message (spec 5) and the popular keywords, and asks for no products.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const checked = checkKeyword(params.get('keyword'));

  if (!checked.valid) return <KeywordRequired message={formatValidationMessage(checked.message, (key, values) => t(key, values))} />;
  const { keyword } = checked;
  return (
    <ProductResults
      title={t('search.resultsFor', { keyword })}
      filter={{ keyword }}
      listId={LIST_ID}
      listName={LIST_NAME}
      empty={
        <>
          <EmptyState title={t('search.empty', { keyword })} />
          <PopularKeywords />
        </>
      }
    />
  );
}

/** The page without a usable keyword: the rule's message and keywords to start from. */
function KeywordRequired({ message }: { readonly message: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="sf-search" aria-labelledby={headingId}>
      <h1 id={headingId} className="sf-search__heading">
        {t('search.heading')}
      </h1>
      <p className="sf-search__message">{message}</p>
      <PopularKeywords />
    </section>
  );
}

/** The shop's suggested keywords (GET system/search-keyword) as links to their results; nothing when there are none. */
function PopularKeywords() {
  const { t } = useTranslation();
  const { analytics } = useApp();
  const headingId = useId();
  const keywords = useShopQuery('getSearchKeywords', undefined).data ?? [];
  if (keywords.length === 0) return null;
  return (
    <section className="sf-search__popular" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-search__popular-heading">
        {t('search.suggestions')}
      </h2>
      <ul className="sf-search__keywords">
        {keywords.map((keyword) => (
          <li key={keyword}>
            <ShopLink className="sf-search__keyword" to={searchHref(keyword)} onClick={() => analytics.track(search(keyword))}>
              {keyword}
            </ShopLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
