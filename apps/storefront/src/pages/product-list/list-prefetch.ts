import { ALL_CATEGORIES } from '@storefront/api-contract';
import { type AppDispatch, shopApi } from '@storefront/store';
import { PAGE_SIZE, readListParams } from './list-params.js';

/**
 * Starts a category list's products call before its code has loaded (the route's loader; the page
 * subscribes to the same query): at once for every product, and for a category once GET /category
 * says it is one, since an unknown category asks for no products.
 */
export async function prefetchCategoryList(dispatch: AppDispatch, categoryId: string, search: string): Promise<void> {
  const list = { ...readListParams(search), page_size: PAGE_SIZE };
  if (categoryId === ALL_CATEGORIES) {
    dispatch(shopApi.util.prefetch('listProducts', list, {}));
    return;
  }
  const categories = await dispatch(shopApi.endpoints.listCategories.initiate(undefined, { subscribe: false }));
  if (categories.data?.some((category) => category.category_id === categoryId)) {
    dispatch(shopApi.util.prefetch('listProducts', { category_id: categoryId, ...list }, {}));
  }
}
