import { describe, expect, it } from 'vitest';
import { isFinalOrderStatus, isOrderStatus, ORDER_STATUS_LABELS_EN, ORDER_STATUSES, orderStatusKey } from './order-status.js';

describe('order statuses', () => {
  it('lists the five statuses in their order', () => {
    expect(ORDER_STATUSES).toEqual(['pending_activation', 'picking', 'shipped', 'finished', 'canceled']);
  });

  it('gives each status an i18n key with an English label', () => {
    expect(orderStatusKey('pending_activation')).toBe('order.status.pending_activation');
    expect(ORDER_STATUS_LABELS_EN[orderStatusKey('pending_activation')]).toBe('Order established');
    expect(ORDER_STATUS_LABELS_EN[orderStatusKey('picking')]).toBe('Stock up');
    expect(ORDER_STATUS_LABELS_EN[orderStatusKey('finished')]).toBe('Completed');
    expect(Object.keys(ORDER_STATUS_LABELS_EN).sort()).toEqual(ORDER_STATUSES.map(orderStatusKey).sort());
  });

  it('guards what the API sends', () => {
    expect(isOrderStatus('shipped')).toBe(true);
    expect(isOrderStatus('cancelled')).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
  });

  it('knows finished and canceled are final', () => {
    expect(ORDER_STATUSES.filter(isFinalOrderStatus)).toEqual(['finished', 'canceled']);
  });
});
