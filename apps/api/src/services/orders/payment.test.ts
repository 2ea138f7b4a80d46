import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@storefront/api-contract';
import { purchases } from '../../db/schema.js';
import { ContractError } from '../../errors.js';
import { createSeededTestDatabase, type TestDatabase } from '../../test/test-database.js';
import type { PaymentProvider, PaymentRequest } from '../payments/provider.js';
import { newPurchaseId } from './ids.js';
import { startPayment } from './payment.js';

// `test` runs it on PGlite, `test:pg` on PostgreSQL, where the starts really run at once over the pool.
let database: TestDatabase;
beforeAll(async () => {
  database = await createSeededTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

/** A gateway that takes its time and counts the sessions it opens; failFirst makes its first call fail. */
function countingGateway({ failFirst = false } = {}) {
  const opened: PaymentRequest[] = [];
  const gateway: PaymentProvider = {
    async start(request) {
      opened.push(request);
      await setTimeout(100);
      if (failFirst && opened.length === 1) throw new Error('gateway unavailable');
      return { paymentUrl: `https://gateway.example/pay/${request.purchaseId}/${opened.length}` };
    },
  };
  return { gateway, opened };
}

async function pendingPurchase(): Promise<string> {
  const purchaseId = newPurchaseId();
  await database.handle.db.insert(purchases).values({ purchaseId, paymentMethod: 'credit_card', amount: 690 });
  return purchaseId;
}

const settings = (gateway: PaymentProvider) => ({
  payments: gateway,
  paymentWindowMinutes: 30,
  visitorPaymentWindowMinutes: 15,
  storefrontUrl: 'http://127.0.0.1:5173',
});

describe('startPayment', () => {
  it('opens one gateway session for starts of the same purchase at once, and gives each the same payment', async () => {
    const { gateway, opened } = countingGateway();
    const purchaseId = await pendingPurchase();
    const starts = await Promise.all(Array.from({ length: 5 }, () => startPayment(database.handle.db, settings(gateway), purchaseId)));
    expect(opened).toHaveLength(1);
    expect(new Set(starts.map((start) => start.payment_url))).toEqual(new Set([`https://gateway.example/pay/${purchaseId}/1`]));
  });

  it('lets a start that the gateway failed be tried again, by a request waiting at the time or a later one', async () => {
    const { gateway, opened } = countingGateway({ failFirst: true });
    const purchaseId = await pendingPurchase();
    const [first, second] = await Promise.allSettled([
      startPayment(database.handle.db, settings(gateway), purchaseId),
      (async () => {
        await setTimeout(20);
        return startPayment(database.handle.db, settings(gateway), purchaseId);
      })(),
    ]);
    expect(first).toMatchObject({ status: 'rejected', reason: expect.any(ContractError) });
    expect(first.status === 'rejected' && (first.reason as ContractError).code).toBe(ErrorCode.CHECKOUT_FAILED);
    expect(second).toMatchObject({ status: 'fulfilled', value: { payment_url: `https://gateway.example/pay/${purchaseId}/2` } });
    const later = await startPayment(database.handle.db, settings(gateway), purchaseId);
    expect(later.payment_url).toBe(`https://gateway.example/pay/${purchaseId}/2`);
    expect(opened).toHaveLength(2);
  });
});
