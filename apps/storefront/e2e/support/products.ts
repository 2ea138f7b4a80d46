import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import type { Product, ProductDetail, ProductList } from '@storefront/api-contract';
import { apiGet, type LOCALE_HEADER } from './api.js';

type Language = keyof typeof LOCALE_HEADER;

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

/** What the API's list says of a product: on sale (not pre-order, in stock), and open to all (not age-restricted); details decide the rest. */
export const isOnSale = (product: Product) =>
  product.available !== false && product.expired !== true && product.pre_order !== true && product.stock > 0;
export const isOpen = (product: Product) => product.age_restricted !== true;
/** Plenty in stock: orders placed only to reach a later state leave the few units of a scarce product to the specs that need it. */
export const isPlentiful = (product: Product) => product.stock >= 20;

/**
 * The first product of the catalogue that the list test and then the detail test pass, in the
 * language given. The catalogue is asked anew at each call: earlier tests of the run buy stock, so
 * a list kept from the run's start would offer a product whose stock has since run out.
 */
export async function findProduct(
  request: APIRequestContext,
  {
    list,
    detail = () => true,
    language = 'tw',
  }: { list: (product: Product) => boolean; detail?: (product: ProductDetail) => boolean; language?: Language },
): Promise<ProductDetail> {
  const { items } = await apiGet<ProductList>(request, 'product?page_size=100', language);
  for (const item of items.filter(list)) {
    const product = await apiGet<ProductDetail>(request, `product/${item.product_id}`, language);
    if (detail(product)) return product;
  }
  throw new Error('no product of the seeded catalogue fits this test');
}
