import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ALL_CATEGORIES,
  type Category,
  type HomeData,
  type ProductDetail,
  type ProductList,
  type ProductSort,
  RELATED_PRODUCTS_MAX,
  type RelatedProducts,
  type SubProductGroup,
  type Theme,
  type ThemeDetail,
} from '@storefront/api-contract';
import type { Locale } from '@storefront/domain';
import type { Database } from '../db/client.js';
import {
  arrivalNotices,
  banners,
  categories,
  products,
  subProductGroups,
  subProductOptions,
  themeBlocks,
  themeProducts,
  themes,
} from '../db/schema.js';
import { listLatestArticles } from './content.js';
import { sanitizeRichText } from './html.js';
import { containsPattern, inLocale, toTimestamp } from './localized.js';
import { readPage } from './paging.js';

// Sale state is computed at read time so an item expires at its sale end without a job.
/** SQL: the product's sale period has ended. */
export const expired = sql<boolean>`coalesce(${products.saleEndsAt} <= now(), false)`;
/** SQL: the product is on sale: not taken off by hand and its sale period not ended. */
export const available = sql<boolean>`(${products.available} and not coalesce(${products.saleEndsAt} <= now(), false))`;

/** The list item columns of a product in a locale, badges included. */
function productColumns(locale: Locale) {
  return {
    product_id: products.productId,
    sku: products.sku,
    category_id: products.categoryId,
    display_name: inLocale(locale, products.nameZhTw, products.nameZhCn, products.nameEn),
    marked_price: products.markedPrice,
    selling_price: products.sellingPrice,
    stock: products.stock,
    images: products.images,
    origin: products.origin,
    pre_order: products.preOrder,
    co_branded: products.coBranded,
    age_restricted: products.ageRestricted,
    available,
    expired,
  };
}

const effectivePrice = sql`coalesce(${products.sellingPrice}, ${products.markedPrice})`;

// Every order ends on product_id so pages never overlap or skip when the sort key repeats.
function productOrder(sort: ProductSort, shopOrder: SQL | typeof products.position): SQL[] {
  const byShopOrder = [asc(shopOrder), asc(products.productId)];
  switch (sort) {
    case 'newest':
      return [desc(products.releasedAt), asc(products.productId)];
    case 'price_asc':
      return [asc(effectivePrice), ...byShopOrder];
    case 'price_desc':
      return [desc(effectivePrice), ...byShopOrder];
    case 'best_selling':
      return [desc(products.salesCount), ...byShopOrder];
    default:
      return byShopOrder;
  }
}

/** How a page of products is asked for. */
export interface ProductListOptions {
  categoryId?: string | undefined;
  keyword?: string | undefined;
  sort?: ProductSort | undefined;
  page: number;
  pageSize: number;
}

/** One page of listed products, optionally of one category or matching a keyword in any language, sorted, named in the locale. */
export async function listProducts(db: Database, locale: Locale, options: ProductListOptions): Promise<ProductList> {
  const { categoryId, keyword, sort = 'default', page, pageSize } = options;
  const pattern = keyword === undefined ? undefined : containsPattern(keyword.trim());
  const where = and(
    eq(products.listed, true),
    categoryId === undefined || categoryId === ALL_CATEGORIES ? undefined : eq(products.categoryId, categoryId),
    // A shopper may type any language's name whatever the interface language.
    pattern === undefined
      ? undefined
      : or(
          sql`${products.nameZhTw} ilike ${pattern}`,
          sql`${products.nameZhCn} ilike ${pattern}`,
          sql`${products.nameEn} ilike ${pattern}`,
          sql`${products.sku} ilike ${pattern}`,
        ),
  );
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  return readPage(counted?.total ?? 0, page, pageSize, (limit, offset) =>
    db
      .select(productColumns(locale))
      .from(products)
      .where(where)
      .orderBy(...productOrder(sort, products.position))
      .limit(limit)
      .offset(offset),
  );
}

/** Every category in menu order, named in the given locale. */
export async function listCategories(db: Database, locale: Locale): Promise<Category[]> {
  return db
    .select({
      category_id: categories.categoryId,
      display_name: inLocale(locale, categories.nameZhTw, categories.nameZhCn, categories.nameEn),
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.categoryId));
}

/** A listed product with every flag and its sub-product groups, or undefined when there is none. */
export async function getProductDetail(db: Database, locale: Locale, productId: string): Promise<ProductDetail | undefined> {
  const [row] = await db
    .select({
      ...productColumns(locale),
      pre_order_ship_at: products.preOrderShipAt,
      overseas_tax: products.overseasTax,
      purchase_limit: products.purchaseLimit,
      sale_starts_at: products.saleStartsAt,
      sale_ends_at: products.saleEndsAt,
      description: inLocale(locale, products.descriptionZhTw, products.descriptionZhCn, products.descriptionEn),
      // Asked in the same query: most products have no sub-products, and then one query answers.
      has_sub_products: sql<boolean>`exists (select 1 from ${subProductGroups} where ${subProductGroups.productId} = ${products.productId})`,
    })
    .from(products)
    .where(and(eq(products.productId, productId), eq(products.listed, true)));
  if (!row) return undefined;
  const { has_sub_products, ...product } = row;
  return {
    ...product,
    description: sanitizeRichText(row.description),
    pre_order_ship_at: toTimestamp(row.pre_order_ship_at),
    sale_starts_at: toTimestamp(row.sale_starts_at),
    sale_ends_at: toTimestamp(row.sale_ends_at),
    sub_products: has_sub_products ? await listSubProductGroups(db, locale, productId) : [],
  };
}

/**
 * Listed products to show beside one: those sharing a theme with it first, then those of its
 * category; on sale before the rest, then in the shop's order. Undefined when the product is not listed.
 */
export async function listRelatedProducts(db: Database, locale: Locale, productId: string): Promise<RelatedProducts | undefined> {
  const [product] = await db
    .select({ categoryId: products.categoryId })
    .from(products)
    .where(and(eq(products.productId, productId), eq(products.listed, true)));
  if (!product) return undefined;
  const sharedThemes = db.select({ themeId: themeProducts.themeId }).from(themeProducts).where(eq(themeProducts.productId, productId));
  const sharesTheme = sql<boolean>`exists (select 1 from ${themeProducts} where ${themeProducts.productId} = ${products.productId} and ${inArray(themeProducts.themeId, sharedThemes)})`;
  return db
    .select(productColumns(locale))
    .from(products)
    .where(
      and(
        eq(products.listed, true),
        sql`${products.productId} <> ${productId}`,
        or(sharesTheme, eq(products.categoryId, product.categoryId)),
      ),
    )
    .orderBy(desc(sharesTheme), desc(available), asc(products.position), asc(products.productId))
    .limit(RELATED_PRODUCTS_MAX);
}

async function listSubProductGroups(db: Database, locale: Locale, productId: string): Promise<SubProductGroup[]> {
  const groups = await db
    .select({
      group_id: subProductGroups.groupId,
      display_name: inLocale(locale, subProductGroups.nameZhTw, subProductGroups.nameZhCn, subProductGroups.nameEn),
      required_amount: subProductGroups.requiredAmount,
    })
    .from(subProductGroups)
    .where(eq(subProductGroups.productId, productId))
    .orderBy(asc(subProductGroups.position));
  if (groups.length === 0) return [];
  const options = await db
    .select({
      group_id: subProductOptions.groupId,
      product_id: products.productId,
      display_name: inLocale(locale, products.nameZhTw, products.nameZhCn, products.nameEn),
      images: products.images,
      stock: products.stock,
      available,
    })
    .from(subProductOptions)
    .innerJoin(products, eq(products.productId, subProductOptions.productId))
    .where(
      inArray(
        subProductOptions.groupId,
        groups.map((group) => group.group_id),
      ),
    )
    .orderBy(asc(subProductOptions.position));
  return groups.map((group) => ({
    ...group,
    options: options
      .filter((option) => option.group_id === group.group_id)
      .map(({ product_id, display_name, images, stock, available: isAvailable }) => ({
        product_id,
        display_name,
        image_url: images[0] ?? null,
        stock,
        available: isAvailable,
      })),
  }));
}

/** Records a back-in-stock request; false when the product does not exist. Asking twice keeps one request. */
export async function createArrivalNotice(db: Database, locale: Locale, productId: string, email: string): Promise<boolean> {
  const [product] = await db
    .select({ productId: products.productId })
    .from(products)
    .where(and(eq(products.productId, productId), eq(products.listed, true)));
  if (!product) return false;
  // Addresses differ only in case are one mailbox in practice: one request, not two.
  await db
    .insert(arrivalNotices)
    .values({ productId, email: email.trim().toLowerCase(), locale })
    .onConflictDoNothing({ target: [arrivalNotices.productId, arrivalNotices.email] });
  return true;
}

function themeColumns(locale: Locale) {
  return {
    theme_id: themes.themeId,
    display_name: inLocale(locale, themes.nameZhTw, themes.nameZhCn, themes.nameEn),
    image_url: themes.imageUrl,
    age_restricted: themes.ageRestricted,
  };
}

/** Themes in menu order, the first `count` when given. */
export async function listThemes(db: Database, locale: Locale, count: number | undefined): Promise<Theme[]> {
  const query = db.select(themeColumns(locale)).from(themes).orderBy(asc(themes.position), asc(themes.themeId));
  return count === undefined ? query : query.limit(count);
}

/** A theme with its description and content blocks, or undefined when there is none. */
export async function getTheme(db: Database, locale: Locale, themeId: string): Promise<ThemeDetail | undefined> {
  const [theme] = await db
    .select({
      ...themeColumns(locale),
      description: inLocale(locale, themes.descriptionZhTw, themes.descriptionZhCn, themes.descriptionEn),
    })
    .from(themes)
    .where(eq(themes.themeId, themeId));
  if (!theme) return undefined;
  const dataInfos = await db
    .select({
      title: inLocale(locale, themeBlocks.titleZhTw, themeBlocks.titleZhCn, themeBlocks.titleEn),
      content: inLocale(locale, themeBlocks.contentZhTw, themeBlocks.contentZhCn, themeBlocks.contentEn),
      image_url: themeBlocks.imageUrl,
      link_url: themeBlocks.linkUrl,
    })
    .from(themeBlocks)
    .where(eq(themeBlocks.themeId, themeId))
    .orderBy(asc(themeBlocks.position));
  return {
    ...theme,
    description: sanitizeRichText(theme.description),
    data_infos: dataInfos.map((block) => ({ ...block, content: sanitizeRichText(block.content) })),
  };
}

/** One page of a theme's listed products in the theme's order (or a sort), or undefined for an unknown theme. */
export async function listThemeProducts(
  db: Database,
  locale: Locale,
  themeId: string,
  options: { sort?: ProductSort | undefined; page: number; pageSize: number },
): Promise<ProductList | undefined> {
  const { sort = 'default', page, pageSize } = options;
  const [theme] = await db.select({ themeId: themes.themeId }).from(themes).where(eq(themes.themeId, themeId));
  if (!theme) return undefined;
  const where = and(eq(themeProducts.themeId, themeId), eq(products.listed, true));
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(themeProducts)
    .innerJoin(products, eq(products.productId, themeProducts.productId))
    .where(where);
  return readPage(counted?.total ?? 0, page, pageSize, (limit, offset) =>
    db
      .select(productColumns(locale))
      .from(themeProducts)
      .innerJoin(products, eq(products.productId, themeProducts.productId))
      .where(where)
      .orderBy(...productOrder(sort, sql`${themeProducts.position}`))
      .limit(limit)
      .offset(offset),
  );
}

// How many items each row of the home page shows.
const HOME_ROW_SIZE = 8;
const HOME_NEWS_COUNT = 4;

/** Everything the home page shows: banners, recommended, popular (best selling on sale), lucky bags, latest news. */
export async function getHome(db: Database, locale: Locale): Promise<HomeData> {
  const listed = (condition: SQL | undefined) =>
    db
      .select(productColumns(locale))
      .from(products)
      .where(and(eq(products.listed, true), condition));
  const [bannerRows, recommended, popular, luckyBags, news] = await Promise.all([
    db
      .select({
        banner_id: banners.bannerId,
        display_name: inLocale(locale, banners.nameZhTw, banners.nameZhCn, banners.nameEn),
        location: banners.location,
        image_url: banners.imageUrl,
        mobile_image_url: banners.mobileImageUrl,
        link_url: banners.linkUrl,
      })
      .from(banners)
      .orderBy(asc(banners.position), asc(banners.bannerId)),
    listed(eq(products.recommended, true)).orderBy(asc(products.position), asc(products.productId)).limit(HOME_ROW_SIZE),
    listed(and(available, eq(products.ageRestricted, false)))
      .orderBy(desc(products.salesCount), asc(products.productId))
      .limit(HOME_ROW_SIZE),
    listed(eq(products.luckyBag, true)).orderBy(asc(products.position), asc(products.productId)),
    listLatestArticles(db, locale, HOME_NEWS_COUNT),
  ]);
  return { banners: bannerRows, recommended, popular, lucky_bags: luckyBags, news };
}

/** What a generated picture needs: an English name to draw initials from and how many pictures the subject has. */
export interface ImageSubject {
  name: string;
  count: number;
}

/** The product behind /images/products/<id>-<n>, or undefined when there is none. */
export async function findProductImageSubject(db: Database, productId: string): Promise<ImageSubject | undefined> {
  const [row] = await db.select({ name: products.nameEn, images: products.images }).from(products).where(eq(products.productId, productId));
  return row && { name: row.name, count: row.images.length };
}

/** The theme behind /images/themes/<id>-<n>: its cover and one picture per block. */
export async function findThemeImageSubject(db: Database, themeId: string): Promise<ImageSubject | undefined> {
  const [[theme], [blocks]] = await Promise.all([
    db.select({ name: themes.nameEn }).from(themes).where(eq(themes.themeId, themeId)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(themeBlocks)
      .where(eq(themeBlocks.themeId, themeId)),
  ]);
  return theme && { name: theme.name, count: 1 + (blocks?.count ?? 0) };
}

/** The banner behind /images/banners/<id>-<n>: desktop and mobile pictures. */
export async function findBannerImageSubject(db: Database, bannerId: string): Promise<ImageSubject | undefined> {
  const [row] = await db.select({ name: banners.nameEn }).from(banners).where(eq(banners.bannerId, bannerId));
  return row && { name: row.name, count: 2 };
}
