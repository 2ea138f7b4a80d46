import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** Product categories; one display name column per interface language keeps queries plain SQL. */
export const categories = pgTable('categories', {
  categoryId: text('category_id').primaryKey(),
  position: integer('position').notNull(),
  nameZhTw: text('name_zh_tw').notNull(),
  nameZhCn: text('name_zh_cn').notNull(),
  nameEn: text('name_en').notNull(),
});

/** Catalogue products; prices are whole TWD, selling_price null means "sold at the marked price". */
export const products = pgTable(
  'products',
  {
    productId: text('product_id').primaryKey(),
    sku: text('sku').notNull().unique(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.categoryId),
    nameZhTw: text('name_zh_tw').notNull(),
    nameZhCn: text('name_zh_cn').notNull(),
    nameEn: text('name_en').notNull(),
    markedPrice: integer('marked_price').notNull(),
    sellingPrice: integer('selling_price'),
    stock: integer('stock').notNull().default(0),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    position: integer('position').notNull(),
  },
  (table) => [
    // The list is always read in catalogue order, often filtered by category.
    index('products_category_position_idx').on(table.categoryId, table.position),
    index('products_position_idx').on(table.position),
    check('products_marked_price_check', sql`${table.markedPrice} >= 0`),
    check('products_selling_price_check', sql`${table.sellingPrice} >= 0`),
    check('products_stock_check', sql`${table.stock} >= 0`),
  ],
);
