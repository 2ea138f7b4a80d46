import { useId } from 'react';
import { useParams } from 'react-router';
import { toWebp } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { useShopQuery } from '@storefront/store/react';
import { Button, Skeleton } from '@storefront/ui';
import { usePageMeta } from '../../app/head/page-meta.js';
import { ArticleDate } from '../../components/ArticleDate.js';
import { LoadError } from '../../components/LoadError.js';
import { RichText } from '../../components/RichText.js';
import './NewsPage.css';
import { ShopLink } from '../../components/ShopLink.js';

const NEWS_LIST_HREF = '/news-list';

/** The way back to the list, above the article. */
function BackToNews() {
  const { t } = useTranslation();
  return (
    <ShopLink className="sf-news__back" to={NEWS_LIST_HREF}>
      <svg className="sf-news__back-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" />
      </svg>
      {t('news.back')}
    </ShopLink>
  );
}

/**
 * Whether a failed GET /article/{id} means there is no such article: 404, or 400 for an id that
 * cannot name one (the contract's id pattern), rather than a failure worth retrying.
 */
function isMissing(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return status === 404 || status === 400;
}

/** Title, date, cover and text lines of the same size as the article while it loads. */
function ArticleSkeleton() {
  return (
    <div className="sf-news" aria-hidden="true">
      <div className="sf-news__header">
        <Skeleton lines={2} />
      </div>
      <div className="sf-news__cover sf-news__cover--placeholder" />
      <Skeleton lines={6} />
    </div>
  );
}

/**
 * /news/{news_id}: one article with its title, date, cover and rich-text body (sanitised again by
 * RichText before it is drawn); an id with no article shows a not-found state leading back to the list.
 */
export function NewsPage() {
  const { t } = useTranslation();
  const { news_id: articleId = '' } = useParams();
  const titleId = useId();
  const { data, error, isError, refetch } = useShopQuery('getArticle', { params: { article_id: articleId } });
  usePageMeta(
    data?.article_id === articleId
      ? { title: data.title, description: data.summary, ...(data.cover_image_url !== null && { image: data.cover_image_url }) }
      : null,
  );

  if (isError && isMissing(error)) {
    return (
      <section className="sf-news sf-news--missing" aria-labelledby={titleId}>
        <h1 id={titleId} className="sf-news__title">
          {t('news.notFound')}
        </h1>
        <p className="sf-news__missing-text">{t('news.notFoundText')}</p>
        <Button href={NEWS_LIST_HREF} renderLink={({ href, ...rest }) => <ShopLink to={href} {...rest} />}>
          {t('news.back')}
        </Button>
      </section>
    );
  }

  return (
    <div className="sf-news-page" aria-busy={!data && !isError}>
      <BackToNews />
      {isError && (
        <section className="sf-news" aria-labelledby={titleId}>
          <h1 id={titleId} className="sf-news__title">
            {t('title.newsDetail')}
          </h1>
          <LoadError onRetry={refetch} />
        </section>
      )}
      {!isError && !data && <ArticleSkeleton />}
      {!isError && data && (
        <article className="sf-news" aria-labelledby={titleId}>
          <header className="sf-news__header">
            <h1 id={titleId} className="sf-news__title">
              {data.title}
            </h1>
            <ArticleDate className="sf-news__date" publishedAt={data.published_at} labelled />
          </header>
          {data.cover_image_url && (
            <img
              className="sf-news__cover"
              src={toWebp(data.cover_image_url)}
              // The cover illustrates the headline right above it; read aloud it would only repeat it.
              alt=""
              width={600}
              height={600}
              decoding="async"
            />
          )}
          <RichText className="sf-news__content" html={data.content} />
        </article>
      )}
    </div>
  );
}
