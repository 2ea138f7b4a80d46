import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGE,
  ERROR_MESSAGE_ZH,
  ErrorCode,
  LastShippingMethodResponse,
  OrderCreatedResponse,
  OrderDetailResponse,
  OrderListResponse,
  OrderUpdatedResponse,
  PurchaseResultResponse,
} from '@storefront/api-contract';
import { memberCoupons, orders, outboundMails, products, purchases } from '../db/schema.js';
import { expireUnpaidOrders } from '../services/orders/lifecycle.js';
import { expectError, expectOk, get, mailsTo, post, signUp } from '../test/accounts.js';
import { TAIPEI_DELIVERY, sandboxOutcome } from '../test/checkout.js';
import { useSeededApp } from '../test/seeded-app.js';

const STOREFRONT = 'http://shop.test';
const seeded = useSeededApp({ storefrontUrl: STOREFRONT, publicUrl: 'http://api.test' });
let member: string;
let other: string;

beforeAll(async () => {
  member = await signUp(seeded.app, 'buyer@example.com');
  other = await signUp(seeded.app, 'other-buyer@example.com');
});

const TAIPEI = {
  recipient_name: '王小明',
  recipient_email: 'Visitor@Example.com',
  ...TAIPEI_DELIVERY,
};

type Totals = { subtotal: number; shipping_fee: number; discount?: number; shipping_discount?: number; total: number };
type Item = { product_id: string; amount: number; sub_product_infos?: { product_id: string; amount: number }[] };

/** A checkout body: buy-now to Taipei by card unless `extra` says otherwise, with the totals the client showed. */
function checkout(items: Item[], { discount = 0, shipping_discount = 0, ...totals }: Totals, extra: Record<string, unknown> = {}) {
  return {
    items,
    source: 'buy_now',
    ...TAIPEI,
    expected: { ...totals, discount, shipping_discount },
    idempotency_key: randomUUID(),
    ...extra,
  };
}

const order = (body: object, token?: string, locale = 'en') => post(seeded.app, '/order', body, { token, locale });

async function placed(body: object, token?: string) {
  const response = await order(body, token);
  expectOk(response);
  expect(Value.Check(OrderCreatedResponse, response.json())).toBe(true);
  return response.json().data as {
    order_ids: string[];
    payment: {
      purchase_id: string;
      payment_method: string;
      amount: number;
      payment_url: string | null;
      qr_code: { amount: number; type: string; QRCode: string } | null;
    };
  };
}

async function detail(orderId: string, options: { token?: string; email?: string } = {}) {
  const query = options.email === undefined ? '' : `?email=${encodeURIComponent(options.email)}`;
  const response = await get(seeded.app, `/order/${orderId}${query}`, { token: options.token });
  expectOk(response);
  expect(Value.Check(OrderDetailResponse, response.json())).toBe(true);
  return response.json().data as Record<string, unknown> & {
    status: string;
    items: Record<string, unknown>[];
    payment: Record<string, unknown>;
  };
}

async function stockOf(productId: string): Promise<number> {
  const [row] = await seeded.db.select({ stock: products.stock }).from(products).where(eq(products.productId, productId));
  return row!.stock;
}

const setStock = (productId: string, stock: number) => seeded.db.update(products).set({ stock }).where(eq(products.productId, productId));

/** The address of a purchase's sandbox page, as its payment_url or QR code gave it to the shopper. */
async function pageOf(purchaseId: string): Promise<string> {
  const [purchase] = await seeded.db.select().from(purchases).where(eq(purchases.purchaseId, purchaseId));
  return purchase!.paymentUrl ?? purchase!.qrCode!;
}

/** Approves or declines a purchase on the sandbox gateway's page, as the shopper's browser does. */
async function settle(purchaseId: string, outcome: 'paid' | 'failed') {
  return seeded.app.inject(sandboxOutcome(await pageOf(purchaseId), outcome));
}

/** Opens a purchase's sandbox page at the address the shopper was given. */
async function openPage(purchaseId: string) {
  const page = new URL(await pageOf(purchaseId));
  return seeded.app.inject({ method: 'GET', url: `${page.pathname}${page.search}` });
}

/** The address of a purchase's sandbox page: its id and the secret only the purchase's shopper is given. */
const pageUrlOf = (purchaseId: string) =>
  expect.stringMatching(new RegExp(`^http://api\\.test/sandbox/pay/${purchaseId}\\?secret=[\\w-]{32}$`));

// p-1002: NT$880 from Taiwan; p-1012: NT$480 from China; p-1005: a Taiwan pre-order at NT$4,280.
// Taiwan home delivery costs NT$100 below NT$1,500 from Taiwan and NT$150 below NT$2,500 from China.
const oneKit = (extra: Record<string, unknown> = {}) =>
  checkout([{ product_id: 'p-1002', amount: 1 }], { subtotal: 880, shipping_fee: 100, total: 980 }, extra);

describe('POST /v1/order', () => {
  it('lets a visitor buy now: an order, its stock taken, a card payment page, and an order link that needs the e-mail', async () => {
    const before = await stockOf('p-1002');
    const { order_ids, payment } = await placed(oneKit());
    expect(order_ids).toHaveLength(1);
    expect(payment).toEqual({
      purchase_id: expect.stringMatching(/^P[A-Z2-9]{24}$/),
      payment_method: 'credit_card',
      amount: 980,
      payment_url: pageUrlOf(payment.purchase_id),
      qr_code: null,
    });
    expect(await stockOf('p-1002')).toBe(before - 1);

    const id = order_ids[0]!;
    expect(id).toMatch(/^\d{8}[A-Z2-9]{10}$/);
    expectError(await get(seeded.app, `/order/${id}`), 404, ErrorCode.NOT_FOUND);
    expectError(await get(seeded.app, `/order/${id}?email=someone@example.com`), 404, ErrorCode.NOT_FOUND);
    // A visitor order opens with its e-mail whoever asks, logged in or not.
    expectOk(await get(seeded.app, `/order/${id}?email=visitor@example.com`, { token: member }));
  });

  it('answers the order in full to the visitor with the e-mail in any case', async () => {
    const { order_ids } = await placed(oneKit());
    const shown = await detail(order_ids[0]!, { email: 'VISITOR@example.com' });
    expect(shown).toMatchObject({
      order_id: order_ids[0],
      status: 'pending_activation',
      origin: 'TW',
      order_amount: 880,
      shipping_fee: 100,
      discount: 0,
      shipping_discount: 0,
      payment_amount: 980,
      payment_method: 'credit_card',
      shipping_code: null,
      can_pay: true,
      can_cancel: true,
      coupon_id: null,
      shipping: expect.objectContaining({
        recipient_email: 'visitor@example.com',
        city: '臺北市',
        shipping_method: 'home_delivery',
        pickup_store: null,
      }),
      payment: { payment_method: 'credit_card', payment_status: 'pending', payment_amount: 980, paid_at: null },
    });
    expect(shown.items).toEqual([
      expect.objectContaining({
        product_id: 'p-1002',
        sku: 'FIG-0002',
        amount: 1,
        marked_price: 880,
        selling_price: null,
        pre_order: false,
      }),
    ]);
  });

  it('creates one order per ship-from origin from a member cart, and removes the ordered lines from the cart', async () => {
    expectOk(await post(seeded.app, '/cart', { product_id: 'p-1002', update_amount: 1 }, { token: member }));
    expectOk(await post(seeded.app, '/cart', { product_id: 'p-1012', update_amount: 2 }, { token: member }));
    expectOk(await post(seeded.app, '/cart', { product_id: 'p-1010', update_amount: 1 }, { token: member }));
    const body = checkout(
      [
        { product_id: 'p-1002', amount: 1 },
        { product_id: 'p-1012', amount: 2 },
      ],
      { subtotal: 880 + 960, shipping_fee: 100 + 150, total: 2_090 },
      { source: 'cart' },
    );
    const { order_ids, payment } = await placed(body, member);
    expect(order_ids).toHaveLength(2);
    expect(payment.amount).toBe(2_090);
    const orders = await Promise.all(order_ids.map((id) => detail(id, { token: member })));
    expect(orders.map((shown) => [shown.origin, shown.order_amount, shown.shipping_fee, shown.payment_amount]).sort()).toEqual([
      ['CN', 960, 150, 1_110],
      ['TW', 880, 100, 980],
    ]);
    const cart = await get(seeded.app, '/cart', { token: member });
    expect(cart.json().data.items.map((item: { product_id: string }) => item.product_id)).toEqual(['p-1010']);
  });

  it('gives a retried submission (same idempotency key) the first answer and takes stock once', async () => {
    const before = await stockOf('p-1002');
    const body = checkout([{ product_id: 'p-1002', amount: 2 }], { subtotal: 1_760, shipping_fee: 0, total: 1_760 });
    const [first, second] = await Promise.all([order(body), order(body)]);
    expectOk(first!);
    expectOk(second!);
    expect(second!.json()).toEqual(first!.json());
    expect(await stockOf('p-1002')).toBe(before - 2);
    expectOk(await order(body));
    expect(await stockOf('p-1002')).toBe(before - 2);
    expectError(await order({ ...body, recipient_name: 'Someone else' }), 400, ErrorCode.PARAMETER_ERROR);
  });

  it("answers 'Shipping costs have been updated.' (40902) when the client's totals are stale, ordering nothing", async () => {
    const before = await stockOf('p-1002');
    const stale = checkout([{ product_id: 'p-1002', amount: 1 }], { subtotal: 880, shipping_fee: 0, total: 880 });
    expectError(await order(stale), 409, ErrorCode.SHIPPING_FEE_CHANGED, 'Shipping costs have been updated.');
    expectError(await order(stale, undefined, 'zh-TW'), 409, ErrorCode.SHIPPING_FEE_CHANGED, '運費已更新');
    expect(await stockOf('p-1002')).toBe(before);
  });

  it('bills a pre-order alone, without taking stock, and refuses it combined with another item', async () => {
    const before = await stockOf('p-1005');
    const { order_ids } = await placed(checkout([{ product_id: 'p-1005', amount: 2 }], { subtotal: 8_560, shipping_fee: 0, total: 8_560 }));
    expect(order_ids).toHaveLength(1);
    expect((await detail(order_ids[0]!, { email: TAIPEI.recipient_email })).items).toEqual([
      expect.objectContaining({ product_id: 'p-1005', amount: 2, pre_order: true }),
    ]);
    expect(await stockOf('p-1005')).toBe(before);
    const combined = checkout(
      [
        { product_id: 'p-1005', amount: 1 },
        { product_id: 'p-1002', amount: 1 },
      ],
      { subtotal: 5_160, shipping_fee: 0, total: 5_160 },
    );
    expectError(await order(combined), 400, ErrorCode.CHECKOUT_FAILED, 'Checkout failed. Please check your order and try again.');
  });

  it('refuses products that cannot be bought, each with its own code, taking no stock', async () => {
    await setStock('p-1010', 0);
    const one = (product_id: string, amount = 1) => checkout([{ product_id, amount }], { subtotal: 0, shipping_fee: 0, total: 0 });
    expectError(await order(one('p-1010')), 409, ErrorCode.OUT_OF_STOCK);
    expectError(await order(one('p-1002', 999)), 409, ErrorCode.INSUFFICIENT_STOCK);
    expectError(await order(one('p-1003', 11)), 409, ErrorCode.INSUFFICIENT_STOCK);
    expectError(await order(one('p-1028')), 409, ErrorCode.PRODUCT_UNAVAILABLE);
    expectError(await order(one('p-9999')), 404, ErrorCode.NOT_FOUND);
    expectError(await order(one('p-1037')), 400, ErrorCode.ADD_TO_CART_FAILED);
    await setStock('p-1010', 18);
  });

  it('refuses a product before its sale starts (40909) and one whose sale has ended (41001), taking no stock', async () => {
    const before = await stockOf('p-1002');
    const opensAt = (when: Date | null) => seeded.db.update(products).set({ saleStartsAt: when }).where(eq(products.productId, 'p-1002'));
    await opensAt(new Date(Date.now() + 3_600_000));
    try {
      const refused = ErrorCode.SALE_NOT_STARTED;
      expectError(await order(oneKit()), 409, refused, 'The sale of this product has not started yet.');
      expectError(await order(oneKit(), undefined, 'zh-CN'), 409, refused, ERROR_MESSAGE_ZH[refused].cn);
      expect(await stockOf('p-1002')).toBe(before);
      await opensAt(new Date(Date.now() - 1_000));
      await placed(oneKit());
    } finally {
      await opensAt(null);
    }
    const ended = checkout([{ product_id: 'p-1016', amount: 1 }], { subtotal: 1_280, shipping_fee: 100, total: 1_380 });
    expectError(await order(ended), 410, ErrorCode.EVENT_ENDED, 'This event has ended.');
  });

  it('counts the purchase limit per product over lines of different sub-product choices (40904)', async () => {
    const limit = (purchaseLimit: number | null) =>
      seeded.db.update(products).set({ purchaseLimit }).where(eq(products.productId, 'p-1037'));
    const line = (colour: string, amount: number) => ({
      product_id: 'p-1037',
      amount,
      sub_product_infos: [
        { product_id: `p-1037-colour-${colour}`, amount: 1 },
        { product_id: 'p-1037-size-m', amount: 1 },
      ],
    });
    const stockBefore = await stockOf('p-1037');
    await limit(3);
    try {
      const totals = { subtotal: 0, shipping_fee: 0, total: 0 };
      expectError(await order(checkout([line('bk', 2), line('wh', 2)], totals)), 409, ErrorCode.INSUFFICIENT_STOCK);
      expect(await stockOf('p-1037')).toBe(stockBefore);
      // Within the limit together, the same lines only differ in their totals.
      expectError(await order(checkout([line('bk', 2), line('wh', 1)], totals)), 409, ErrorCode.SHIPPING_FEE_CHANGED);
    } finally {
      await limit(null);
    }
  });

  it('refuses a recipient mobile that does not fit its calling code’s pattern, in the shopper’s language, and orders nothing', async () => {
    const orderCount = async () => (await seeded.db.select({ count: sql<number>`count(*)::int` }).from(orders))[0]!.count;
    const before = await orderCount();
    const refused = ErrorCode.PHONE_NUMBER_INVALID;
    // Issue 29: a Taiwan mobile 12345 (^09[0-9]{8}$) and a Korean 1012345678 (^01[0-9]{8,9}$) went through.
    expectError(await order(oneKit({ recipient_mobile: '12345' })), 400, refused, ERROR_MESSAGE[refused]);
    expectError(await order(oneKit({ recipient_phone_code: '+82', recipient_mobile: '1012345678' })), 400, refused);
    expectError(await order(oneKit({ recipient_mobile: '912345678' }), undefined, 'zh-TW'), 400, refused, ERROR_MESSAGE_ZH[refused].tw);
    expectError(
      await order(oneKit({ recipient_phone_code: '+82', recipient_mobile: '0912345678' }), member, 'zh-CN'),
      400,
      refused,
      ERROR_MESSAGE_ZH[refused].cn,
    );
    // A calling code no country of the shop has.
    expectError(await order(oneKit({ recipient_phone_code: '+999', recipient_mobile: '0912345678' })), 400, refused);
    expect(await orderCount()).toBe(before);

    await placed(oneKit({ recipient_phone_code: '+82', recipient_mobile: '01012345678' }));
    await placed(oneKit({ recipient_mobile: '0912345678' }));
    expect(await orderCount()).toBe(before + 2);
  });

  it('checks the destination: shippable area, customs identity, English overseas addresses, pickup stores', async () => {
    const kr = {
      country_code: 'KR',
      recipient_name: 'Kim Minsu',
      city: 'Seoul',
      area: 'Jongno-gu',
      address: '1 Sejong-daero',
      postal_code: '03172',
    };
    // KR home delivery: NT$260 from Taiwan (free from NT$5,000, and the running Taiwan free-shipping event starts at NT$1,500).
    const toKorea = (extra: object) =>
      checkout([{ product_id: 'p-1002', amount: 1 }], { subtotal: 880, shipping_fee: 260, total: 1_140 }, { ...kr, ...extra });
    expectError(await order(toKorea({})), 400, ErrorCode.CUSTOMS_INFO_INVALID, 'The customs information is incorrect.');
    expectError(await order(toKorea({ customs_id: '123456789012' })), 400, ErrorCode.CUSTOMS_INFO_INVALID);
    expectError(await order(toKorea({ customs_id: 'P123456789012', address: '首爾市 1 號' })), 400, ErrorCode.PARAMETER_ERROR);
    const { order_ids } = await placed(toKorea({ customs_id: 'p 1234 5678 9012' }));
    expect((await detail(order_ids[0]!, { email: TAIPEI.recipient_email })).shipping).toMatchObject({ country_code: 'KR', city: 'Seoul' });

    const toFrance = checkout(
      [{ product_id: 'p-1002', amount: 1 }],
      { subtotal: 880, shipping_fee: 0, total: 880 },
      { ...kr, country_code: 'FR' },
    );
    expectError(await order(toFrance), 400, ErrorCode.AREA_NOT_SHIPPABLE, 'Some items cannot ship to this area.');

    const pickup = {
      shipping_method: 'cvs_pickup',
      pickup_store: { cvs_brand: 'seven_eleven', store_id: '131386', store_name: '仁愛門市' },
    };
    // Taiwan convenience-store pickup: NT$60 below NT$999.
    const picked = await placed(checkout([{ product_id: 'p-1002', amount: 1 }], { subtotal: 880, shipping_fee: 60, total: 940 }, pickup));
    expect((await detail(picked.order_ids[0]!, { email: TAIPEI.recipient_email })).shipping).toMatchObject(pickup);
    const unknownStore = { ...pickup, pickup_store: { ...pickup.pickup_store, store_id: '999999' } };
    expectError(
      await order(checkout([{ product_id: 'p-1002', amount: 1 }], { subtotal: 880, shipping_fee: 60, total: 940 }, unknownStore)),
      400,
      ErrorCode.PARAMETER_ERROR,
    );
    expectError(
      await order(
        checkout([{ product_id: 'p-1002', amount: 1 }], { subtotal: 880, shipping_fee: 60, total: 940 }, { shipping_method: 'cvs_pickup' }),
      ),
      400,
      ErrorCode.PARAMETER_ERROR,
    );
  });

  it('refuses a cart checkout or a claimed coupon without a login, and a line twice', async () => {
    expectError(await order(oneKit({ source: 'cart' })), 400, ErrorCode.PARAMETER_ERROR);
    expectError(await order(oneKit({ coupon_id: 'c-welcome' })), 400, ErrorCode.PARAMETER_ERROR);
    const twice = checkout(
      [
        { product_id: 'p-1002', amount: 1 },
        { product_id: 'p-1002', amount: 1 },
      ],
      { subtotal: 1_760, shipping_fee: 0, total: 1_760 },
    );
    expectError(await order(twice), 400, ErrorCode.PARAMETER_ERROR);
    expectError(await order(oneKit({ source: 'cart' }), other), 400, ErrorCode.CHECKOUT_FAILED);
  });
});

describe('the order confirmation mail', () => {
  /** The confirmations mailed to an address about an order, waiting a little: they go out after the answer. */
  async function confirmations(email: string, orderId: string) {
    for (let tries = 0; tries < 50; tries += 1) {
      const mails = (await mailsTo(seeded.app, email)).filter((mail) => mail.subject.includes(orderId));
      if (mails.length > 0) return mails;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return [];
  }

  it("gives a visitor each order's own link, in the checkout's language, once however often the checkout is retried", async () => {
    const body = oneKit({ recipient_email: 'Mail.Visitor@example.com' });
    const first = await order(body, undefined, 'zh-TW');
    expectOk(first);
    expectOk(await order(body, undefined, 'zh-TW'));
    const [id] = first.json().data.order_ids as string[];
    const mails = await confirmations('mail.visitor@example.com', id!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`【線上商店】訂單成立通知：${id}`);
    expect(mails[0]!.text).toContain(`${STOREFRONT}/order-detail?order_id=${id}&email=mail.visitor%40example.com`);
    expect(mails[0]!.text).toContain('NT$980');
    expect((await detail(id!, { email: 'mail.visitor@example.com' })).order_id).toBe(id);
  });

  it("sends a member to the member centre's order records", async () => {
    const { order_ids } = await placed(oneKit({ recipient_email: 'member.recipient@example.com' }), member);
    const [mail] = await confirmations('member.recipient@example.com', order_ids[0]!);
    expect(mail?.text).toContain(`${STOREFRONT}/member/orders`);
    expect(mail?.text).not.toContain('order-detail');
  });

  it('is kept with the orders and marked sent once it has gone; a refused checkout keeps none', async () => {
    const kept = (to: string) => seeded.db.select().from(outboundMails).where(eq(outboundMails.recipient, to));
    const { order_ids } = await placed(oneKit({ recipient_email: 'kept@example.com' }));
    await confirmations('kept@example.com', order_ids[0]!);
    await expect.poll(async () => (await kept('kept@example.com')).map((row) => row.sentAt !== null)).toEqual([true]);

    const refused = await order(oneKit({ recipient_email: 'refused@example.com', expected: { ...oneKit().expected, total: 1 } }));
    expectError(refused, 409, ErrorCode.SHIPPING_FEE_CHANGED);
    expect(await kept('refused@example.com')).toEqual([]);
  });
});

describe('coupons at checkout', () => {
  it("spends a member's claimed coupon once, splits it over the orders, and gives it back when the order is canceled", async () => {
    const claimed = await post(seeded.app, '/coupon', { code: 'WELCOME100' }, { token: member });
    expectOk(claimed);
    const couponId = claimed.json().data.coupon_id as string;
    // NT$880 + NT$480: WELCOME100 takes NT$100 off from NT$1,000, split 880:480 over the two orders.
    const body = checkout(
      [
        { product_id: 'p-1002', amount: 1 },
        { product_id: 'p-1012', amount: 1 },
      ],
      { subtotal: 1_360, shipping_fee: 250, discount: 100, total: 1_510 },
      { coupon_id: couponId },
    );
    const { order_ids, payment } = await placed(body, member);
    const orders = await Promise.all(order_ids.map((id) => detail(id, { token: member })));
    expect(orders.map((shown) => [shown.origin, shown.discount, shown.coupon_id]).sort()).toEqual([
      ['CN', 35, couponId],
      ['TW', 65, couponId],
    ]);
    // The purchase names the coupon as the shop's marketing does: its code, not the internal id.
    const purchase = await get(seeded.app, `/purchase/${payment.purchase_id}`, { token: member });
    expect(Value.Check(PurchaseResultResponse, purchase.json())).toBe(true);
    expect(purchase.json().data.coupon).toEqual({ code: 'WELCOME100', activity_name: 'Welcome gift' });
    expectError(
      await order({ ...body, idempotency_key: randomUUID() }, member),
      400,
      ErrorCode.DISCOUNT_CODE_INVALID,
      'This discount code is invalid.',
    );

    for (const id of order_ids) expectOk(await post(seeded.app, `/order/${id}`, { action: 'cancel' }, { token: member }));
    const [row] = await seeded.db.select().from(memberCoupons).where(eq(memberCoupons.couponId, couponId));
    expect(row?.usedAt).toBeNull();
  });

  it('names a coupon without a code (given, not claimed) by its activity name in the purchase', async () => {
    const birthday = await signUp(seeded.app, 'birthday@example.com');
    const { user_id } = (await get(seeded.app, '/personal', { token: birthday })).json().data;
    await seeded.db.insert(memberCoupons).values({ userId: user_id, couponId: 'c-birthday' });
    const body = checkout(
      [{ product_id: 'p-1002', amount: 1 }],
      { subtotal: 880, shipping_fee: 100, discount: 150, total: 830 },
      { coupon_id: 'c-birthday' },
    );
    const { payment } = await placed(body, birthday);
    const names = [];
    for (const locale of ['en', 'zh-CN']) {
      names.push((await get(seeded.app, `/purchase/${payment.purchase_id}`, { token: birthday, locale })).json().data.coupon);
    }
    expect(names).toEqual([
      { code: null, activity_name: 'Birthday gift' },
      { code: null, activity_name: '生日礼' },
    ]);
  });

  it('takes a typed discount code from a visitor, and refuses unknown, ended and unmet ones', async () => {
    const withCode = (code: string, totals: Totals) => checkout([{ product_id: 'p-1002', amount: 2 }], totals, { discount_code: code });
    const { order_ids, payment } = await placed(withCode('welcome100', { subtotal: 1_760, shipping_fee: 0, discount: 100, total: 1_660 }));
    expect(await detail(order_ids[0]!, { email: TAIPEI.recipient_email })).toMatchObject({
      discount: 100,
      discount_code: 'WELCOME100',
      payment_amount: 1_660,
    });
    expect((await get(seeded.app, `/purchase/${payment.purchase_id}`, { locale: 'zh-TW' })).json().data.coupon).toEqual({
      code: 'WELCOME100',
      activity_name: '新會員見面禮',
    });
    expectError(
      await order(withCode('NOSUCHCODE', { subtotal: 1_760, shipping_fee: 0, total: 1_760 })),
      400,
      ErrorCode.DISCOUNT_CODE_INVALID,
    );
    expectError(await order(withCode('YEAREND2025', { subtotal: 1_760, shipping_fee: 0, total: 1_760 })), 410, ErrorCode.COUPON_EXPIRED);
    expectError(await order(withCode('FIRST50', { subtotal: 1_760, shipping_fee: 0, total: 1_760 })), 400, ErrorCode.DISCOUNT_CODE_INVALID);
  });
});

describe('payment', () => {
  it('settles a card payment on the sandbox page: the order moves to picking and the shopper returns to /result', async () => {
    const { order_ids, payment } = await placed(oneKit(), member);
    const page = await openPage(payment.purchase_id);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('NT$980');
    const approved = await settle(payment.purchase_id, 'paid');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`${STOREFRONT}/result?purchase_id=${payment.purchase_id}`);

    const result = await get(seeded.app, `/purchase/${payment.purchase_id}`, { token: member });
    expectOk(result);
    expect(Value.Check(PurchaseResultResponse, result.json())).toBe(true);
    expect(result.json().data).toEqual({
      purchase_id: payment.purchase_id,
      status: 'paid',
      payment_method: 'credit_card',
      amount: 980,
      order_ids,
      paid_at: expect.any(Number),
      qr_code: null,
      pay_by: null,
      coupon: null,
    });
    expect(await detail(order_ids[0]!, { token: member })).toMatchObject({
      status: 'picking',
      can_pay: false,
      can_cancel: false,
      payment: { payment_status: 'paid' },
    });
    // A repeated or late notification changes nothing.
    await settle(payment.purchase_id, 'failed');
    expect((await detail(order_ids[0]!, { token: member })).status).toBe('picking');
    expectError(await post(seeded.app, `/order/${order_ids[0]}`, { action: 'cancel' }, { token: member }), 400, ErrorCode.PARAMETER_ERROR);
  });

  it("opens and settles the sandbox page only with the purchase's own secret, not with its id alone", async () => {
    const { order_ids, payment } = await placed(oneKit(), member);
    const other = await placed(oneKit(), member);
    const path = `/sandbox/pay/${payment.purchase_id}`;
    const otherSecret = new URL(other.payment.payment_url!).searchParams.get('secret')!;
    for (const url of [path, `${path}?secret=`, `${path}?secret=${otherSecret}`]) {
      expectError(await seeded.app.inject({ method: 'GET', url }), 404, ErrorCode.NOT_FOUND);
    }
    for (const secret of [undefined, '', otherSecret]) {
      const forged = await seeded.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ outcome: 'paid', ...(secret === undefined ? {} : { secret }) }).toString(),
      });
      expectError(forged, 404, ErrorCode.NOT_FOUND);
    }
    expect((await detail(order_ids[0]!, { token: member })).payment).toMatchObject({ payment_status: 'pending' });

    const page = await openPage(payment.purchase_id);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Approve');
    expect((await settle(payment.purchase_id, 'paid')).statusCode).toBe(303);
    expect((await detail(order_ids[0]!, { token: member })).payment).toMatchObject({ payment_status: 'paid' });
  });

  describe("returns to the shopper's own storefront origin, when it is an allowed one", () => {
    // The app's CORS origins are the development defaults (127.0.0.1 and localhost, ports 5173 and 4173).
    const SHOPPER_ORIGIN = 'http://localhost:4173';

    it('sends the card payment back to an allowed origin, lets its page post there, and links the order mail to it', async () => {
      const { order_ids, payment } = await placed(
        oneKit({ storefront_origin: SHOPPER_ORIGIN, recipient_email: 'origin.visitor@example.com' }),
      );
      const page = await openPage(payment.purchase_id);
      expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${SHOPPER_ORIGIN};`);
      const approved = await settle(payment.purchase_id, 'paid');
      expect(approved.statusCode).toBe(303);
      expect(approved.headers.location).toBe(`${SHOPPER_ORIGIN}/result?purchase_id=${payment.purchase_id}`);
      await expect
        .poll(async () => (await mailsTo(seeded.app, 'origin.visitor@example.com')).map((mail) => mail.text).join())
        .toContain(`${SHOPPER_ORIGIN}/order-detail?order_id=${order_ids[0]}&email=origin.visitor%40example.com`);
    });

    it("takes STOREFRONT_URL's own origin as allowed", async () => {
      const { payment } = await placed(oneKit({ storefront_origin: new URL(STOREFRONT).origin }), member);
      expect((await settle(payment.purchase_id, 'paid')).headers.location).toBe(`${STOREFRONT}/result?purchase_id=${payment.purchase_id}`);
    });

    it('pays an order again back to the origin the new payment came from', async () => {
      const { order_ids, payment } = await placed(oneKit(), member);
      await settle(payment.purchase_id, 'failed');
      const again = await post(
        seeded.app,
        `/order/${order_ids[0]}`,
        { action: 'pay', payment_method: 'credit_card', storefront_origin: SHOPPER_ORIGIN },
        { token: member },
      );
      expectOk(again);
      const next = again.json().data.payment as { purchase_id: string };
      expect((await settle(next.purchase_id, 'paid')).headers.location).toBe(`${SHOPPER_ORIGIN}/result?purchase_id=${next.purchase_id}`);
    });

    it.each(['https://evil.example', 'http://127.0.0.1:9999', 'https://localhost:4173'])(
      'ignores an origin it does not allow (%s): the payment returns and the mail links to STOREFRONT_URL',
      async (origin) => {
        const email = `not-allowed-${randomUUID()}@example.com`;
        const { order_ids, payment } = await placed(oneKit({ storefront_origin: origin, recipient_email: email }));
        const page = await openPage(payment.purchase_id);
        expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${STOREFRONT};`);
        expect((await settle(payment.purchase_id, 'paid')).headers.location).toBe(
          `${STOREFRONT}/result?purchase_id=${payment.purchase_id}`,
        );
        await expect
          .poll(async () => (await mailsTo(seeded.app, email)).map((mail) => mail.text).join())
          .toContain(`${STOREFRONT}/order-detail?order_id=${order_ids[0]}`);
        expect((await mailsTo(seeded.app, email)).map((mail) => mail.text).join()).not.toContain(origin);
      },
    );

    it.each([
      'javascript:alert(1)',
      'localhost:4173',
      'http://localhost:4173/result',
      'http://localhost:4173/',
      'http://localhost:4173?next=https://evil.example',
      'http://user@evil.example',
      '//evil.example',
      '',
    ])('refuses a malformed origin (%j) with a parameter error, ordering nothing', async (origin) => {
      const before = await stockOf('p-1002');
      expectError(await order(oneKit({ storefront_origin: origin })), 400, ErrorCode.PARAMETER_ERROR);
      expect(await stockOf('p-1002')).toBe(before);
    });
  });

  it('answers QR-code data for WeChat Pay and Alipay, kept while pending, and a scan page that settles it', async () => {
    const { payment } = await placed(oneKit({ payment_method: 'wechat_pay' }));
    expect(payment.payment_url).toBeNull();
    expect(payment.qr_code).toEqual({ amount: 980, type: 'wechat_pay', QRCode: pageUrlOf(payment.purchase_id) });
    const pending = await get(seeded.app, `/purchase/${payment.purchase_id}`);
    expect(pending.json().data).toMatchObject({ status: 'pending', qr_code: payment.qr_code });
    const scanned = await settle(payment.purchase_id, 'paid');
    expect(scanned.statusCode).toBe(200);
    expect(scanned.body).toContain('Paid');
    expect((await get(seeded.app, `/purchase/${payment.purchase_id}`)).json().data).toMatchObject({ status: 'paid', qr_code: null });
  });

  it('pays a declined order again by another method, and cancels an unpaid one, giving its stock back', async () => {
    const before = await stockOf('p-1002');
    const { order_ids, payment } = await placed(oneKit(), member);
    const id = order_ids[0]!;
    await settle(payment.purchase_id, 'failed');
    expect(await detail(id, { token: member })).toMatchObject({
      status: 'pending_activation',
      can_pay: true,
      payment: { payment_status: 'failed' },
    });

    const again = await post(seeded.app, `/order/${id}`, { action: 'pay', payment_method: 'alipay' }, { token: member });
    expectOk(again);
    expect(Value.Check(OrderUpdatedResponse, again.json())).toBe(true);
    const { order: updated, payment: next } = again.json().data;
    expect(next.purchase_id).not.toBe(payment.purchase_id);
    expect(next.qr_code).toMatchObject({ amount: 980, type: 'alipay' });
    expect(updated).toMatchObject({ purchase_id: next.purchase_id, payment_method: 'alipay', payment: { payment_status: 'pending' } });

    const canceled = await post(seeded.app, `/order/${id}`, { action: 'cancel' }, { token: member });
    expectOk(canceled);
    expect(canceled.json().data).toMatchObject({ order: { status: 'canceled', can_pay: false, can_cancel: false }, payment: null });
    expect(await stockOf('p-1002')).toBe(before);
    expect((await get(seeded.app, `/purchase/${next.purchase_id}`, { token: member })).json().data.status).toBe('canceled');
    expect((await settle(next.purchase_id, 'paid')).statusCode).toBe(200);
    expect((await detail(id, { token: member })).status).toBe('canceled');
    expectError(
      await post(seeded.app, `/order/${id}`, { action: 'pay', payment_method: 'credit_card' }, { token: member }),
      400,
      ErrorCode.PARAMETER_ERROR,
    );
  });

  it('cancels orders left unpaid past the payment window and returns their stock', async () => {
    const before = await stockOf('p-1002');
    const { order_ids } = await placed(oneKit());
    expect(await stockOf('p-1002')).toBe(before - 1);
    expect(await expireUnpaidOrders(seeded.db, new Date())).toBe(0);
    expect(await expireUnpaidOrders(seeded.db, new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await detail(order_ids[0]!, { email: TAIPEI.recipient_email })).status).toBe('canceled');
    expect(await stockOf('p-1002')).toBeGreaterThanOrEqual(before);
  });
});

describe('order records and isolation', () => {
  it("lists a member's own orders, newest first, by status and page", async () => {
    const fresh = await signUp(seeded.app, 'records@example.com');
    const first = await placed(oneKit(), fresh);
    const second = await placed(oneKit(), fresh);
    await settle(second.payment.purchase_id, 'paid');

    const all = await get(seeded.app, '/order?page_size=1', { token: fresh });
    expectOk(all);
    expect(Value.Check(OrderListResponse, all.json())).toBe(true);
    expect(all.json().data).toMatchObject({ total: 2, page: 1, page_size: 1, items: [{ order_id: second.order_ids[0] }] });
    const picking = await get(seeded.app, '/order?status=picking', { token: fresh });
    expect(picking.json().data.items.map((item: { order_id: string }) => item.order_id)).toEqual(second.order_ids);
    const pending = await get(seeded.app, '/order?status=pending_activation', { token: fresh });
    expect(pending.json().data.items.map((item: { order_id: string }) => item.order_id)).toEqual(first.order_ids);
    expectError(await get(seeded.app, '/order'), 403, ErrorCode.SESSION_INVALID);
  });

  it("never shows or changes another member's order or purchase", async () => {
    const { order_ids, payment } = await placed(oneKit(), member);
    const id = order_ids[0]!;
    expectError(await get(seeded.app, `/order/${id}`, { token: other }), 404, ErrorCode.NOT_FOUND);
    expectError(await get(seeded.app, `/order/${id}?email=visitor@example.com`), 404, ErrorCode.NOT_FOUND);
    expectError(await post(seeded.app, `/order/${id}`, { action: 'cancel' }, { token: other }), 404, ErrorCode.NOT_FOUND);
    expectError(await post(seeded.app, `/order/${id}`, { action: 'cancel', email: 'visitor@example.com' }), 404, ErrorCode.NOT_FOUND);
    expectError(await get(seeded.app, `/purchase/${payment.purchase_id}`, { token: other }), 404, ErrorCode.NOT_FOUND);
    expectError(await get(seeded.app, `/purchase/${payment.purchase_id}`), 404, ErrorCode.NOT_FOUND);
    const list = await get(seeded.app, '/order', { token: other });
    expect(list.json().data.items.map((item: { order_id: string }) => item.order_id)).not.toContain(id);
    expect((await detail(id, { token: member })).status).toBe('pending_activation');
  });

  it("never lets a member see or spend another member's coupon", async () => {
    const claimed = await post(seeded.app, '/coupon', { code: 'MY200' }, { token: member });
    expectOk(claimed);
    const couponId = claimed.json().data.coupon_id as string;
    const theirs = await get(seeded.app, '/coupon', { token: other });
    expect(theirs.json().data.mine.map((coupon: { coupon_id: string }) => coupon.coupon_id)).not.toContain(couponId);
    const withTheirs = checkout(
      [{ product_id: 'p-1002', amount: 3 }],
      { subtotal: 2_640, shipping_fee: 0, discount: 200, total: 2_440 },
      { coupon_id: couponId },
    );
    expectError(await order(withTheirs, other), 400, ErrorCode.DISCOUNT_CODE_INVALID);
  });

  it("opens a visitor's order only with its own e-mail, and not another visitor order with it", async () => {
    const mine = await placed(oneKit());
    const theirs = await placed(oneKit({ recipient_email: 'another@example.com' }));
    expect((await detail(mine.order_ids[0]!, { email: 'visitor@example.com' })).order_id).toBe(mine.order_ids[0]);
    expectError(await get(seeded.app, `/order/${theirs.order_ids[0]}?email=visitor@example.com`), 404, ErrorCode.NOT_FOUND);
    expectError(
      await post(seeded.app, `/order/${theirs.order_ids[0]}`, { action: 'cancel', email: 'visitor@example.com' }),
      404,
      ErrorCode.NOT_FOUND,
    );
    expectOk(await post(seeded.app, `/order/${theirs.order_ids[0]}`, { action: 'cancel', email: 'another@example.com' }));
  });
});

describe('GET /v1/order/last-shipping-method', () => {
  const lastMethod = async (token: string) => {
    const response = await get(seeded.app, '/order/last-shipping-method', { token });
    expectOk(response);
    expect(Value.Check(LastShippingMethodResponse, response.json())).toBe(true);
    return response.json().data.shipping_method as string | null;
  };
  const pickup = {
    shipping_method: 'cvs_pickup',
    pickup_store: { cvs_brand: 'seven_eleven', store_id: '131386', store_name: '仁愛門市' },
  };
  const pickedUpKit = () => checkout([{ product_id: 'p-1002', amount: 1 }], { subtotal: 880, shipping_fee: 60, total: 940 }, pickup);

  it("answers null to a member without orders, then the method of the member's most recent order", async () => {
    const fresh = await signUp(seeded.app, 'last-method@example.com');
    expect(await lastMethod(fresh)).toBeNull();
    await placed(pickedUpKit(), fresh);
    expect(await lastMethod(fresh)).toBe('cvs_pickup');
    await placed(oneKit(), fresh);
    expect(await lastMethod(fresh)).toBe('home_delivery');
  });

  it("never counts another member's or a visitor's orders, and refuses a visitor (40301)", async () => {
    const fresh = await signUp(seeded.app, 'last-method-alone@example.com');
    const neighbour = await signUp(seeded.app, 'last-method-neighbour@example.com');
    await placed(pickedUpKit(), neighbour);
    await placed(pickedUpKit());
    expect(await lastMethod(fresh)).toBeNull();
    await placed(oneKit(), fresh);
    await placed(pickedUpKit(), neighbour);
    expect(await lastMethod(fresh)).toBe('home_delivery');
    expect(await lastMethod(neighbour)).toBe('cvs_pickup');
    expectError(await get(seeded.app, '/order/last-shipping-method'), 403, ErrorCode.SESSION_INVALID);
  });
});
