/** What a line of an order takes from stock: its product's units and, per unit, its chosen sub-products'. */
export interface StockedLine {
  product_id: string;
  amount: number;
  pre_order?: boolean;
  sub_product_infos: readonly { product_id: string; amount: number }[];
}

/**
 * The units each product gives to lines that are not pre-orders (pre-orders are sold regardless
 * of stock), in product id order: the order checkouts lock rows in, so they never deadlock.
 */
export function stockTakes(lines: readonly StockedLine[]): [productId: string, units: number][] {
  const units = new Map<string, number>();
  const add = (productId: string, amount: number) => units.set(productId, (units.get(productId) ?? 0) + amount);
  for (const line of lines) {
    if (line.pre_order === true) continue;
    add(line.product_id, line.amount);
    for (const sub of line.sub_product_infos) add(sub.product_id, sub.amount * line.amount);
  }
  return [...units].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
