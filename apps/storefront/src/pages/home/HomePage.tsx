import { useDeferredValue } from 'react';
import { selectBanner } from '@storefront/analytics';
import type { ArticleSummary, Banner, HomeData, Product } from '@storefront/api-contract';
import { toWebp, truncate } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { useShopQuery } from '@storefront/store/react';
import { EmptyState, Skeleton } from '@storefront/ui';
import { useApp } from '../../app/app-context.js';
import { ArticleDate } from '../../components/ArticleDate.js';
import { ContentLink } from '../../components/ContentLink.js';
import { LoadError } from '../../components/LoadError.js';
import { ProductGrid } from '../../components/ProductGrid.js';
import { ShopLink } from '../../components/ShopLink.js';
import { BannerCarousel } from './BannerCarousel.js';
import './HomePage.css';

/** Where a banner is shown (Banner.location): the carousel at the top, tiles between the sections. */
export const CAROUSEL_LOCATION = 'home_carousel';

/** How many placeholders stand in for a product row and the news while the home loads (the API's row size). */
const ROW_SKELETONS = 8;
const NEWS_SKELETONS = 4;

/** True when the home has nothing at all to show. */
export function isHomeEmpty(home: HomeData): boolean {
  return [home.banners, home.recommended, home.popular, home.lucky_bags, home.news].every((list) => list.length === 0);
}

/**
 * Home (spec 2): the banner carousel, then the recommended, popular and lucky-bag products, the
 * other banners as tiles and the latest news, from one call (GET /index). Each list has its own
 * analytics list and a 'View all' link where a list page exists.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { analytics } = useApp();
  const { data: answer, isError, refetch } = useShopQuery('getHome', undefined);
  // The answer's many cards are drawn in a render React may interrupt and spread over several
  // tasks (a deferred value), so its arrival does not hold the main thread in one long task; the
  // placeholders stay until it is done. The initial value (null, read as "not yet") does the same
  // when the answer is in before the page's code: the page mounts with its placeholders.
  const data = useDeferredValue(answer, null) ?? undefined;
  const trackBanner = (banner: Banner) => analytics.track(selectBanner(banner));
  const carousel = data?.banners.filter((banner) => banner.location === CAROUSEL_LOCATION);
  const tiles = data?.banners.filter((banner) => banner.location !== CAROUSEL_LOCATION);

  if (isError && !answer) {
    return (
      <div className="sf-home">
        <h1 className="sf-home__visually-hidden">{t('home.heading')}</h1>
        <LoadError onRetry={refetch} />
      </div>
    );
  }
  if (data && isHomeEmpty(data)) {
    return (
      <div className="sf-home">
        <h1 className="sf-home__visually-hidden">{t('home.heading')}</h1>
        <EmptyState title={t('home.empty')} />
      </div>
    );
  }

  return (
    <div className="sf-home" aria-busy={!data}>
      <h1 className="sf-home__visually-hidden">{t('home.heading')}</h1>
      {!carousel && <div className="sf-home__carousel-skeleton" aria-hidden="true" />}
      {carousel && carousel.length > 0 && <BannerCarousel banners={carousel} onBannerClick={trackBanner} />}
      <ProductSection
        id="home-recommended"
        title={t('home.recommended')}
        products={data?.recommended}
        listId="home_recommended"
        listName="Recommended"
      />
      <ProductSection
        id="home-popular"
        title={t('home.popular')}
        products={data?.popular}
        listId="home_popular"
        listName="Popular"
        viewAllHref="/theme"
      />
      <BannerTiles banners={tiles} onBannerClick={trackBanner} />
      <ProductSection
        id="home-lucky-bag"
        title={t('home.luckyBag')}
        products={data?.lucky_bags}
        listId="home_lucky_bag"
        listName="Lucky bag"
        viewAllHref="/lucky-bag"
      />
      <NewsSection news={data?.news} />
    </div>
  );
}

/** A section's heading with its 'View all' link; the link names its section for screen readers. */
function SectionHeader({ id, title, viewAllHref }: { readonly id: string; readonly title: string; readonly viewAllHref?: string }) {
  const { t } = useTranslation();
  return (
    <div className="sf-home__section-header">
      <h2 id={id} className="sf-home__section-title">
        {title}
      </h2>
      {viewAllHref && (
        <ShopLink to={viewAllHref} className="sf-home__view-all">
          {t('common.viewAll')} <span className="sf-home__visually-hidden">{title}</span>
        </ShopLink>
      )}
    </div>
  );
}

interface ProductSectionProps {
  readonly id: string;
  readonly title: string;
  /** Undefined while loading; an empty list hides the section. */
  readonly products: readonly Product[] | undefined;
  readonly listId: string;
  readonly listName: string;
  readonly viewAllHref?: string;
}

function ProductSection({ id, title, products, listId, listName, viewAllHref }: ProductSectionProps) {
  if (products?.length === 0) return null;
  return (
    <section className="sf-home__section" aria-labelledby={id}>
      <SectionHeader id={id} title={title} viewAllHref={viewAllHref} />
      <ProductGrid products={products} listId={listId} listName={listName} labelledBy={id} skeletonCount={ROW_SKELETONS} />
    </section>
  );
}

/** The banners shown between the sections (none until the home has answered). */
function BannerTiles({
  banners,
  onBannerClick,
}: {
  readonly banners: readonly Banner[] | undefined;
  readonly onBannerClick: (banner: Banner) => void;
}) {
  const { t } = useTranslation();
  if (!banners || banners.length === 0) return null;
  return (
    <ul className="sf-home__tiles" aria-label={t('home.promotions')}>
      {banners.map((banner) => (
        <li key={banner.banner_id}>
          <BannerTile banner={banner} onClick={() => onBannerClick(banner)} />
        </li>
      ))}
    </ul>
  );
}

/** A banner shown between the sections: a smaller picture with its name. */
function BannerTile({ banner, onClick }: { readonly banner: Banner; readonly onClick: () => void }) {
  const content = (
    <>
      <img className="sf-home__tile-image" src={toWebp(banner.image_url)} alt="" width={600} height={300} loading="lazy" decoding="async" />
      <span className="sf-home__tile-name">{banner.display_name}</span>
    </>
  );
  if (!banner.link_url) return <div className="sf-home__tile">{content}</div>;
  return (
    <ContentLink href={banner.link_url} className="sf-home__tile" onClick={onClick}>
      {content}
    </ContentLink>
  );
}

/** The latest articles: date, title linking to the article, and the summary cut to the spec's 200 characters. */
function NewsSection({ news }: { readonly news: readonly ArticleSummary[] | undefined }) {
  const { t } = useTranslation();
  if (news?.length === 0) return null;
  return (
    <section className="sf-home__section" aria-labelledby="home-news">
      <SectionHeader id="home-news" title={t('home.news')} viewAllHref="/news-list" />
      {news ? (
        <ul className="sf-home__news" aria-labelledby="home-news">
          {news.map((article) => (
            <li key={article.article_id} className="sf-home__article">
              {article.cover_image_url && (
                <img
                  className="sf-home__article-image"
                  src={toWebp(article.cover_image_url)}
                  alt=""
                  width={160}
                  height={160}
                  loading="lazy"
                  decoding="async"
                />
              )}
              <div className="sf-home__article-body">
                <h3 className="sf-home__article-title">
                  <ShopLink to={`/news/${encodeURIComponent(article.article_id)}`}>{article.title}</ShopLink>
                </h3>
                <ArticleDate className="sf-home__article-date" publishedAt={article.published_at} />
                <p className="sf-home__article-summary">{truncate(article.summary)}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="sf-home__news" aria-hidden="true">
          {Array.from({ length: NEWS_SKELETONS }, (_, index) => (
            <li key={index} className="sf-home__article">
              <span className="sf-home__article-image">
                <Skeleton variant="image" />
              </span>
              <div className="sf-home__article-body">
                <Skeleton lines={3} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
