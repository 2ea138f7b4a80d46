import { expect, type Locator } from '@playwright/test';
import type { Product } from '@storefront/api-contract';

/** What the page writes as a product's price: the selling price when set, else the marked one, grouped as en does. */
export function priceText(product: Pick<Product, 'marked_price' | 'selling_price'>): string {
  const price = product.selling_price !== null && product.selling_price > 0 ? product.selling_price : product.marked_price;
  return `NT$${price.toLocaleString('en')}`;
}

/** Checks that the cards show exactly the API's products, in its order, with names, prices and links. */
export async function expectProducts(cards: Locator, products: readonly Product[]): Promise<void> {
  await expect(cards).toHaveCount(products.length, { timeout: 15_000 });
  for (const [index, product] of products.entries()) {
    const card = cards.nth(index);
    await expect(card).toContainText(product.display_name);
    await expect(card).toContainText(priceText(product));
    await expect(card).toHaveAttribute('href', `/product/${product.product_id}`);
  }
}
