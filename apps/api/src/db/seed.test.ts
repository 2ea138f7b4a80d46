import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase, type TestDatabase } from '../test/test-database.js';
import { migrateDatabase } from './migrate.js';
import { categories, products } from './schema.js';
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
    expect(await counts()).toEqual({ categories: 6, products: 36 });
    expect(await seedDatabase(database.handle.db)).toBe(false);
    expect(await counts()).toEqual({ categories: 6, products: 36 });
  });

  it('give a realistic catalogue: three languages, discounts, sold-out items, one to three images', async () => {
    const rows = await database.handle.db.select().from(products).orderBy(asc(products.position));
    expect(new Set(rows.map((row) => row.sku)).size).toBe(rows.length);
    expect(rows.filter((row) => row.nameZhCn !== row.nameZhTw).length).toBeGreaterThan(rows.length / 2);
    expect(rows.every((row) => /^[\x20-\x7e]+$/.test(row.nameEn))).toBe(true);
    expect(rows.some((row) => row.sellingPrice === null)).toBe(true);
    expect(rows.some((row) => row.sellingPrice !== null && row.sellingPrice < row.markedPrice)).toBe(true);
    expect(rows.some((row) => row.stock === 0)).toBe(true);
    for (const row of rows) {
      expect(row.images.length).toBeGreaterThanOrEqual(1);
      expect(row.images.length).toBeLessThanOrEqual(3);
      expect(row.images[0]).toBe(`/v1/images/products/${row.productId}-1.svg`);
    }
  });
});
