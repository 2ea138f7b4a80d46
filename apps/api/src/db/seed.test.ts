import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase, type TestDatabase } from '../test/test-database.js';
import { migrateDatabase } from './migrate.js';
import { articles, categories, cities, districts, products, themes } from './schema.js';
import { loadTaiwanCitiesAndDistricts, TAIWAN_NAME_CORRECTIONS, toSimplifiedPlaceName } from './seed-data-system.js';
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
      expect(
        rows.some((row) => row[trait]),
        trait,
      ).toBe(true);
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

  it('correct the postal data’s English names, each correction on a place the data has, keeping the codes', () => {
    const taiwan = loadTaiwanCitiesAndDistricts();
    for (const [nameZhTw, , nameEn] of TAIWAN_NAME_CORRECTIONS.cities) {
      expect(taiwan.cities.filter((city) => city.nameZhTw === nameZhTw).map((city) => city.nameEn)).toEqual([nameEn]);
    }
    for (const [postalCode, nameZhTw, , nameEn] of TAIWAN_NAME_CORRECTIONS.districts) {
      const matches = taiwan.districts.filter((district) => district.postalCode === postalCode && district.nameZhTw === nameZhTw);
      expect(
        matches.map((district) => district.nameEn),
        `${postalCode} ${nameZhTw}`,
      ).toEqual([nameEn]);
    }
    // Codes are ids a shop has handed out: they keep the data's own spelling.
    expect(taiwan.districts.find((district) => district.postalCode === '103')?.districtCode).toBe('tw-taipei-city-103-daton-district');
  });

  it('give a shop seeded before the corrections the corrected English names on its next start, once', async () => {
    const { db } = database.handle;
    // As an earlier version seeded them: the postal data's own spelling.
    for (const [postalCode, nameZhTw, packageEn] of TAIWAN_NAME_CORRECTIONS.districts) {
      await db
        .update(districts)
        .set({ nameEn: packageEn })
        .where(and(eq(districts.postalCode, postalCode), eq(districts.nameZhTw, nameZhTw)));
    }
    await db.update(cities).set({ nameEn: 'HsinChu County' }).where(eq(cities.nameZhTw, '新竹縣'));
    // A name the shop itself changed since is not a package spelling: it stays.
    await db.update(districts).set({ nameEn: 'Zhongzheng Dist.' }).where(eq(districts.postalCode, '100'));
    const before = await db.select().from(districts).orderBy(asc(districts.position));

    expect(await seedDatabase(db)).toBe(false);
    const after = await db.select().from(districts).orderBy(asc(districts.position));
    const changed = after.filter((row, index) => row.nameEn !== before[index]?.nameEn);
    expect(changed.map((row) => `${row.postalCode} ${row.nameEn}`).sort()).toEqual(
      TAIWAN_NAME_CORRECTIONS.districts.map(([postalCode, , , nameEn]) => `${postalCode} ${nameEn}`).sort(),
    );
    expect(after.map((row) => row.districtCode)).toEqual(before.map((row) => row.districtCode));
    const [hsinchu] = await db.select().from(cities).where(eq(cities.nameZhTw, '新竹縣'));
    expect(hsinchu?.nameEn).toBe('Hsinchu County');
    expect(after.find((row) => row.postalCode === '100')?.nameEn).toBe('Zhongzheng Dist.');

    expect(await seedDatabase(db)).toBe(false);
    expect(await db.select().from(districts).orderBy(asc(districts.position))).toEqual(after);
  });
});
