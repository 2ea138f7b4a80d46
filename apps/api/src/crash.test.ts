import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray, ne, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '@storefront/test-utils';
import { openDatabase, type OpenDatabaseOptions } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { orderLines, orders, outboundMails, products, purchaseOrders } from './db/schema.js';
import { seedDatabase } from './db/seed.js';
import { exited, startApi } from './test/api-process.js';
import { TAIPEI_DELIVERY } from './test/checkout.js';

// Acceptance 3 of the money path: the API process is killed with SIGKILL in the middle of a burst
// of checkouts and started again on the same database. Run on PGlite (a data directory) by
// `test` and on PostgreSQL by `test:pg`.

const PRODUCTS = ['p-1002', 'p-1003', 'p-1007', 'p-1010', 'p-1012'];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Where the API under test keeps its data: a fresh PostgreSQL database on DATABASE_URL's server, else a PGlite data directory. */
async function freshDatabase(): Promise<{ env: Record<string, string>; open: OpenDatabaseOptions }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-crash-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const dataDir = join(dir, 'pglite');
    return { env: { DATA_DIR: dataDir }, open: { dataDir } };
  }
  const name = `api_crash_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, open: { databaseUrl: url.toString() } };
}

/** A visitor's buy-now checkout of one product; its expected totals come from the product's price, so it may answer 40902 when they differ. */
function checkoutBody(productId: string, price: number, amount: number) {
  const subtotal = price * amount;
  const shipping = subtotal >= 1500 ? 0 : productId === 'p-1012' || productId === 'p-1003' ? 150 : 100;
  return {
    items: [{ product_id: productId, amount }],
    source: 'buy_now',
    recipient_name: 'Crash Test',
    recipient_email: 'crash@example.com',
    ...TAIPEI_DELIVERY,
    expected: { subtotal, shipping_fee: shipping, discount: 0, shipping_discount: 0, total: subtotal + shipping },
    idempotency_key: randomUUID(),
  };
}

describe('an API killed during a burst of orders', () => {
  it('restarts with every product stock plus its live ordered units equal to the initial stock, no order without lines, and every order with its confirmation kept', async () => {
    const { env, open } = await freshDatabase();
    const setup = await openDatabase(open);
    await migrateDatabase(setup);
    await seedDatabase(setup.db);
    const initial = await setup.db
      .select({
        id: products.productId,
        stock: products.stock,
        price: sql<number>`coalesce(${products.sellingPrice}, ${products.markedPrice})`,
      })
      .from(products)
      .where(inArray(products.productId, PRODUCTS));
    await setup.close();

    const port = await findFreePort();
    const base = `http://127.0.0.1:${port}/v1`;
    let api = await startApi(env, port);
    cleanups.push(async () => {
      api.kill('SIGKILL');
      await exited(api);
    });

    // 20 buyers in a loop until the process dies under them.
    let created = 0;
    let failed = 0;
    const buyer = async (index: number) => {
      for (let round = 0; ; round += 1) {
        const product = initial[(index + round) % initial.length]!;
        try {
          const response = await fetch(`${base}/order`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', locale: 'en' },
            body: JSON.stringify(checkoutBody(product.id, product.price, 1 + (round % 2))),
          });
          if (response.ok) created += 1;
          await response.body?.cancel();
        } catch {
          failed += 1;
          return;
        }
      }
    };
    const burst = Promise.all(Array.from({ length: 20 }, (_, index) => buyer(index)));
    const started = Date.now();
    while (created < 40 && Date.now() - started < 30_000) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(created).toBeGreaterThanOrEqual(40);
    api.kill('SIGKILL');
    await exited(api);
    await burst;
    expect(failed).toBe(20);

    api = await startApi(env, port);
    const after = await fetch(`${base}/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', locale: 'en' },
      body: JSON.stringify(checkoutBody(initial[0]!.id, initial[0]!.price, 1)),
    });
    expect(after.status).toBe(200);
    api.kill('SIGTERM');
    await exited(api);

    const check = await openDatabase(open);
    try {
      const stock = await check.db
        .select({ id: products.productId, stock: products.stock })
        .from(products)
        .where(inArray(products.productId, PRODUCTS));
      const ordered = await check.db
        .select({ id: orderLines.productId, units: sql<number>`sum(${orderLines.amount})::int` })
        .from(orderLines)
        .innerJoin(orders, sql`${orders.orderId} = ${orderLines.orderId}`)
        .where(ne(orders.status, 'canceled'))
        .groupBy(orderLines.productId);
      for (const { id, stock: start } of initial) {
        const left = stock.find((row) => row.id === id)!.stock;
        const units = ordered.find((row) => row.id === id)?.units ?? 0;
        expect({ id, total: left + units }).toEqual({ id, total: start });
      }
      expect(ordered.reduce((sum, row) => sum + row.units, 0)).toBeGreaterThan(40);
      const lineless = await check.db.execute(
        sql`select o.order_id from ${orders} o where not exists (select 1 from ${orderLines} l where l.order_id = o.order_id)
            or not exists (select 1 from ${purchaseOrders} p where p.order_id = o.order_id)`,
      );
      expect(lineless.rows).toEqual([]);
      // Every placed order's confirmation was kept with it, so a mail not yet sent at the kill goes after the restart.
      const unannounced = await check.db.execute(
        sql`select o.order_id from ${orders} o where not exists (select 1 from ${outboundMails} m where strpos(m.subject, o.order_id) > 0)`,
      );
      expect(unannounced.rows).toEqual([]);
    } finally {
      await check.close();
    }
  }, 180_000);
});
