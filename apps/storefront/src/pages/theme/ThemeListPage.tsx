import type { Theme } from '@storefront/api-contract';
import { toWebp } from '@storefront/domain';
import { useTranslation } from '@storefront/i18n/react';
import { useShopQuery } from '@storefront/store/react';
import { Badge, EmptyState, Skeleton } from '@storefront/ui';
import { LoadError } from '../../components/LoadError.js';
import './ThemeListPage.css';
import { ShopLink } from '../../components/ShopLink.js';

/** Cards in the first rows load at once; the rest wait until they near the screen. */
const EAGER_CARDS = 3;
const SKELETON_CARDS = 6;

/** The address of a theme's page. */
export function themeHref(themeId: string): string {
  return `/theme/${encodeURIComponent(themeId)}`;
}

/** The popular zones (spec 2, /theme): every theme as a picture card, age-restricted ones marked 18+. */
export function ThemeListPage() {
  const { t } = useTranslation();
  const { data, isError, refetch } = useShopQuery('listThemes', undefined);

  return (
    <div className="sf-theme-list" aria-busy={!data && !isError}>
      <h1 id="theme-list-heading" className="sf-theme-list__title">
        {t('theme.heading')}
      </h1>
      {isError && !data ? (
        <LoadError onRetry={refetch} />
      ) : data?.length === 0 ? (
        <EmptyState title={t('theme.empty')} />
      ) : data ? (
        <ul className="sf-theme-list__grid" aria-labelledby="theme-list-heading">
          {data.map((theme, index) => (
            <li key={theme.theme_id}>
              <ThemeCard theme={theme} eager={index < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="sf-theme-list__grid" aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index} className="sf-theme-list__card">
              <span className="sf-theme-list__media" />
              <span className="sf-theme-list__name">
                <Skeleton lines={1} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ThemeCard({ theme, eager }: { readonly theme: Theme; readonly eager: boolean }) {
  const { t } = useTranslation();
  return (
    <ShopLink to={themeHref(theme.theme_id)} className="sf-theme-list__card">
      <span className="sf-theme-list__media">
        {theme.image_url && (
          <img
            className="sf-theme-list__image"
            src={toWebp(theme.image_url)}
            alt=""
            width={640}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
      </span>
      <span className="sf-theme-list__name">{theme.display_name}</span>
      {theme.age_restricted && (
        <>
          {' '}
          <Badge variant="neutral" className="sf-theme-list__badge">
            <span aria-hidden="true">{t('theme.adultsBadge')}</span>{' '}
            <span className="sf-theme-list__visually-hidden">{t('theme.adultsOnly')}</span>
          </Badge>
        </>
      )}
    </ShopLink>
  );
}
