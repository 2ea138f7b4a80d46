import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@storefront/api-client';
import type { PurchaseResult } from '@storefront/api-contract';
import { renderRoute } from '../../test/render-route.js';

// A page's code loads lazily on its first render, which takes seconds when the machine is busy.
const PAGE_LOAD = { timeout: 10_000 };

const LATE: PurchaseResult = {
  purchase_id: 'PURCHASE0000000000000001',
  status: 'refund_due',
  payment_method: 'credit_card',
  amount: 690,
  order_ids: ['20261128ABCDEFGHIJ'],
  paid_at: Date.UTC(2026, 10, 28, 12),
  qr_code: null,
  pay_by: null,
  coupon: null,
};

afterEach(cleanup);

describe('the payment result of a payment that came too late', () => {
  it.each([
    ['en', 'refund_due', 'Payment received too late', /will refund it to the same payment method/],
    ['tw', 'refund_due', '付款逾時，將退款', /款項將原路退還/],
    ['cn', 'refund_due', '支付超时，将退款', /款项将原路退还/],
    ['en', 'refunded', 'Payment refunded', /has been refunded/],
  ] as const)('%s %s: says so, links the order, and reports no purchase to analytics', async (locale, status, heading, text) => {
    const getPurchase = vi.fn<ApiClient['getPurchase']>(async () => ({ ...LATE, status }));
    const { dataLayer } = renderRoute(`/result?purchase_id=${LATE.purchase_id}`, { getPurchase }, { locale });
    expect(await screen.findByRole('heading', { level: 1, name: heading }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getAllByRole('status').some((status) => text.test(status.textContent ?? ''))).toBe(true);
    expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === `/order-detail?order_id=${LATE.order_ids[0]}`)).toBe(
      true,
    );
    expect(JSON.stringify(dataLayer)).not.toContain('"purchase"');
  });
});
