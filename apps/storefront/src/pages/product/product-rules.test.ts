import { describe, expect, it } from 'vitest';
import { MAX_LINE_AMOUNT, type ProductDetail, type SubProductGroup } from '@storefront/api-contract';
import { maxQuantity, purchaseMode, toCartProduct } from './product-rules.js';

const NOW = Date.parse('2026-01-01T00:00:00Z');
const onSale = { available: true, expired: false, pre_order: false, stock: 10 };

const size: SubProductGroup = {
  group_id: 'size',
  display_name: 'Size',
  required_amount: 1,
  options: [
    { product_id: 'size-s', display_name: 'S', image_url: null, stock: 2, available: true },
    { product_id: 'size-m', display_name: 'M', image_url: null, stock: 30, available: true },
  ],
};

/** The fields maxQuantity reads, an on-sale product with 10 in stock and no limit unless given. */
function stocked(overrides: Partial<Pick<ProductDetail, 'pre_order' | 'stock' | 'purchase_limit' | 'sub_products'>> = {}) {
  return { pre_order: false, stock: 10, purchase_limit: null, sub_products: [], ...overrides };
}

describe('purchaseMode', () => {
  it.each([
    ['on sale', onSale, 'buy'],
    ['pre-order without stock (sold regardless of stock)', { ...onSale, pre_order: true, stock: 0 }, 'buy'],
    ['sold out', { ...onSale, stock: 0 }, 'notify'],
    ['taken off sale', { ...onSale, available: false }, 'closed'],
    ['expired', { ...onSale, expired: true }, 'closed'],
    ['expired and sold out: expired wins', { ...onSale, expired: true, stock: 0 }, 'closed'],
    ['an unavailable pre-order', { ...onSale, pre_order: true, available: false }, 'closed'],
    ['before its sale opens', { ...onSale, sale_starts_at: NOW + 1 }, 'upcoming'],
    ['sold out before its sale opens', { ...onSale, stock: 0, sale_starts_at: NOW + 1 }, 'upcoming'],
    ['from the moment its sale opens', { ...onSale, sale_starts_at: NOW }, 'buy'],
    ['ended, whenever it opened', { ...onSale, expired: true, sale_starts_at: NOW + 1 }, 'closed'],
  ] as const)('%s: %s', (_case, product, mode) => {
    expect(purchaseMode(product, NOW)).toBe(mode);
  });
});

describe('maxQuantity', () => {
  it('is the stock when there is no purchase limit', () => {
    expect(maxQuantity(stocked({ stock: 7 }))).toBe(7);
  });

  it('is the purchase limit when it is below the stock, and the stock when that is lower', () => {
    expect(maxQuantity(stocked({ stock: 10, purchase_limit: 3 }))).toBe(3);
    expect(maxQuantity(stocked({ stock: 2, purchase_limit: 5 }))).toBe(2);
  });

  it('ignores the stock of a pre-order, keeping its purchase limit', () => {
    expect(maxQuantity(stocked({ pre_order: true, stock: 1, purchase_limit: 2 }))).toBe(2);
    expect(maxQuantity(stocked({ pre_order: true, stock: 0 }))).toBe(MAX_LINE_AMOUNT);
  });

  it('never offers more than one line may hold', () => {
    expect(maxQuantity(stocked({ stock: 5_000 }))).toBe(MAX_LINE_AMOUNT);
  });

  it('follows the stock of the chosen options, except on a pre-order', () => {
    const product = stocked({ stock: 10, sub_products: [size] });
    expect(maxQuantity(product, {})).toBe(10);
    expect(maxQuantity(product, { size: ['size-s'] })).toBe(2);
    expect(maxQuantity(product, { size: ['size-m'] })).toBe(10);
    expect(maxQuantity({ ...product, pre_order: true }, { size: ['size-s'] })).toBe(MAX_LINE_AMOUNT);
  });

  it('is at least 1, so the stepper always has a value', () => {
    expect(maxQuantity(stocked({ stock: 0 }))).toBe(1);
  });
});

describe('toCartProduct', () => {
  it('keeps what the cart and its analytics need, nothing else', () => {
    const product = { product_id: 'p-1', sku: 'SKU-1', display_name: 'Cake', marked_price: 480, selling_price: 420, stock: 3 };
    expect(toCartProduct(product)).toEqual({
      product_id: 'p-1',
      sku: 'SKU-1',
      display_name: 'Cake',
      marked_price: 480,
      selling_price: 420,
    });
  });
});
