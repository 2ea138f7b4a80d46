import { describe, expect, it } from 'vitest';
import { toGa4Item } from './items.js';

describe('toGa4Item', () => {
  it('reports the effective price and the discount from the marked price', () => {
    expect(toGa4Item({ sku: 'SKU-1', display_name: 'Tea', marked_price: 500, selling_price: 420, amount: 2 })).toEqual({
      item_id: 'SKU-1',
      item_name: 'Tea',
      price: 420,
      quantity: 2,
      discount: 80,
    });
  });

  it('falls back to unknown_sku, the marked price and a quantity of 1', () => {
    expect(toGa4Item({ sku: '', display_name: 'Mug', marked_price: 300, selling_price: 0 })).toEqual({
      item_id: 'unknown_sku',
      item_name: 'Mug',
      price: 300,
      quantity: 1,
      discount: 0,
    });
  });

  it('uses unknown_sku for a missing or null SKU and adds the list position when given', () => {
    expect(toGa4Item({ display_name: 'Cap', marked_price: 250 }, 3)).toEqual({
      item_id: 'unknown_sku',
      item_name: 'Cap',
      price: 250,
      quantity: 1,
      discount: 0,
      index: 3,
    });
    expect(toGa4Item({ sku: null, display_name: 'Cap', marked_price: 250, selling_price: null }).item_id).toBe('unknown_sku');
  });

  it('never reports a negative discount when the selling price is above the mark', () => {
    expect(toGa4Item({ sku: 'S', display_name: 'Pin', marked_price: 100, selling_price: 120 })).toMatchObject({
      price: 120,
      discount: 0,
    });
  });
});
