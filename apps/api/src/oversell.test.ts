import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@storefront/api-contract';
import { orderLines, orders, products } from './db/schema.js';
import { post } from './test/accounts.js';
import { buyNowOfP1010 } from './test/checkout.js';
import { useSeededApp } from './test/seeded-app.js';

// Acceptance 2 of the money path: `test` runs it on PGlite, `test:pg` on PostgreSQL, where the
// 200 checkouts really run at once over the connection pool.
const seeded = useSeededApp({ rateLimitMax: false });

describe('200 checkouts at once for a product with 20 left', () => {
  it('create exactly 20 orders; stock ends at 0 and never goes below', async () => {
    await seeded.db.update(products).set({ stock: 20 }).where(eq(products.productId, 'p-1010'));
    const checkout = (index: number) => post(seeded.app, '/order', buyNowOfP1010(`buyer${index}@example.com`));
    const answers = await Promise.all(Array.from({ length: 200 }, (_, index) => checkout(index)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(new Set(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.json().error_code))).toEqual(
      new Set([ErrorCode.OUT_OF_STOCK]),
    );

    const [product] = await seeded.db.select({ stock: products.stock }).from(products).where(eq(products.productId, 'p-1010'));
    expect(product?.stock).toBe(0);
    const [ordered] = await seeded.db
      .select({ orders: sql<number>`count(distinct ${orders.orderId})::int`, units: sql<number>`sum(${orderLines.amount})::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.orderId, orderLines.orderId))
      .where(eq(orderLines.productId, 'p-1010'));
    expect(ordered).toEqual({ orders: 20, units: 20 });
    // 200 checkouts one after another on PGlite take seconds alone, far more while turbo runs other suites.
  }, 120_000);
});
