import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase, type TestDatabase } from '../test/test-database.js';
import { migrateDatabase } from './migrate.js';
import { articles, categories, districts, products, themes } from './schema.js';
import { toSimplifiedPlaceName } from './seed-data-system.js';
import { seedDatabase } from './seed.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createEmptyTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

async function counts() {
  const { db } = database.handle;
  const [row] = await db
    .select({
      categories: sql<number>`(select count(*)::int from ${categories})`,
      products: sql<number>`(select count(*)::int from ${products})`,
    })
    .from(sql`(select 1) as one`);
  return row;
}

describe('migrations and seed', () => {
  it('migrate an empty database, twice without harm', async () => {
    await migrateDatabase(database.handle);
    await migrateDatabase(database.handle);
    expect(await counts()).toEqual({ categories: 0, products: 0 });
  });

  it('seed an empty catalogue once, and leave a filled one alone', async () => {
    expect(await seedDatabase(database.handle.db)).toBe(true);
    expect(await counts()).toEqual({ categories: 7, products: 79 });
    expect(await seedDatabase(database.handle.db)).toBe(false);
    expect(await counts()).toEqual({ categories: 7, products: 79 });
  });

  it('give a realistic catalogue: three languages, discounts, sold-out items, one to three images', async () => {
    const rows = await database.handle.db.select().from(products).where(eq(products.listed, true)).orderBy(asc(products.position));
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((row) => row.sku)).size).toBe(rows.length);
    expect(rows.filter((row) => row.nameZhCn !== row.nameZhTw).length).toBeGreaterThan(rows.length / 2);
    expect(rows.every((row) => /^[\x20-\x7e]+$/.test(row.nameEn))).toBe(true);
    expect(rows.some((row) => row.sellingPrice === null)).toBe(true);
    expect(rows.some((row) => row.sellingPrice !== null && row.sellingPrice < row.markedPrice)).toBe(true);
    expect(rows.some((row) => row.stock === 0)).toBe(true);
    for (const row of rows) {
      expect(row.images.length).toBeGreaterThanOrEqual(1);
      expect(row.images.length).toBeLessThanOrEqual(3);
      expect(row.images[0]).toBe(`/v1/images/products/${row.productId}-1.png`);
    }
    for (const trait of ['preOrder', 'coBranded', 'ageRestricted', 'luckyBag', 'overseasTax'] as const) {
      expect(rows.some((row) => row[trait]), trait).toBe(true);
    }
    expect(new Set(rows.map((row) => row.origin))).toEqual(new Set(['TW', 'CN']));
    expect(rows.some((row) => row.saleEndsAt !== null && row.saleEndsAt < new Date())).toBe(true);
  });

  it('give themes (one behind the age gate), news with rich text and Taiwan postal codes in three spellings', async () => {
    const { db } = database.handle;
    const themeRows = await db.select().from(themes);
    expect(themeRows.length).toBeGreaterThanOrEqual(5);
    expect(themeRows.some((row) => row.ageRestricted)).toBe(true);
    const articleRows = await db.select().from(articles);
    expect(articleRows.length).toBeGreaterThanOrEqual(8);
    for (const row of articleRows) {
      for (const html of [row.contentZhTw, row.contentZhCn, row.contentEn]) {
        expect(html).toMatch(/^<p>.*<h2>.*<ul><li>.*<img src="\/v1\/images\/articles\/[^"]+\.png"/);
      }
    }
    const [zhongzheng] = await db.select().from(districts).where(eq(districts.postalCode, '100'));
    expect(zhongzheng).toMatchObject({ nameZhTw: '中正區', nameZhCn: '中正区', nameEn: 'Zhongzheng District' });
    const all = await db.select().from(districts);
    expect(all.length).toBeGreaterThan(360);
    // Every traditional character the mapping knows is gone from the simplified names.
    expect(all.every((row) => row.nameZhCn === toSimplifiedPlaceName(row.nameZhTw))).toBe(true);
    expect(toSimplifiedPlaceName('臺北市萬華區')).toBe('台北市万华区');
  });
});
