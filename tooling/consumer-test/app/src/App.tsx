// The React side, from the packages' ./react subpaths and the UI kit.
import type { Locale } from '@storefront/domain';
import type { I18n } from '@storefront/i18n';
import { I18nProvider, useTranslation } from '@storefront/i18n/react';
import type { AppStore } from '@storefront/store';
import { StoreProvider, useShopQuery } from '@storefront/store/react';
import { ProductCard, type ProductCardProduct } from '@storefront/ui';

/** A sold-out product with a discount: the card shows both prices and the translated badge. */
export const PRODUCT: ProductCardProduct = {
  product_id: 'p-1',
  display_name: 'Oolong tea',
  marked_price: 1500,
  selling_price: 1280,
  images: ['https://img.example.test/tea.jpg'],
  stock: 0,
};

function Shelf({ locale }: { readonly locale: Locale }) {
  const { t } = useTranslation();
  const categories = useShopQuery('listCategories', undefined);
  return (
    <main>
      <h1>{t('cart.heading')}</h1>
      <ul>
        {(categories.data ?? []).map((category) => (
          <li key={category.category_id}>{category.display_name}</li>
        ))}
      </ul>
      <ProductCard
        product={PRODUCT}
        locale={locale}
        href={`/product/${PRODUCT.product_id}`}
        labels={{ soldOut: t('product.soldOut'), originalPrice: t('product.originalPrice') }}
      />
    </main>
  );
}

/** The app: the store and the translator in reach of the shelf. */
export function App({ store, i18n, locale }: { readonly store: AppStore; readonly i18n: I18n; readonly locale: Locale }) {
  return (
    <StoreProvider store={store}>
      <I18nProvider i18n={i18n}>
        <Shelf locale={locale} />
      </I18nProvider>
    </StoreProvider>
  );
}
