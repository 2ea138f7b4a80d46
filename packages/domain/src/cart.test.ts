import { describe, expect, it } from 'vitest';
import {
  canSelectWith,
  type CartLine,
  cartLineKey,
  checkoutProblem,
  defaultSelection,
  exceedsPurchaseLimit,
  groupByOrigin,
  isOrigin,
  isPurchasable,
  lineTotal,
  productState,
  purchaseLimitLeft,
  saleStarted,
  subtotal,
} from './cart.js';

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  product_id: 'p-1',
  marked_price: 1000,
  selling_price: 800,
  amount: 1,
  origin: 'TW',
  ...overrides,
});

describe('productState', () => {
  it('is on sale by default and while stock lasts', () => {
    expect(productState({})).toBe('on_sale');
    expect(productState({ stock: 3, available: true })).toBe('on_sale');
    expect(productState({ stock: null })).toBe('on_sale');
  });

  it('is sold out at zero stock or below', () => {
    expect(productState({ stock: 0 })).toBe('sold_out');
    expect(productState({ stock: -1 })).toBe('sold_out');
  });

  it('is pre-order whatever the stock', () => {
    expect(productState({ pre_order: true, stock: 0 })).toBe('pre_order');
  });

  it('is unavailable once off sale or expired, before anything else', () => {
    expect(productState({ available: false, pre_order: true, stock: 0 })).toBe('unavailable');
    expect(productState({ available: true, expired: true, pre_order: true })).toBe('unavailable');
  });
});

describe('isPurchasable', () => {
  it('takes on-sale lines within stock and pre-order lines beyond it', () => {
    expect(isPurchasable(line({ stock: 2, amount: 2 }))).toBe(true);
    expect(isPurchasable(line())).toBe(true);
    expect(isPurchasable(line({ pre_order: true, stock: 0, amount: 5 }))).toBe(true);
    expect(isPurchasable(line({ purchase_limit: 3, amount: 3, stock: null }))).toBe(true);
  });

  it.each([
    ['more than the stock', { stock: 2, amount: 3 }],
    ['over the purchase limit', { purchase_limit: 2, amount: 3 }],
    ['a pre-order over the purchase limit', { pre_order: true, purchase_limit: 1, amount: 2 }],
    ['sold out', { stock: 0 }],
    ['unavailable', { available: false }],
    ['amount 0', { amount: 0 }],
    ['a fractional amount', { amount: 1.5 }],
  ] as const)('refuses a line %s', (_why, overrides) => {
    expect(isPurchasable(line(overrides))).toBe(false);
  });
});

describe('totals of lines', () => {
  it('multiplies the effective price by the amount', () => {
    expect(lineTotal(line({ amount: 3 }))).toBe(2400);
    expect(lineTotal(line({ selling_price: null, amount: 2 }))).toBe(2000);
  });

  it('adds the lines up', () => {
    expect(subtotal([line({ amount: 2 }), line({ product_id: 'p-2', marked_price: 350, selling_price: 0 })])).toBe(1950);
    expect(subtotal([])).toBe(0);
  });
});

describe('groupByOrigin', () => {
  it('puts Taiwan before China, keeps order within a group and leaves out empty groups', () => {
    const a = line({ product_id: 'a', origin: 'CN' });
    const b = line({ product_id: 'b', origin: 'TW' });
    const c = line({ product_id: 'c', origin: 'CN' });
    expect(groupByOrigin([a, b, c])).toEqual([
      { origin: 'TW', lines: [b] },
      { origin: 'CN', lines: [a, c] },
    ]);
    expect(groupByOrigin([a])).toEqual([{ origin: 'CN', lines: [a] }]);
    expect(groupByOrigin([])).toEqual([]);
  });

  it('guards origins', () => {
    expect(isOrigin('TW')).toBe(true);
    expect(isOrigin('tw')).toBe(false);
    expect(isOrigin(null)).toBe(false);
  });
});

describe('cartLineKey', () => {
  it('tells apart variant choices of one product and ignores their order', () => {
    const plain = line();
    const red = line({
      sub_product_infos: [
        { product_id: 's-red', amount: 1 },
        { product_id: 's-m', amount: 1 },
      ],
    });
    const sameRed = line({
      sub_product_infos: [
        { product_id: 's-m', amount: 1 },
        { product_id: 's-red', amount: 1 },
      ],
    });
    expect(cartLineKey(plain)).toBe('p-1');
    expect(cartLineKey(line({ sub_product_infos: [] }))).toBe('p-1');
    expect(cartLineKey(red)).toBe('p-1|s-m*1,s-red*1');
    expect(cartLineKey(sameRed)).toBe(cartLineKey(red));
  });
});

describe('checkout selection rules', () => {
  const regular = line({ product_id: 'regular' });
  const other = line({ product_id: 'other', origin: 'CN' });
  const preOrder = line({ product_id: 'pre', pre_order: true, amount: 2 });
  const secondPreOrder = line({ product_id: 'pre-2', pre_order: true });

  it('accepts regular lines of both origins together, and one pre-order line alone', () => {
    expect(checkoutProblem([regular, other])).toBeNull();
    expect(checkoutProblem([preOrder])).toBeNull();
  });

  it('refuses an empty selection', () => {
    expect(checkoutProblem([])).toBe('empty');
  });

  it('refuses a line that cannot be bought', () => {
    expect(checkoutProblem([regular, line({ product_id: 'gone', available: false })])).toBe('unpurchasable');
  });

  it('refuses lines of one product that pass its purchase limit together, each within it alone', () => {
    const black = line({ product_id: 'tee', purchase_limit: 3, amount: 2, sub_product_infos: [{ product_id: 'tee-bk', amount: 1 }] });
    const white = line({ product_id: 'tee', purchase_limit: 3, amount: 2, sub_product_infos: [{ product_id: 'tee-wh', amount: 1 }] });
    expect(checkoutProblem([black, white])).toBe('unpurchasable');
    expect(checkoutProblem([black, { ...white, amount: 1 }])).toBeNull();
  });

  it('refuses a pre-order line with anything else, another pre-order line included', () => {
    expect(checkoutProblem([regular, preOrder])).toBe('pre_order_combined');
    expect(checkoutProblem([preOrder, secondPreOrder])).toBe('pre_order_combined');
  });

  it('lets the UI know which lines may still be ticked', () => {
    expect(canSelectWith([], preOrder)).toBe(true);
    expect(canSelectWith([preOrder], preOrder)).toBe(true);
    expect(canSelectWith([regular], other)).toBe(true);
    expect(canSelectWith([regular], preOrder)).toBe(false);
    expect(canSelectWith([preOrder], regular)).toBe(false);
    expect(canSelectWith([preOrder], secondPreOrder)).toBe(false);
  });

  it('ticks by default every line that can be bought, of both origins, leaving pre-orders out', () => {
    const soldOut = line({ product_id: 'sold-out', stock: 0 });
    expect(defaultSelection([preOrder, regular, soldOut, other])).toEqual([regular, other]);
    expect(checkoutProblem(defaultSelection([preOrder, regular, other]))).toBeNull();
  });

  it('ticks one pre-order line, the first that can be bought, when the cart holds nothing else to buy', () => {
    const expiredPreOrder = line({ product_id: 'pre-gone', pre_order: true, expired: true });
    expect(defaultSelection([expiredPreOrder, preOrder, secondPreOrder, line({ product_id: 'gone', available: false })])).toEqual([
      preOrder,
    ]);
    expect(defaultSelection([line({ product_id: 'gone', available: false })])).toEqual([]);
    expect(defaultSelection([])).toEqual([]);
  });
});

describe('the purchase limit per product', () => {
  const tee = (colour: string, amount: number, purchase_limit: number | null = 3) =>
    line({ product_id: 'tee', purchase_limit, amount, sub_product_infos: [{ product_id: `tee-${colour}`, amount: 1 }] });

  it('leaves a line what the other lines of its product have not used, whatever their variant', () => {
    expect(purchaseLimitLeft(tee('wh', 1), [tee('bk', 2), line({ product_id: 'other', amount: 5 })])).toBe(1);
    expect(purchaseLimitLeft(tee('wh', 1), [tee('bk', 3), tee('gy', 1)])).toBe(0);
    expect(purchaseLimitLeft(tee('wh', 1, null), [tee('bk', 30, null)])).toBeNull();
  });

  it('does not count the line itself among the others, in whichever order its choices are listed', () => {
    const twoChoices = line({
      product_id: 'kit',
      purchase_limit: 2,
      amount: 2,
      sub_product_infos: [
        { product_id: 'kit-a', amount: 1 },
        { product_id: 'kit-b', amount: 1 },
      ],
    });
    const reordered = { ...twoChoices, sub_product_infos: [...twoChoices.sub_product_infos!].reverse() };
    expect(purchaseLimitLeft(twoChoices, [reordered])).toBe(2);
  });

  it('is exceeded by lines of one product over the limit together, not by each within it', () => {
    expect(exceedsPurchaseLimit([tee('bk', 2), tee('wh', 2)])).toBe(true);
    expect(exceedsPurchaseLimit([tee('bk', 2), tee('wh', 1)])).toBe(false);
    expect(exceedsPurchaseLimit([tee('bk', 4)])).toBe(true);
    expect(exceedsPurchaseLimit([tee('bk', 20, null), tee('wh', 20, null)])).toBe(false);
  });
});

describe('saleStarted', () => {
  it('is open without a start and from the start on, closed before it', () => {
    expect(saleStarted({}, 1_000)).toBe(true);
    expect(saleStarted({ sale_starts_at: null }, 1_000)).toBe(true);
    expect(saleStarted({ sale_starts_at: 1_000 }, 1_000)).toBe(true);
    expect(saleStarted({ sale_starts_at: 1_001 }, 1_000)).toBe(false);
  });
});
