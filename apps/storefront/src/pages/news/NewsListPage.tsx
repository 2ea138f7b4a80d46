import { useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ArticleSummary } from '@storefront/api-contract';
import { toWebp, truncate } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { useShopQuery } from '@storefront/store/react';
import { EmptyState, Skeleton } from '@storefront/ui';
import { ArticleDate } from '../../components/ArticleDate.js';
import { LoadError } from '../../components/LoadError.js';
import './NewsListPage.css';
import { ShopLink } from '../../components/ShopLink.js';
import { ShopPagination } from '../../components/ShopPagination.js';

/** Articles per page: short enough to scan, and a second page with the demo shop's nine articles. */
export const NEWS_PAGE_SIZE = 6;

/** The first cards are in view on arrival and load at once; the rest wait until they are scrolled to. */
const EAGER_IMAGES = 2;

/** What the page a pagination click opens should do: take the focus to its heading (a new page instance has none). */
interface NewsListNavigationState {
  readonly focusHeading: true;
}

/** The page of the list in the query string (?page=2); anything else reads as page 1. */
function readPage(search: string): number {
  const page = new URLSearchParams(search).get('page') ?? '';
  // The API's pages go up to 100000: a longer number is no page of it.
  return /^[1-9]\d{0,4}$/.test(page) ? Number(page) : 1;
}

/** The address of a page of the list; page 1 is the list's own address. */
function pageHref(pathname: string, page: number): string {
  return page <= 1 ? pathname : `${pathname}?page=${page}`;
}

/** The address of an article's page. */
function articleHref(articleId: string): string {
  return `/news/${encodeURIComponent(articleId)}`;
}

/** One article of the list: cover, title linking to the article (the whole card is its target), date and summary. */
function NewsCard({ article, eager }: { readonly article: ArticleSummary; readonly eager: boolean }) {
  return (
    <article className="sf-news-card">
      <div className="sf-news-card__media">
        {article.cover_image_url ? (
          <img
            className="sf-news-card__image"
            src={toWebp(article.cover_image_url)}
            // The cover illustrates the title beside it, which already names the link.
            alt=""
            width={600}
            height={600}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
      </div>
      <div className="sf-news-card__body">
        <h2 className="sf-news-card__title">
          <ShopLink className="sf-news-card__link" to={articleHref(article.article_id)}>
            {article.title}
          </ShopLink>
        </h2>
        <ArticleDate className="sf-news-card__date" publishedAt={article.published_at} />
        <p className="sf-news-card__summary">{truncate(article.summary)}</p>
      </div>
    </article>
  );
}

/** Cards of the same size as the real ones while a page of the list loads. */
function NewsCardSkeletons() {
  return (
    <ul className="sf-news-list__items" aria-hidden="true">
      {Array.from({ length: NEWS_PAGE_SIZE }, (_, index) => (
        <li key={index}>
          <div className="sf-news-card">
            <div className="sf-news-card__media">
              <Skeleton variant="image" />
            </div>
            <div className="sf-news-card__body">
              <Skeleton lines={4} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * /news-list: the shop's news, newest first, a page at a time. The page lives in the query string,
 * so a shared or reloaded address, back and forward and the keep-alive cache (one cached page per
 * address) all show the same page; the page a pagination click opens takes focus at its heading.
 */
export function NewsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const page = readPage(location.search);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const focused = useRef(false);
  const focusHeading = (location.state as Partial<NewsListNavigationState> | null)?.focusHeading === true;
  const { data, isError, refetch } = useShopQuery('listArticles', { page, page_size: NEWS_PAGE_SIZE });
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const pastTheEnd = data !== undefined && data.items.length === 0 && data.total > 0 && page > lastPage;

  // Once per page instance: a cached page shown again keeps the focus the shopper gives it.
  useEffect(() => {
    if (focused.current || !focusHeading) return;
    focused.current = true;
    heading.current?.focus();
  }, [focusHeading]);

  // An old link past the last page (the list has shrunk since) goes to the last page instead; a
  // cached page waiting hidden, whose list changed meanwhile, does so when it is shown again.
  useEffect(() => {
    if (pastTheEnd) void navigate(pageHref(location.pathname, lastPage), { replace: true });
  }, [pastTheEnd, lastPage, navigate, location.pathname]);

  const goTo = (target: number) => {
    const state: NewsListNavigationState = { focusHeading: true };
    void navigate(pageHref(location.pathname, target), { state });
  };
  const articles = data && !pastTheEnd ? data.items : undefined;

  let body;
  if (isError) body = <LoadError onRetry={refetch} />;
  else if (data?.total === 0) body = <EmptyState title={t('news.empty')} />;
  else if (!articles) body = <NewsCardSkeletons />;
  else {
    body = (
      <>
        <ul className="sf-news-list__items" aria-labelledby={headingId}>
          {articles.map((article, index) => (
            <li key={article.article_id}>
              <NewsCard article={article} eager={index < EAGER_IMAGES} />
            </li>
          ))}
        </ul>
        <div className="sf-news-list__pagination">
          <ShopPagination page={page} totalPages={lastPage} onPageChange={goTo} />
        </div>
      </>
    );
  }

  return (
    <section className="sf-news-list" aria-labelledby={headingId} aria-busy={!data && !isError}>
      <h1 id={headingId} ref={heading} tabIndex={-1} className="sf-news-list__heading">
        {t('news.heading')}
      </h1>
      {body}
    </section>
  );
}
