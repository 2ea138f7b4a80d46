import { type ReactNode, useId } from 'react';
import { useParams } from 'react-router';
import { ALL_CATEGORIES } from '@storefront/api-contract';
import { useTranslation } from '@storefront/i18n/react';
import { useShopQuery } from '@storefront/store/react';
import { Button, EmptyState } from '@storefront/ui';
import { LoadError } from '../../components/LoadError.js';
import { ShopLink } from '../../components/ShopLink.js';
import { ProductResults } from './ProductResults.js';
import './ProductListPage.css';

/** The address of every product: the list a missing or empty category points to. */
const ALL_PRODUCTS_HREF = `/product-list/${ALL_CATEGORIES}`;

/** The analytics name of every category list; the list id tells the categories apart. */
const LIST_NAME = 'Product list';

/** A link to every product, styled as a button. */
function AllProductsLink({ variant }: { readonly variant: 'primary' | 'secondary' }) {
  const { t } = useTranslation();
  return (
    <Button variant={variant} href={ALL_PRODUCTS_HREF} renderLink={({ href, ...rest }) => <ShopLink to={href} {...rest} />}>
      {t('productList.viewAll')}
    </Button>
  );
}

/**
 * /product-list/{category_id}: one category's products ('all': the whole catalogue) under its name
 * from GET /category, sorted and paginated by the query string. An id that is no category shows a
 * not-found state with a way to every product, and asks for no products.
 */
export function ProductListPage() {
  const { t } = useTranslation();
  const { category_id: categoryId = ALL_CATEGORIES } = useParams();
  const all = categoryId === ALL_CATEGORIES;
  const categories = useShopQuery('listCategories', undefined);
  const category = categories.data?.find((item) => item.category_id === categoryId);

  if (!all && !category && categories.isError) {
    return <CategoryProblem title={t('productList.heading')} body={<LoadError onRetry={categories.refetch} />} />;
  }
  if (!all && !category && categories.data) {
    return (
      <CategoryProblem
        title={t('productList.notFound')}
        body={<EmptyState title={t('productList.notFoundText')} action={<AllProductsLink variant="primary" />} />}
      />
    );
  }
  return (
    <ProductResults
      title={all ? t('productList.all') : category?.display_name}
      filter={all ? {} : category && { category_id: category.category_id }}
      listId={`category_${categoryId}`}
      listName={LIST_NAME}
      empty={
        all ? (
          <EmptyState title={t('productList.emptyAll')} />
        ) : (
          <EmptyState title={t('productList.empty')} action={<AllProductsLink variant="secondary" />} />
        )
      }
    />
  );
}

/** The page when its category cannot be shown: its own heading and what to do next. */
function CategoryProblem({ title, body }: { readonly title: string; readonly body: ReactNode }) {
  const headingId = useId();
  return (
    <section className="sf-product-list" aria-labelledby={headingId}>
      <h1 id={headingId} className="sf-product-list__heading">
        {title}
      </h1>
      {body}
    </section>
  );
}
