import { ALL_CATEGORIES, type Category, type ProductList } from '@storefront/api-contract';
import type { Locale } from '@storefront/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { categories, products } from '../db/schema.js';

// Which column holds the display name in each locale; the same key on both tables.
const NAME_COLUMN = { tw: 'nameZhTw', cn: 'nameZhCn', en: 'nameEn' } as const satisfies Record<Locale, string>;

/** One page of products in catalogue order, optionally of one category, named in the given locale. */
export async function listProducts(
  db: Database,
  locale: Locale,
  query: { categoryId?: string | undefined; page: number; pageSize: number },
): Promise<ProductList> {
  const { categoryId, page, pageSize } = query;
  const where =
    categoryId === undefined || categoryId === ALL_CATEGORIES ? undefined : eq(products.categoryId, categoryId);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(products).where(where);
  const total = counted?.total ?? 0;
  const offset = (page - 1) * pageSize;
  // Past the last page there is nothing to read, and a huge page number would overflow OFFSET.
  const items =
    offset >= total
      ? []
      : await db
          .select({
            product_id: products.productId,
            sku: products.sku,
            category_id: products.categoryId,
            display_name: products[NAME_COLUMN[locale]],
            marked_price: products.markedPrice,
            selling_price: products.sellingPrice,
            stock: products.stock,
            images: products.images,
          })
          .from(products)
          .where(where)
          // product_id breaks ties so pages never overlap or skip when positions repeat.
          .orderBy(asc(products.position), asc(products.productId))
          .limit(pageSize)
          .offset(offset);
  return { items, total, page, page_size: pageSize };
}

/** Every category in menu order, named in the given locale. */
export async function listCategories(db: Database, locale: Locale): Promise<Category[]> {
  return db
    .select({ category_id: categories.categoryId, display_name: categories[NAME_COLUMN[locale]] })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.categoryId));
}

/** What the image placeholder of a product needs, or undefined when there is no such product. */
export async function findProductForImage(
  db: Database,
  productId: string,
): Promise<{ name: string; images: string[] } | undefined> {
  const [row] = await db
    .select({ name: products.nameEn, images: products.images })
    .from(products)
    .where(eq(products.productId, productId));
  return row;
}
