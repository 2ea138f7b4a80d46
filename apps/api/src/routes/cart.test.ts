import { and, eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { CartResponse, EmptyResponse, ErrorCode } from '@storefront/api-contract';
import { expressFees, products } from '../db/schema.js';
import { CART_MAX_LINES } from '../services/cart.js';
import { expectError, expectOk, get, post, signUp } from '../test/accounts.js';
import { useSeededApp } from '../test/seeded-app.js';

const seeded = useSeededApp();
let member: string;
let other: string;

beforeAll(async () => {
  member = await signUp(seeded.app, 'cart@example.com');
  other = await signUp(seeded.app, 'other-cart@example.com');
});

const setLine = (body: object, token = member) => post(seeded.app, '/cart', body, { token });
const cart = async (token = member, locale = 'en') => {
  const response = await get(seeded.app, '/cart', { token, locale });
  expectOk(response);
  expect(Value.Check(CartResponse, response.json())).toBe(true);
  return response.json().data as { items: Array<Record<string, unknown>>; subtotal: number; shipping_fee: number; total: number };
};
const clear = async (token = member) => {
  for (const item of (await cart(token)).items) {
    expectOk(await setLine({ product_id: item.product_id, update_amount: 0, sub_product_infos: item.sub_product_infos }, token));
  }
};

describe('GET /v1/cart', () => {
  it('is empty with zero totals for a new member', async () => {
    expect(await cart(other)).toEqual({ items: [], subtotal: 0, shipping_fee: 0, total: 0 });
  });

  it('needs a login', async () => {
    expectError(await get(seeded.app, '/cart'), 403, ErrorCode.SESSION_INVALID);
  });
});

describe('POST /v1/cart', () => {
  it('adds a line, sets its amount (not adds to it) and deletes it with 0, keeping carts apart', async () => {
    const added = await setLine({ product_id: 'p-1001', update_amount: 1 });
    expectOk(added);
    expect(Value.Check(EmptyResponse, added.json())).toBe(true);
    expectOk(await setLine({ product_id: 'p-1001', update_amount: 3 }));
    const { items, subtotal, shipping_fee, total } = await cart();
    expect(items).toEqual([
      expect.objectContaining({
        product_id: 'p-1001',
        sku: 'FIG-0001',
        amount: 3,
        origin: 'TW',
        pre_order: false,
        available: true,
        expired: false,
      }),
    ]);
    // 3 x NT$5,380 passes Taiwan's free-shipping threshold (NT$1,500).
    expect({ subtotal, shipping_fee, total }).toEqual({ subtotal: 16_140, shipping_fee: 0, total: 16_140 });
    expect((await cart(other)).items).toEqual([]);

    expectOk(await setLine({ product_id: 'p-1001', update_amount: 0 }));
    expect((await cart()).items).toEqual([]);
  });

  it('charges each origin its own shipping below its free-shipping threshold', async () => {
    expectOk(await setLine({ product_id: 'p-1002', update_amount: 1 }));
    expectOk(await setLine({ product_id: 'p-1012', update_amount: 1 }));
    const { items, subtotal, shipping_fee, total } = await cart();
    expect(items.map((item) => item.origin)).toEqual(['TW', 'CN']);
    // NT$880 from Taiwan (home delivery NT$100 below NT$1,500) and NT$480 from China (NT$150 below NT$2,500).
    expect({ subtotal, shipping_fee, total }).toEqual({ subtotal: 1_360, shipping_fee: 250, total: 1_610 });
    await clear();
  });

  it('answers 40008, not a failure, when an origin of the cart has no home-delivery fee to Taiwan', async () => {
    const chinaToTaiwan = and(
      eq(expressFees.origin, 'CN'),
      eq(expressFees.countryCode, 'TW'),
      eq(expressFees.shippingMethod, 'home_delivery'),
    );
    const [rate] = await seeded.db.select().from(expressFees).where(chinaToTaiwan);
    expectOk(await setLine({ product_id: 'p-1012', update_amount: 1 }));
    await seeded.db.delete(expressFees).where(chinaToTaiwan);
    try {
      expectError(await get(seeded.app, '/cart', { token: member, locale: 'en' }), 400, ErrorCode.AREA_NOT_SHIPPABLE);
    } finally {
      await seeded.db.insert(expressFees).values(rate!);
    }
    await clear();
  });

  it('keeps one line per sub-product choice, and names the choices', async () => {
    const black = [
      { product_id: 'p-1037-colour-bk', amount: 1 },
      { product_id: 'p-1037-size-m', amount: 1 },
    ];
    const white = [
      { product_id: 'p-1037-size-l', amount: 1 },
      { product_id: 'p-1037-colour-wh', amount: 1 },
    ];
    expectOk(await setLine({ product_id: 'p-1037', update_amount: 1, sub_product_infos: black }));
    expectOk(await setLine({ product_id: 'p-1037', update_amount: 2, sub_product_infos: white }));
    // The same choice in another order is the same line.
    expectOk(await setLine({ product_id: 'p-1037', update_amount: 4, sub_product_infos: [...black].reverse() }));
    const { items } = await cart();
    expect(items.map((item) => item.amount)).toEqual([4, 2]);
    expect(items[0]!.sub_product_infos).toEqual([
      { product_id: 'p-1037-colour-bk', amount: 1, display_name: 'Black' },
      { product_id: 'p-1037-size-m', amount: 1, display_name: 'M' },
    ]);
    await clear();
  });

  it.each([
    ['no choice', []],
    ['a group left out', [{ product_id: 'p-1037-colour-bk', amount: 1 }]],
    [
      'an option of another product',
      [
        { product_id: 'p-1037-colour-bk', amount: 1 },
        { product_id: 'p-1038-size-m', amount: 1 },
      ],
    ],
    ['too few of a pick-3 group', 'p-1039'],
  ])('refuses a sub-product choice with %s: 40006', async (_, subs) => {
    const body =
      subs === 'p-1039'
        ? { product_id: 'p-1039', update_amount: 1, sub_product_infos: [{ product_id: 'p-1039-design-aria', amount: 2 }] }
        : { product_id: 'p-1037', update_amount: 1, sub_product_infos: subs };
    expectError(await setLine(body), 400, ErrorCode.ADD_TO_CART_FAILED, 'Adding to the cart failed. Please try again.');
  });

  it('refuses sub-products for a product that has none, and an unknown product', async () => {
    expectError(
      await setLine({ product_id: 'p-1001', update_amount: 1, sub_product_infos: [{ product_id: 'p-1037-size-m', amount: 1 }] }),
      400,
      ErrorCode.ADD_TO_CART_FAILED,
    );
    expectError(await setLine({ product_id: 'p-9999', update_amount: 1 }), 404, ErrorCode.NOT_FOUND);
  });

  it('refuses an off-sale product (40906), a sold-out one (40903) and a sold-out option', async () => {
    expectError(
      await setLine({ product_id: 'p-1028', update_amount: 1 }),
      409,
      ErrorCode.PRODUCT_UNAVAILABLE,
      'This product is no longer available.',
    );
    await seeded.db.update(products).set({ stock: 0 }).where(eq(products.productId, 'p-1010'));
    expectError(await setLine({ product_id: 'p-1010', update_amount: 1 }), 409, ErrorCode.OUT_OF_STOCK, 'This item is out of stock.');
    const grey = [
      { product_id: 'p-1037-colour-gy', amount: 1 },
      { product_id: 'p-1037-size-m', amount: 1 },
    ];
    expectError(await setLine({ product_id: 'p-1037', update_amount: 1, sub_product_infos: grey }), 409, ErrorCode.OUT_OF_STOCK);
  });

  it('answers 41001 event has ended for a product or option whose sale has ended', async () => {
    expectError(await setLine({ product_id: 'p-1016', update_amount: 1 }), 410, ErrorCode.EVENT_ENDED, 'This event has ended.');
    const white = [
      { product_id: 'p-1037-colour-wh', amount: 1 },
      { product_id: 'p-1037-size-m', amount: 1 },
    ];
    await seeded.db
      .update(products)
      .set({ saleEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(products.productId, 'p-1037-colour-wh'));
    try {
      expectError(await setLine({ product_id: 'p-1037', update_amount: 1, sub_product_infos: white }), 410, ErrorCode.EVENT_ENDED);
    } finally {
      await seeded.db.update(products).set({ saleEndsAt: null }).where(eq(products.productId, 'p-1037-colour-wh'));
    }
  });

  it('refuses to add or change a line before its sale starts (40909), in the shopper’s language, and takes it once it has', async () => {
    const opensAt = (when: Date | null) => seeded.db.update(products).set({ saleStartsAt: when }).where(eq(products.productId, 'p-1002'));
    expectOk(await setLine({ product_id: 'p-1002', update_amount: 1 }));
    await opensAt(new Date(Date.now() + 3_600_000));
    try {
      expectError(
        await setLine({ product_id: 'p-1002', update_amount: 2 }),
        409,
        ErrorCode.SALE_NOT_STARTED,
        'The sale of this product has not started yet.',
      );
      expectError(
        await post(seeded.app, '/cart', { product_id: 'p-1002', update_amount: 2 }, { token: member, locale: 'zh-TW' }),
        409,
        ErrorCode.SALE_NOT_STARTED,
        '此商品尚未開賣',
      );
      // Taking a line out is always allowed.
      expectOk(await setLine({ product_id: 'p-1002', update_amount: 0 }));
      expectError(await setLine({ product_id: 'p-1002', update_amount: 1 }), 409, ErrorCode.SALE_NOT_STARTED);
      await opensAt(new Date(Date.now() - 1_000));
      expectOk(await setLine({ product_id: 'p-1002', update_amount: 1 }));
    } finally {
      await opensAt(null);
    }
    await clear();
  });

  it('counts the purchase limit per product over its lines of every sub-product choice (40904)', async () => {
    const limit = (purchaseLimit: number | null) =>
      seeded.db.update(products).set({ purchaseLimit }).where(eq(products.productId, 'p-1037'));
    const choice = (colour: string) => [
      { product_id: `p-1037-colour-${colour}`, amount: 1 },
      { product_id: 'p-1037-size-m', amount: 1 },
    ];
    await limit(3);
    try {
      expectOk(await setLine({ product_id: 'p-1037', update_amount: 2, sub_product_infos: choice('bk') }));
      expectError(
        await setLine({ product_id: 'p-1037', update_amount: 2, sub_product_infos: choice('wh') }),
        409,
        ErrorCode.INSUFFICIENT_STOCK,
      );
      expectOk(await setLine({ product_id: 'p-1037', update_amount: 1, sub_product_infos: choice('wh') }));
      // Raising a line counts the others too; lowering it is within the limit.
      expectError(
        await setLine({ product_id: 'p-1037', update_amount: 3, sub_product_infos: choice('bk') }),
        409,
        ErrorCode.INSUFFICIENT_STOCK,
      );
      expectOk(await setLine({ product_id: 'p-1037', update_amount: 1, sub_product_infos: choice('bk') }));
      expectOk(await setLine({ product_id: 'p-1037', update_amount: 2, sub_product_infos: choice('wh') }));
      expect((await cart()).items.map((item) => item.amount)).toEqual([1, 2]);
    } finally {
      await limit(null);
    }
    await clear();
  });

  it('refuses more than the stock or the purchase limit (40904), but sells a pre-order beyond stock', async () => {
    await seeded.db.update(products).set({ stock: 5 }).where(eq(products.productId, 'p-1011'));
    expectError(
      await setLine({ product_id: 'p-1011', update_amount: 6 }),
      409,
      ErrorCode.INSUFFICIENT_STOCK,
      'Not enough stock, or the amount exceeds the purchase limit.',
    );
    expectOk(await setLine({ product_id: 'p-1011', update_amount: 5 }));
    // p-1003 may be bought 10 at a time.
    expectError(await setLine({ product_id: 'p-1003', update_amount: 11 }), 409, ErrorCode.INSUFFICIENT_STOCK);
    await seeded.db.update(products).set({ stock: 0 }).where(eq(products.productId, 'p-1005'));
    expectOk(await setLine({ product_id: 'p-1005', update_amount: 2 }));
    expectError(await setLine({ product_id: 'p-1005', update_amount: 3 }), 409, ErrorCode.INSUFFICIENT_STOCK);
    expect((await cart()).items.find((item) => item.product_id === 'p-1005')).toMatchObject({ pre_order: true, amount: 2 });
    await clear();
  });

  it('marks a line whose product went off sale and leaves it out of the totals', async () => {
    expectOk(await setLine({ product_id: 'p-1002', update_amount: 1 }));
    await seeded.db.update(products).set({ available: false }).where(eq(products.productId, 'p-1002'));
    const { items, subtotal, total } = await cart();
    expect(items).toEqual([expect.objectContaining({ product_id: 'p-1002', available: false })]);
    expect({ subtotal, total }).toEqual({ subtotal: 0, total: 0 });
    await seeded.db.update(products).set({ available: true }).where(eq(products.productId, 'p-1002'));
    await clear();
  });

  it(`holds at most ${CART_MAX_LINES} lines (40905) yet still changes a line it holds`, async () => {
    const listed = await seeded.db.select({ id: products.productId }).from(products).where(eq(products.listed, true));
    const candidates = listed.map((row) => row.id).filter((id) => !['p-1037', 'p-1038', 'p-1039', 'p-1060'].includes(id));
    // Three of five badge designs of p-1039 make ten more distinct lines, should too few products be on sale.
    const designs = ['aria', 'yukino', 'bahamut', 'detective', 'shiba'];
    const badgeChoices = designs.flatMap((a, i) => designs.slice(i + 1).flatMap((b, j) => designs.slice(i + j + 2).map((c) => [a, b, c])));
    const bodies = [
      ...candidates.map((id) => ({ product_id: id, update_amount: 1 })),
      ...badgeChoices.map((picks) => ({
        product_id: 'p-1039',
        update_amount: 1,
        sub_product_infos: picks.map((design) => ({ product_id: `p-1039-design-${design}`, amount: 1 })),
      })),
    ];
    let lines = 0;
    for (const body of bodies) {
      if (lines === CART_MAX_LINES) break;
      if ((await setLine(body, other)).statusCode === 200) lines += 1;
    }
    expect((await cart(other)).items).toHaveLength(CART_MAX_LINES);
    expectError(
      await setLine({ product_id: 'p-1060', update_amount: 1 }, other),
      409,
      ErrorCode.CART_LIMIT_REACHED,
      'Your cart has reached its limit.',
    );
    const [held] = (await cart(other)).items;
    expectOk(await setLine({ product_id: held!.product_id, update_amount: 2, sub_product_infos: held!.sub_product_infos }, other));
  });

  it('refuses a malformed body with 40004', async () => {
    expectError(await setLine({ product_id: 'p-1001', update_amount: -1 }), 400, ErrorCode.PARAMETER_ERROR);
    expectError(await setLine({ product_id: 'p-1001', update_amount: '2' }), 400, ErrorCode.PARAMETER_ERROR);
  });
});
