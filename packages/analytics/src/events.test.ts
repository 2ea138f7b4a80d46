import { describe, expect, it, vi } from 'vitest';
import { track, viewItemList } from './events.js';
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
});

describe('viewItemList', () => {
  it('numbers the items and sends them in TWD through the injected gtag', () => {
    const gtag = vi.fn();
    track(gtag, viewItemList('home', 'Home', [
      { sku: 'A', display_name: 'A', marked_price: 100 },
      { sku: 'B', display_name: 'B', marked_price: 200, selling_price: 150 },
    ]));
    expect(gtag).toHaveBeenCalledWith('event', 'view_item_list', {
      currency: 'TWD',
      item_list_id: 'home',
      item_list_name: 'Home',
      items: [
        { item_id: 'A', item_name: 'A', price: 100, quantity: 1, discount: 0, index: 0 },
        { item_id: 'B', item_name: 'B', price: 150, quantity: 1, discount: 50, index: 1 },
      ],
    });
  });
});
