import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { categories, products } from './schema.js';
import { SEED_CATEGORIES, SEED_PRODUCTS } from './seed-data.js';

// Arbitrary but fixed: every process seeding the same database takes the same advisory lock.
const SEED_LOCK_KEY = 7_400_201;

/** Fills an empty catalogue with the starter data in one transaction; returns false when it already had data. */
export async function seedDatabase(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two servers starting on one empty PostgreSQL would both find it empty: the second waits here
    // until the first commits, then sees the catalogue and leaves it alone.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(categories);
    if ((existing?.count ?? 0) > 0) return false;
    await tx.insert(categories).values(SEED_CATEGORIES);
    await tx.insert(products).values(SEED_PRODUCTS);
    return true;
  });
}
