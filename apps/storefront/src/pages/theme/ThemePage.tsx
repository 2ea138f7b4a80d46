import { useEffect, useRef } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import type { ThemeDataInfo, ThemeDetail } from '@storefront/api-contract';
import { toWebp } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { useShopQuery } from '@storefront/store/react';
import { EmptyState, Skeleton } from '@storefront/ui';
import { AgeGate } from '../../app/age-gate/AgeGate.js';
import { usePageMeta } from '../../app/head/page-meta.js';
import { ContentLink } from '../../components/ContentLink.js';
import { LoadError } from '../../components/LoadError.js';
import { ProductGrid } from '../../components/ProductGrid.js';
import { RichText } from '../../components/RichText.js';
import './ThemePage.css';
import { ShopLink } from '../../components/ShopLink.js';
import { ShopPagination } from '../../components/ShopPagination.js';

/** Products per page of a theme: four or five full rows on wide screens. */
export const THEME_PAGE_SIZE = 20;

// The contract's largest page number.
const MAX_PAGE = 100_000;

/** The page number of the address's ?page=, 1 when it is missing or no page number at all. */
export function pageFromSearch(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** What a page of products asks the next page to do when it opens: focus the product list. */
interface PageChangeState {
  readonly focusProducts: true;
}

function isPageChange(state: unknown): state is PageChangeState {
  return typeof state === 'object' && state !== null && (state as Partial<PageChangeState>).focusProducts === true;
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

/**
 * A theme (popular zone) page (spec 2, /theme/{theme_id}): picture, title, description and content
 * blocks, then the theme's products a page at a time (?page= in the address, so back, forward and
 * the keep-alive cache each see their own page). Age-restricted themes sit behind the age gate.
 */
export function ThemePage() {
  const { t } = useTranslation();
  const { theme_id: themeId = '' } = useParams();
  const { data, isError, error, refetch } = useShopQuery('getTheme', { params: { theme_id: themeId } });
  // An age-restricted theme's picture stays behind the gate, out of link previews.
  const image = data && !data.age_restricted ? data.image_url : null;
  usePageMeta(data?.theme_id === themeId ? { title: data.display_name, ...(image !== null && { image }) } : null);

  if (isError && !data) {
    if (isNotFound(error)) return <ThemeNotFound />;
    return (
      <div className="sf-theme">
        <h1 className="sf-theme__title">{t('title.themeDetail')}</h1>
        <LoadError onRetry={refetch} />
      </div>
    );
  }
  if (!data) return <ThemeSkeleton />;
  return (
    <AgeGate restricted={data.age_restricted}>
      <ThemeContent theme={data} />
    </AgeGate>
  );
}

function ThemeContent({ theme }: { readonly theme: ThemeDetail }) {
  return (
    <div className="sf-theme">
      <header className="sf-theme__hero">
        {theme.image_url && (
          <img className="sf-theme__hero-image" src={toWebp(theme.image_url)} alt="" width={960} height={540} fetchPriority="high" />
        )}
        <div className="sf-theme__hero-text">
          <h1 className="sf-theme__title">{theme.display_name}</h1>
          <RichText html={theme.description} className="sf-theme__description" />
        </div>
      </header>
      {theme.data_infos.length > 0 && (
        <div className="sf-theme__blocks">
          {theme.data_infos.map((block, index) => (
            <ThemeBlock key={index} block={block} id={`theme-block-${index}`} />
          ))}
        </div>
      )}
      <ThemeProducts theme={theme} />
    </div>
  );
}

/** One content block of the theme: title, picture, rich text and an optional link. */
function ThemeBlock({ block, id }: { readonly block: ThemeDataInfo; readonly id: string }) {
  const { t } = useTranslation();
  return (
    <section className="sf-theme__block" aria-labelledby={id}>
      {block.image_url && (
        <img
          className="sf-theme__block-image"
          src={toWebp(block.image_url)}
          alt=""
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="sf-theme__block-body">
        <h2 id={id} className="sf-theme__block-title">
          {block.title}
        </h2>
        <RichText html={block.content} />
        {block.link_url && (
          <ContentLink href={block.link_url} className="sf-theme__block-link">
            {t('theme.blockLink', { title: block.title })}
          </ContentLink>
        )}
      </div>
    </section>
  );
}

/** The theme's products, a page at a time; a page change focuses the list of the new page. */
function ThemeProducts({ theme }: { readonly theme: ThemeDetail }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search);
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, isError, refetch } = useShopQuery('listThemeProducts', {
    params: { theme_id: theme.theme_id },
    query: { page, page_size: THEME_PAGE_SIZE },
  });
  const totalPages = data ? Math.ceil(data.total / data.page_size) : 0;

  const focusOnOpen = isPageChange(location.state);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);

  const goTo = (target: number) => {
    const next = new URLSearchParams(search);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    setSearch(next, { state: { focusProducts: true } satisfies PageChangeState });
  };

  return (
    <section className="sf-theme__products" aria-labelledby="theme-products" aria-busy={!data && !isError}>
      <h2 id="theme-products" ref={heading} tabIndex={-1} className="sf-theme__products-title">
        {t('theme.products')}
      </h2>
      {isError && !data ? (
        <LoadError onRetry={refetch} />
      ) : data?.items.length === 0 ? (
        <EmptyState title={t('theme.productsEmpty')} headingLevel={3} />
      ) : (
        <ProductGrid
          products={data?.items}
          listId={`theme_${theme.theme_id}`}
          listName={theme.display_name}
          labelledBy="theme-products"
          skeletonCount={5}
        />
      )}
      <ShopPagination page={page} totalPages={totalPages} onPageChange={goTo} />
    </section>
  );
}

/** An unknown theme: said in the page, with the way to every theme. */
function ThemeNotFound() {
  const { t } = useTranslation();
  return (
    <div className="sf-theme sf-theme__not-found">
      <h1 className="sf-theme__title">{t('theme.notFound')}</h1>
      <p>{t('theme.notFoundText')}</p>
      <p>
        <ShopLink to="/theme" className="sf-theme__back">
          {t('theme.backToList')}
        </ShopLink>
      </p>
    </div>
  );
}

/** The hero's shape while the theme loads, so the page does not jump when it arrives. */
function ThemeSkeleton() {
  return (
    <div className="sf-theme" aria-busy="true">
      <div className="sf-theme__hero" aria-hidden="true">
        <span className="sf-theme__hero-image sf-theme__hero-image--placeholder" />
        <div className="sf-theme__hero-text">
          <Skeleton lines={4} />
        </div>
      </div>
    </div>
  );
}
