import { describe, expect, it } from 'vitest';
import { type BuyNowChoice, buyNowHref, parseBuyNow } from './buy-now.js';

/** The search params of an address as the checkout page will read them. */
function paramsOf(href: string): URLSearchParams {
  return new URL(href, 'https://shop.example').searchParams;
}

describe('buyNowHref', () => {
  it('goes to /checkout carrying the product, the amount and each chosen sub-product', () => {
    const href = buyNowHref({
      product_id: 'p-1037',
      amount: 2,
      sub_product_infos: [
        { product_id: 'p-1037-colour-bk', amount: 1 },
        { product_id: 'p-1037-size-m', amount: 1 },
      ],
    });
    expect(href).toBe('/checkout?product_id=p-1037&amount=2&sub_product_infos=p-1037-colour-bk*1&sub_product_infos=p-1037-size-m*1');
  });

  it('leaves the sub-products out for a product without any', () => {
    expect(buyNowHref({ product_id: 'p-1', amount: 1, sub_product_infos: [] })).toBe('/checkout?product_id=p-1&amount=1');
  });
});

describe('parseBuyNow', () => {
  it.each<BuyNowChoice>([
    { product_id: 'p-1', amount: 1, sub_product_infos: [] },
    { product_id: 'p_2-X', amount: 999, sub_product_infos: [{ product_id: 'opt-a', amount: 3 }] },
    {
      product_id: 'p-1039',
      amount: 4,
      sub_product_infos: [
        { product_id: 'p-1039-design-aria', amount: 1 },
        { product_id: 'p-1039-design-rin', amount: 1 },
        { product_id: 'p-1039-design-shiba', amount: 1 },
      ],
    },
  ])('reads back what buyNowHref wrote (%o)', (choice) => {
    expect(parseBuyNow(paramsOf(buyNowHref(choice)))).toEqual(choice);
  });

  it.each([
    ['nothing at all', ''],
    ['no product', 'amount=1'],
    ['no amount', 'product_id=p-1'],
    ['two products', 'product_id=p-1&product_id=p-2&amount=1'],
    ['two amounts', 'product_id=p-1&amount=1&amount=2'],
    ['an empty product id', 'product_id=&amount=1'],
    ['an id the contract refuses', 'product_id=p%201&amount=1'],
    ['an id too long', `product_id=${'p'.repeat(65)}&amount=1`],
    ['amount 0', 'product_id=p-1&amount=0'],
    ['an amount over the line maximum', 'product_id=p-1&amount=1000'],
    ['a negative amount', 'product_id=p-1&amount=-1'],
    ['a fractional amount', 'product_id=p-1&amount=1.5'],
    ['an amount with text', 'product_id=p-1&amount=2x'],
    ['a sub-product without amount', 'product_id=p-1&amount=1&sub_product_infos=opt-a'],
    ['a sub-product with amount 0', 'product_id=p-1&amount=1&sub_product_infos=opt-a*0'],
    ['a sub-product with a bad id', 'product_id=p-1&amount=1&sub_product_infos=opt%2Fa*1'],
    ['the same sub-product twice', 'product_id=p-1&amount=1&sub_product_infos=opt-a*1&sub_product_infos=opt-a*1'],
    [
      'more sub-products than a line takes',
      `product_id=p-1&amount=1&${Array.from({ length: 51 }, (_, i) => `sub_product_infos=o-${i}*1`).join('&')}`,
    ],
  ])('refuses %s', (_case, query) => {
    expect(parseBuyNow(new URLSearchParams(query))).toBeNull();
  });

  it('ignores parameters that are not its own', () => {
    expect(parseBuyNow(new URLSearchParams('product_id=p-1&amount=2&utm_source=line'))).toEqual({
      product_id: 'p-1',
      amount: 2,
      sub_product_infos: [],
    });
  });
});
