import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@storefront/api-contract';
import { findFreePort } from '@storefront/test-utils';
import { purchases } from '../db/schema.js';
import { expectError, expectOk, get, post } from '../test/accounts.js';
import { exited, startApi } from '../test/api-process.js';
import { buyNowOfP1010, sandboxOutcome } from '../test/checkout.js';
import { useSeededApp } from '../test/seeded-app.js';

const seeded = useSeededApp();
const EMAIL = 'dev-orders@example.com';

async function place(): Promise<{ orderId: string; purchaseId: string }> {
  const response = await post(seeded.app, '/order', buyNowOfP1010(EMAIL));
  expectOk(response);
  return { orderId: response.json().data.order_ids[0], purchaseId: response.json().data.payment.purchase_id };
}

async function orderOf(orderId: string) {
  const response = await get(seeded.app, `/order/${orderId}?email=${EMAIL}`);
  expectOk(response);
  return response.json().data;
}

const devPost = (url: string, payload?: object) => seeded.app.inject({ method: 'POST', url, ...(payload && { payload }) });

describe('POST /dev/orders/...', () => {
  it('ships a paid order with its tracking number, and refuses an unpaid one with 40004', async () => {
    const { orderId, purchaseId } = await place();
    expectError(await devPost(`/dev/orders/${orderId}/ship`, { code: 'E2E-1' }), 400, ErrorCode.PARAMETER_ERROR);
    const [purchase] = await seeded.db.select().from(purchases).where(eq(purchases.purchaseId, purchaseId));
    await seeded.app.inject(sandboxOutcome(purchase!.paymentUrl!, 'paid'));
    expectOk(await devPost(`/dev/orders/${orderId}/ship`, { code: 'E2E-1' }));
    expect(await orderOf(orderId)).toMatchObject({
      status: 'shipped',
      shipping_code: 'E2E-1',
      tracking_url: expect.stringContaining('E2E-1'),
    });
  });

  it("moves an unpaid order's deadline, which the expiry round then honours", async () => {
    const { orderId } = await place();
    const moved = await devPost(`/dev/orders/${orderId}/pay-by`, { seconds: 0 });
    expectOk(moved);
    expect((await orderOf(orderId)).pay_by).toBe(moved.json().data.pay_by);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const round = await devPost('/dev/orders/expire');
    expectOk(round);
    expect(round.json().data.canceled).toBeGreaterThanOrEqual(1);
    expect(await orderOf(orderId)).toMatchObject({ status: 'canceled', pay_by: null });
    expectError(await devPost(`/dev/orders/${orderId}/pay-by`, { seconds: 60 }), 400, ErrorCode.PARAMETER_ERROR);
  });

  it('refuses malformed calls with 40004', async () => {
    const { orderId } = await place();
    expectError(await devPost(`/dev/orders/${orderId}/pay-by`, { seconds: -1 }), 400, ErrorCode.PARAMETER_ERROR);
    expectError(await devPost(`/dev/orders/${orderId}/ship`, { code: '' }), 400, ErrorCode.PARAMETER_ERROR);
    expectError(await devPost('/dev/orders/nope/ship', { code: 'X' }), 400, ErrorCode.PARAMETER_ERROR);
  });

  it('is absent from an app built without it', async () => {
    const { buildApp } = await import('../app.js');
    const app = buildApp({ db: seeded.db, devOrders: false });
    const response = await app.inject({ method: 'POST', url: '/dev/orders/expire' });
    await app.close();
    expect(response.statusCode).toBe(404);
  });
});

describe('the API started with NODE_ENV=production', () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-dev-orders-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves no /dev/orders routes', async () => {
    const port = await findFreePort();
    const api = await startApi(
      {
        NODE_ENV: 'production',
        DATA_DIR: join(dir, 'pglite'),
        FIREBASE_PROJECT_ID: 'real-shop',
        JWT_SECRET: 'k'.repeat(40),
        PAYMENT_WEBHOOK_SECRET: 'w'.repeat(40),
      },
      port,
    );
    try {
      const origin = `http://127.0.0.1:${port}`;
      expect((await fetch(`${origin}/v1/category`)).status).toBe(200);
      expect((await fetch(`${origin}/dev/orders/expire`, { method: 'POST' })).status).toBe(404);
      const ship = await fetch(`${origin}/dev/orders/X1/ship`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: 'X' }),
      });
      expect(ship.status).toBe(404);
    } finally {
      api.kill('SIGTERM');
      await exited(api);
    }
  }, 90_000);
});
