import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { AdminError, ADMIN_USAGE, runAdmin } from './admin.js';
import { DataDirInUseError, openDatabase } from './db/client.js';
import { products } from './db/schema.js';
import { expectOk, get, post } from './test/accounts.js';
import { TAIPEI_DELIVERY, sandboxOutcome } from './test/checkout.js';
import { useSeededApp } from './test/seeded-app.js';

const seeded = useSeededApp();

/** A visitor's paid order of one NT$880 kit to Taipei: picking, ready to ship. */
async function paidOrder(): Promise<string> {
  const placed = await post(seeded.app, '/order', {
    items: [{ product_id: 'p-1002', amount: 1 }],
    source: 'buy_now',
    recipient_name: 'Lin',
    recipient_email: 'admin-test@example.com',
    ...TAIPEI_DELIVERY,
    expected: { subtotal: 880, shipping_fee: 100, discount: 0, shipping_discount: 0, total: 980 },
    idempotency_key: randomUUID(),
  });
  expectOk(placed);
  const { order_ids, payment } = placed.json().data;
  await seeded.app.inject(sandboxOutcome(payment.payment_url, 'paid'));
  return order_ids[0];
}

const statusOf = async (orderId: string) =>
  (await get(seeded.app, `/order/${orderId}?email=admin-test@example.com`)).json().data as { status: string; shipping_code: string | null };

describe('shop-admin', () => {
  it('ships a paid order with its tracking number, then finishes it, and lists orders by status', async () => {
    const orderId = await paidOrder();
    expect(await runAdmin(seeded.db, ['orders', '--status', 'picking'])).toEqual([expect.stringContaining(orderId)]);
    expect(await runAdmin(seeded.db, ['ship', orderId, '--code', 'TW123456789'])).toEqual([`order ${orderId} is shipped`]);
    expect(await statusOf(orderId)).toMatchObject({ status: 'shipped', shipping_code: 'TW123456789' });
    await expect(runAdmin(seeded.db, ['ship', orderId])).rejects.toThrow(
      `order ${orderId} is shipped, only a picking order can be shipped`,
    );
    expect(await runAdmin(seeded.db, ['finish', orderId])).toEqual([`order ${orderId} is finished`]);
    expect((await statusOf(orderId)).status).toBe('finished');
    expect(await runAdmin(seeded.db, ['orders', '--status', 'finished'])).toEqual([
      expect.stringMatching(new RegExp(`^${orderId}\\s+finished\\s+NT\\$980`)),
    ]);
  });

  it('refuses to move an order that is not paid, or does not exist', async () => {
    await expect(runAdmin(seeded.db, ['finish', 'NOSUCHORDER'])).rejects.toThrow(new AdminError('no order NOSUCHORDER'));
    await expect(runAdmin(seeded.db, ['ship'])).rejects.toThrow(AdminError);
  });

  it('restocks products all or nothing', async () => {
    await seeded.db.update(products).set({ stock: 0 }).where(eq(products.productId, 'p-1009'));
    expect(await runAdmin(seeded.db, ['restock', 'p-1009', '--units', '5'])).toEqual(['p-1009: stock 5']);
    await expect(runAdmin(seeded.db, ['restock', 'p-1009', 'p-9999', '--units', '5'])).rejects.toThrow('no product p-9999');
    const [row] = await seeded.db.select({ stock: products.stock }).from(products).where(eq(products.productId, 'p-1009'));
    expect(row?.stock).toBe(5);
    await expect(runAdmin(seeded.db, ['restock', 'p-1009', '--units', '0'])).rejects.toThrow(AdminError);
  });

  it('prints its usage for help, an unknown command or option, and a wrong status', async () => {
    expect(await runAdmin(seeded.db, ['help'])).toEqual([ADMIN_USAGE]);
    await expect(runAdmin(seeded.db, ['refund', 'x'])).rejects.toThrow(ADMIN_USAGE);
    await expect(runAdmin(seeded.db, ['orders', '--colour', 'red'])).rejects.toThrow(AdminError);
    await expect(runAdmin(seeded.db, ['orders', '--status', 'lost'])).rejects.toThrow('unknown status "lost"');
  });
});

describe('the PGlite data directory lock', () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lets one process at a time open a data directory', async () => {
    const dataDir = join(dir, 'pglite');
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirInUseError);
    await first.close();
    const again = await openDatabase({ dataDir });
    await again.close();
    // A new PGlite data directory runs initdb: seconds alone, far more while turbo runs other suites.
  }, 120_000);
});
