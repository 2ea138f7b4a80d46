import { parseArgs } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { ORDER_STATUSES } from '@storefront/api-contract';
import type { Database } from './db/client.js';
import { orders } from './db/schema.js';
import { listRefundsDue, markRefunded, moveOrder, restock } from './services/orders/lifecycle.js';

/** How to call the shop's command-line tool, printed by `help` and after a wrong call. */
export const ADMIN_USAGE = `usage: shop-admin <command>
  orders [--status <status>] [--limit <n>]   the newest orders (default 20), optionally of one status
  ship <order_id> [--code <tracking no.>]    a picking (paid) order leaves the warehouse
  finish <order_id>                          a shipped order has arrived
  restock <product_id>... --units <n>        adds n units to each product's stock (back-in-stock mails follow)
  refunds                                    payments that came after their order was canceled or paid: to refund
  refunded <purchase_id>                     the late payment has been refunded through the gateway
statuses: ${ORDER_STATUSES.join(', ')}`;

/** Thrown for a call the tool cannot carry out; its message is meant for the operator. */
export class AdminError extends Error {
  override name = 'AdminError';
}

/**
 * Runs one command of the shop's command-line tool on a database and answers the lines to print.
 * Moving orders (ship, finish), restocking and refunding late payments (through the gateway, then
 * marked here) are what the shop does by hand; payments move orders to picking, and the API cancels
 * unpaid ones itself.
 */
export async function runAdmin(db: Database, argv: readonly string[]): Promise<string[]> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: { status: { type: 'string' }, limit: { type: 'string' }, code: { type: 'string' }, units: { type: 'string' } },
    });
  } catch (error) {
    // parseArgs names the unknown or incomplete option.
    throw new AdminError(`${(error as Error).message}\n${ADMIN_USAGE}`);
  }
  const { positionals, values } = parsed;
  const [command, ...args] = positionals;
  try {
    switch (command) {
      case 'orders':
        return await listOrders(db, values.status, values.limit);
      case 'ship':
      case 'finish': {
        const [orderId] = args;
        if (!orderId || args.length > 1) throw new AdminError(`${command} takes one order id\n${ADMIN_USAGE}`);
        await moveOrder(db, orderId, command === 'ship' ? 'shipped' : 'finished', command === 'ship' ? values.code : undefined);
        return [`order ${orderId} is ${command === 'ship' ? 'shipped' : 'finished'}`];
      }
      case 'restock': {
        const units = Number(values.units);
        if (args.length === 0 || values.units === undefined) throw new AdminError(`restock takes product ids and --units\n${ADMIN_USAGE}`);
        const stocked = await restock(db, args, units);
        return stocked.map(({ productId, stock }) => `${productId}: stock ${stock}`);
      }
      case 'refunds':
        return await listRefunds(db);
      case 'refunded': {
        const [purchaseId] = args;
        if (!purchaseId || args.length > 1) throw new AdminError(`refunded takes one purchase id\n${ADMIN_USAGE}`);
        await markRefunded(db, purchaseId);
        return [`purchase ${purchaseId} is refunded`];
      }
      case 'help':
        return [ADMIN_USAGE];
      default:
        throw new AdminError(ADMIN_USAGE);
    }
  } catch (error) {
    // The services name a wrong order, product or move with a RangeError: the operator's to fix.
    if (error instanceof RangeError) throw new AdminError(error.message);
    throw error;
  }
}

async function listRefunds(db: Database): Promise<string[]> {
  const due = await listRefundsDue(db);
  if (due.length === 0) return ['no refunds due'];
  return due.map((refund) =>
    [
      refund.purchaseId,
      refund.paymentMethod.padEnd(11),
      `NT$${refund.amount}`.padStart(10),
      refund.paidAt?.toISOString() ?? '',
      refund.orderIds.join(','),
      refund.email ?? '',
    ]
      .join('  ')
      .trimEnd(),
  );
}

async function listOrders(db: Database, status: string | undefined, limitText = '20'): Promise<string[]> {
  if (status !== undefined && !(ORDER_STATUSES as readonly string[]).includes(status)) {
    throw new AdminError(`unknown status "${status}"; one of ${ORDER_STATUSES.join(', ')}`);
  }
  const limit = Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new AdminError('--limit must be a whole number from 1 to 1000');
  const rows = await db
    .select()
    .from(orders)
    .where(status === undefined ? undefined : eq(orders.status, status as (typeof ORDER_STATUSES)[number]))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  if (rows.length === 0) return ['no orders'];
  return rows.map((row) =>
    [
      row.orderId,
      row.status.padEnd(18),
      `NT$${row.paymentAmount}`.padStart(10),
      row.createdAt.toISOString(),
      row.recipientEmail,
      row.shippingCode ?? '',
    ]
      .join('  ')
      .trimEnd(),
  );
}
