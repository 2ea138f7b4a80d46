import { useAppSelector, useShopQuery } from '@storefront/store/react';
import { selectLocale } from '@storefront/store';
import { ProductCard } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './HomePage.css';

const HOME_PAGE_QUERY = { page: 1, page_size: 24 };

/** Home: the newest products of the catalogue. */
export function HomePage() {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const { data, isLoading, isError, refetch } = useShopQuery('listProducts', HOME_PAGE_QUERY);
  const labels = {
    soldOut: t('product.state.sold_out'),
    preOrder: t('product.state.pre_order'),
    unavailable: t('product.state.unavailable'),
    originalPrice: t('product.originalPrice'),
  };

  return (
    <section aria-labelledby="home-heading" aria-busy={isLoading}>
      <h1 id="home-heading" className="sf-home__heading">
        {t('home.heading')}
      </h1>
      {isLoading && <p role="status">{t('common.loading')}</p>}
      {isError && (
        <div role="alert" className="sf-home__error">
          <p>{t('common.loadFailed')}</p>
          <button type="button" onClick={() => void refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {data?.items.length === 0 && <p>{t('home.empty')}</p>}
      {data && data.items.length > 0 && (
        <ul className="sf-home__grid">
          {data.items.map((product) => (
            <li key={product.product_id}>
              <ProductCard
                product={product}
                locale={locale}
                href={`/product/${encodeURIComponent(product.product_id)}`}
                labels={labels}
                renderLink={({ href, ...rest }) => <Link to={href} {...rest} />}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
