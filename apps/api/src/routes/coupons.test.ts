import { and, eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { CouponListResponse, CouponResponse, ErrorCode, OrderCouponListResponse } from '@storefront/api-contract';
import { coupons, memberCoupons } from '../db/schema.js';
import { expectError, expectOk, get, post, signUp } from '../test/accounts.js';
import { useSeededApp } from '../test/seeded-app.js';

const seeded = useSeededApp();
let member: string;

beforeAll(async () => {
  member = await signUp(seeded.app, 'coupons@example.com');
});

const claim = (code: string, token = member, locale = 'en') => post(seeded.app, '/coupon', { code }, { token, locale });
const list = async (token = member, locale = 'en') => {
  const response = await get(seeded.app, '/coupon', { token, locale });
  expectOk(response);
  expect(Value.Check(CouponListResponse, response.json())).toBe(true);
  return response.json().data as { mine: Array<Record<string, unknown>>; claimable: Array<Record<string, unknown>> };
};
const orderCoupons = async (body: object, token = member) => {
  const response = await post(seeded.app, '/order/coupon', body, { token });
  expectOk(response);
  expect(Value.Check(OrderCouponListResponse, response.json())).toBe(true);
  return response.json().data as Array<{ coupon: { coupon_id: string }; discount: number; shipping_discount: number }>;
};

describe('GET /v1/coupon', () => {
  it('offers the listed, running coupons to a new member, in shop order and the request language', async () => {
    const fresh = await signUp(seeded.app, 'fresh-coupons@example.com');
    const { mine, claimable } = await list(fresh, 'zh-TW');
    expect(mine).toEqual([]);
    expect(claimable.map((coupon) => coupon.code)).toEqual(['WELCOME100', 'FREESHIP', 'CN300', 'MY200', 'FIRST50']);
    expect(claimable[0]).toMatchObject({
      activity_name: '新會員見面禮',
      threshold_amount: 1000,
      discount_amount: 100,
      free_shipping: false,
    });
  });

  it('needs a login', async () => {
    expectError(await get(seeded.app, '/coupon'), 403, ErrorCode.SESSION_INVALID);
  });
});

describe('POST /v1/coupon', () => {
  it('claims a coupon by its code in any case, which then moves from claimable to mine', async () => {
    const response = await claim('welcome100');
    expectOk(response);
    expect(Value.Check(CouponResponse, response.json())).toBe(true);
    expect(response.json().data).toMatchObject({ coupon_id: 'c-welcome', status: 'available', used: false, activity_name: 'Welcome gift' });
    const { mine, claimable } = await list();
    expect(mine.map((coupon) => coupon.coupon_id)).toEqual(['c-welcome']);
    expect(claimable.map((coupon) => coupon.coupon_id)).not.toContain('c-welcome');
  });

  it('refuses an unknown code (40010), an ended coupon (41002) and a second claim (40907)', async () => {
    expectError(await claim('NOPE'), 400, ErrorCode.COUPON_CODE_INVALID, 'This coupon code is invalid.');
    expectError(await claim('YEAREND2025'), 410, ErrorCode.COUPON_EXPIRED, 'This coupon has expired.');
    expectOk(await claim('FREESHIP'));
    expectError(await claim('freeship'), 409, ErrorCode.COUPON_ALREADY_CLAIMED, 'You have already claimed this coupon.');
  });

  it('stops at the claim limit, even for claims at the same moment (40908)', async () => {
    await seeded.db.update(coupons).set({ claimLimit: 3 }).where(eq(coupons.couponId, 'c-first-come'));
    const claimers = await Promise.all(Array.from({ length: 5 }, (_, index) => signUp(seeded.app, `first-${index}@example.com`)));
    const answers = await Promise.all(claimers.map((token) => claim('FIRST50', token)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    for (const answer of answers.filter((answer) => answer.statusCode !== 200)) {
      expectError(answer, 409, ErrorCode.COUPON_CLAIM_LIMIT_REACHED, 'This coupon has reached its claim limit.');
    }
    const [row] = await seeded.db.select({ claimed: coupons.claimed }).from(coupons).where(eq(coupons.couponId, 'c-first-come'));
    expect(row?.claimed).toBe(3);
    expect((await list(claimers[0])).claimable.map((coupon) => coupon.coupon_id)).not.toContain('c-first-come');
  });

  it('shows a used coupon as used and an ended one as expired', async () => {
    const owner = await signUp(seeded.app, 'states@example.com');
    expectOk(await claim('CN300', owner));
    expectOk(await claim('MY200', owner));
    const userId = (await get(seeded.app, '/personal', { token: owner })).json().data.user_id as string;
    await seeded.db
      .update(memberCoupons)
      .set({ usedAt: new Date() })
      .where(and(eq(memberCoupons.userId, userId), eq(memberCoupons.couponId, 'c-china-300')));
    await seeded.db
      .update(coupons)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(coupons.couponId, 'c-malaysia-200'));
    const { mine } = await list(owner);
    expect(Object.fromEntries(mine.map((coupon) => [coupon.coupon_id, [coupon.status, coupon.used]]))).toEqual({
      'c-china-300': ['used', true],
      'c-malaysia-200': ['expired', false],
    });
  });
});

describe('POST /v1/order/coupon', () => {
  it('lists the coupons that save the order something, best first, with the goods and shipping discount', async () => {
    // Member holds WELCOME100 and FREESHIP (claimed above). NT$880 x 2 from Taiwan to Taiwan:
    // NT$1,760 passes WELCOME100's NT$1,000 and Taiwan's NT$1,500 free-shipping threshold.
    const overThreshold = await orderCoupons({ items: [{ product_id: 'p-1002', amount: 2 }], country_code: 'TW' });
    expect(overThreshold).toEqual([{ coupon: expect.objectContaining({ coupon_id: 'c-welcome' }), discount: 100, shipping_discount: 0 }]);

    // NT$880 x 1 by home delivery: below every threshold, so only free shipping (NT$100) saves anything.
    const small = await orderCoupons({
      items: [{ product_id: 'p-1002', amount: 1 }],
      country_code: 'TW',
      shipping_method: 'home_delivery',
    });
    expect(small).toEqual([{ coupon: expect.objectContaining({ coupon_id: 'c-free-shipping' }), discount: 0, shipping_discount: 100 }]);
  });

  it('leaves out coupons of other origins and regions', async () => {
    // A line from China: FREESHIP is for Taiwan only; NT$480 is below WELCOME100's threshold.
    expect(await orderCoupons({ items: [{ product_id: 'p-1012', amount: 1 }], country_code: 'TW' })).toEqual([]);
  });

  it('answers what a typed code takes off, for visitors too, as the coupon in the request language', async () => {
    // FIRST50: NT$500 off from NT$5,000. NT$880 x 6 from Taiwan = NT$5,280.
    const order = { items: [{ product_id: 'p-1002', amount: 6 }], country_code: 'TW', discount_code: 'first50' };
    const response = await post(seeded.app, '/order/coupon', order, { locale: 'zh-TW' });
    expectOk(response);
    expect(Value.Check(OrderCouponListResponse, response.json())).toBe(true);
    expect(response.json().data).toEqual([
      {
        coupon: expect.objectContaining({ coupon_id: 'c-first-come', activity_name: '限量 50 份 滿 5,000 折 500', status: 'available' }),
        discount: 500,
        shipping_discount: 0,
      },
    ]);
    // A member's own claim is the coupon answered.
    const held = await post(
      seeded.app,
      '/order/coupon',
      { items: [{ product_id: 'p-1002', amount: 2 }], country_code: 'TW', discount_code: 'WELCOME100' },
      { token: member },
    );
    expectOk(held);
    expect(held.json().data).toEqual([
      { coupon: expect.objectContaining({ coupon_id: 'c-welcome', used: false }), discount: 100, shipping_discount: 0 },
    ]);
  });

  it('refuses a typed code that is unknown or saves this order nothing (40009), or has ended (41002)', async () => {
    const items = [{ product_id: 'p-1002', amount: 1 }];
    expectError(
      await post(seeded.app, '/order/coupon', { items, country_code: 'TW', discount_code: 'NO-SUCH-CODE' }),
      400,
      ErrorCode.DISCOUNT_CODE_INVALID,
    );
    // NT$880 is below FIRST50's NT$5,000.
    expectError(
      await post(seeded.app, '/order/coupon', { items, country_code: 'TW', discount_code: 'FIRST50' }),
      400,
      ErrorCode.DISCOUNT_CODE_INVALID,
    );
    expectError(
      await post(seeded.app, '/order/coupon', { items, country_code: 'TW', discount_code: 'YEAREND2025' }),
      410,
      ErrorCode.COUPON_EXPIRED,
    );
  });

  it('keeps the list of a member’s coupons for members', async () => {
    expectError(
      await post(seeded.app, '/order/coupon', { items: [{ product_id: 'p-1002', amount: 1 }], country_code: 'TW' }),
      403,
      ErrorCode.SESSION_INVALID,
    );
  });

  it('refuses an unknown product (40401) and a destination an origin does not ship to (40008)', async () => {
    expectError(
      await post(seeded.app, '/order/coupon', { items: [{ product_id: 'p-9999', amount: 1 }], country_code: 'TW' }, { token: member }),
      404,
      ErrorCode.NOT_FOUND,
    );
    // Convenience-store pickup exists in Taiwan only.
    const pickupAbroad = { items: [{ product_id: 'p-1002', amount: 1 }], country_code: 'MY', shipping_method: 'cvs_pickup' };
    expectError(
      await post(seeded.app, '/order/coupon', pickupAbroad, { token: member }),
      400,
      ErrorCode.AREA_NOT_SHIPPABLE,
      'Some items cannot ship to this area.',
    );
  });
});
