/** Every order status, in the order an order moves through them; canceled can end it early (spec 4). */
export const ORDER_STATUSES = ['pending_activation', 'picking', 'shipped', 'finished', 'canceled'] as const;

/** The status of an order as the API sends it. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The i18n key of an order status label, e.g. order.status.picking. */
export type OrderStatusKey = `order.status.${OrderStatus}`;

/** English label of each status key, the spec's wording, for the i18n resources. */
export const ORDER_STATUS_LABELS_EN: Readonly<Record<OrderStatusKey, string>> = {
  'order.status.pending_activation': 'Order established',
  'order.status.picking': 'Stock up',
  'order.status.shipped': 'Shipped',
  'order.status.finished': 'Completed',
  'order.status.canceled': 'Canceled',
};

/** True when the value is a known order status; guards what the API sends. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The i18n key of a status label, so the UI translates it instead of showing the raw status. */
export function orderStatusKey(status: OrderStatus): OrderStatusKey {
  return `order.status.${status}`;
}

/** True for statuses after which nothing changes any more (finished, canceled). */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return status === 'finished' || status === 'canceled';
}
