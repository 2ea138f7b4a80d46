import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  type Cart,
  type Coupon,
  type CouponList,
  type OrderCouponOption,
  type OrderCreated,
  type OrderDetail,
  type OrderList,
  type PurchaseResult,
} from '@storefront/api-contract';
import { findFreePort } from '@storefront/test-utils';
import { buildApp } from './app.js';
import type { CapturedMail } from './services/mail/mailer.js';
import { createSeededTestDatabase, type TestDatabase } from './test/test-database.js';

// A shopper's purchases over real HTTP, as the storefront and the shopper's browser make them,
// the sandbox gateway's pages included; `test:pg` runs it on PostgreSQL, `test` on PGlite.

const STOREFRONT = 'http://127.0.0.1:5173';
let database: TestDatabase;
let app: ReturnType<typeof buildApp>;
let origin: string;

beforeAll(async () => {
  database = await createSeededTestDatabase();
  const port = await findFreePort();
  origin = `http://127.0.0.1:${port}`;
  app = buildApp({ db: database.handle.db, publicUrl: origin, storefrontUrl: STOREFRONT });
  await app.listen({ host: '127.0.0.1', port });
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

type Answer = { status: number; body: { data?: unknown; error_code?: number; error_msg?: string } };

async function call(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<Answer> {
  const response = await fetch(`${origin}/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', os: 'Web', locale: 'en', ...(token && { authorization: `Bearer ${token}` }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** The data of a call that must succeed, typed as the contract answers it. */
async function ok<T>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<T> {
  const answer = await call(method, path, body, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as T;
}

async function register(account: string): Promise<string> {
  await ok('POST', '/account/send-verification-email', { account });
  const mails = (await (await fetch(`${origin}/dev/mails?to=${encodeURIComponent(account)}`)).json()) as { data: CapturedMail[] };
  const verification_code = /\b(\d{6})\b/.exec(mails.data[0]!.text)![1]!;
  await ok('POST', '/account/verify-account', { account, verification_code });
  return (await ok<{ token: string }>('POST', '/account/register', { account, password: 'purchase42', verification_code })).token;
}

/**
 * Opens a sandbox payment page (the hosted card page, or the page a QR code leads to), checks
 * it shows the amount, and presses the button of the outcome, as the shopper's browser would.
 */
async function pay(pageUrl: string, amount: number, outcome: 'paid' | 'failed'): Promise<Response> {
  const page = await (await fetch(pageUrl)).text();
  expect(page).toContain(`NT$${amount.toLocaleString('en-US')}`);
  const forms = [...page.matchAll(/<form method="post" action="([^"]+)">(.*?)<\/form>/g)].map(([, action, content]) => ({
    action: action!,
    fields: new URLSearchParams(
      [...content!.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(([, name, value]): [string, string] => [
        name!,
        value!,
      ]),
    ),
  }));
  const form = forms.find(({ fields }) => fields.get('outcome') === outcome);
  expect(form).toBeDefined();
  return fetch(new URL(form!.action, pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form!.fields.toString(),
    redirect: 'manual',
  });
}

const RECIPIENT = {
  recipient_name: 'Chen Mei',
  recipient_phone_code: '+886',
  recipient_mobile: '0912345678',
  recipient_email: 'purchase.flow@example.com',
  country_code: 'TW',
  city: '臺北市',
  area: '信義區',
  address: '松仁路 100 號',
  postal_code: '110',
  shipping_method: 'home_delivery',
};

describe('a purchase over HTTP', () => {
  it('claims a coupon, fills the cart, orders with the coupon, pays on the card page and sees the orders picking', async () => {
    const token = await register('purchase.flow@example.com');
    const coupon = await ok<Coupon>('POST', '/coupon', { code: 'WELCOME100' }, token);

    await ok('POST', '/cart', { product_id: 'p-1002', update_amount: 1 }, token);
    await ok('POST', '/cart', { product_id: 'p-1012', update_amount: 1 }, token);
    const cart = await ok<Cart>('GET', '/cart', undefined, token);
    const items = cart.items.map((line) => ({ product_id: line.product_id, amount: line.amount }));
    const [option] = await ok<OrderCouponOption[]>(
      'POST',
      '/order/coupon',
      { items, country_code: 'TW', shipping_method: 'home_delivery' },
      token,
    );
    expect(option!.coupon.coupon_id).toBe(coupon.coupon_id);

    // The totals the checkout page shows: the cart's (Taiwan home delivery) less the coupon's discount.
    const expected = {
      subtotal: cart.subtotal,
      shipping_fee: cart.shipping_fee,
      discount: option!.discount,
      shipping_discount: option!.shipping_discount,
      total: cart.total - option!.discount - option!.shipping_discount,
    };
    expect(expected).toEqual({ subtotal: 1_360, shipping_fee: 250, discount: 100, shipping_discount: 0, total: 1_510 });
    const created = await ok<OrderCreated>(
      'POST',
      '/order',
      {
        items,
        source: 'cart',
        ...RECIPIENT,
        payment_method: 'credit_card',
        coupon_id: coupon.coupon_id,
        expected,
        idempotency_key: randomUUID(),
      },
      token,
    );
    expect(created.order_ids).toHaveLength(2);
    expect(created.payment).toMatchObject({ payment_method: 'credit_card', amount: 1_510, qr_code: null });

    const approved = await pay(created.payment.payment_url!, 1_510, 'paid');
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(`${STOREFRONT}/result?purchase_id=${created.payment.purchase_id}`);
    expect(await ok<PurchaseResult>('GET', `/purchase/${created.payment.purchase_id}`, undefined, token)).toMatchObject({
      status: 'paid',
      amount: 1_510,
      order_ids: created.order_ids,
    });

    const records = await ok<OrderList>('GET', '/order?status=picking', undefined, token);
    expect(records.items.map((order) => order.order_id).sort()).toEqual(created.order_ids);
    expect(records.items.reduce((sum, order) => sum + order.payment_amount, 0)).toBe(1_510);
    expect((await ok<Cart>('GET', '/cart', undefined, token)).items).toEqual([]);
    const coupons = await ok<CouponList>('GET', '/coupon', undefined, token);
    expect(coupons.mine).toEqual([expect.objectContaining({ coupon_id: coupon.coupon_id, status: 'used' })]);
  });

  it('pays by WeChat Pay: the QR code leads to the scan page, and the result turns paid', async () => {
    const created = await ok<OrderCreated>('POST', '/order', {
      items: [{ product_id: 'p-1003', amount: 2 }],
      source: 'buy_now',
      ...RECIPIENT,
      payment_method: 'wechat_pay',
      // NT$350 x 2 from China: NT$150 home delivery below NT$2,500.
      expected: { subtotal: 700, shipping_fee: 150, discount: 0, shipping_discount: 0, total: 850 },
      idempotency_key: randomUUID(),
    });
    const { purchase_id, qr_code } = created.payment;
    expect(qr_code).toEqual({ amount: 850, type: 'wechat_pay', QRCode: expect.stringContaining(origin) });
    expect(await ok<PurchaseResult>('GET', `/purchase/${purchase_id}`)).toMatchObject({ status: 'pending', qr_code });

    const scanned = await pay(qr_code!.QRCode, 850, 'paid');
    expect(scanned.status).toBe(200);
    expect(await ok<PurchaseResult>('GET', `/purchase/${purchase_id}`)).toMatchObject({ status: 'paid', qr_code: null });
    const order = await ok<OrderDetail>('GET', `/order/${created.order_ids[0]}?email=${encodeURIComponent(RECIPIENT.recipient_email)}`);
    expect(order).toMatchObject({ status: 'picking', payment: { payment_method: 'wechat_pay', payment_status: 'paid' } });
  });

  it('bills a pre-order alone, and refuses it together with another item', async () => {
    const together = await call('POST', '/order', {
      items: [
        { product_id: 'p-1005', amount: 1 },
        { product_id: 'p-1002', amount: 1 },
      ],
      source: 'buy_now',
      ...RECIPIENT,
      payment_method: 'unionpay',
      expected: { subtotal: 5_160, shipping_fee: 0, discount: 0, shipping_discount: 0, total: 5_160 },
      idempotency_key: randomUUID(),
    });
    expect(together).toEqual({
      status: 400,
      body: { error_code: ErrorCode.CHECKOUT_FAILED, error_msg: 'Checkout failed. Please check your order and try again.' },
    });

    const alone = await ok<OrderCreated>('POST', '/order', {
      items: [{ product_id: 'p-1005', amount: 1 }],
      source: 'buy_now',
      ...RECIPIENT,
      payment_method: 'unionpay',
      expected: { subtotal: 4_280, shipping_fee: 0, discount: 0, shipping_discount: 0, total: 4_280 },
      idempotency_key: randomUUID(),
    });
    expect(alone.order_ids).toHaveLength(1);
    const declined = await pay(alone.payment.payment_url!, 4_280, 'failed');
    expect(declined.status).toBe(303);
    const order = await ok<OrderDetail>('GET', `/order/${alone.order_ids[0]}?email=${encodeURIComponent(RECIPIENT.recipient_email)}`);
    expect(order).toMatchObject({ status: 'pending_activation', can_pay: true, payment: { payment_status: 'failed' } });
    expect(order.items).toEqual([expect.objectContaining({ product_id: 'p-1005', pre_order: true, amount: 1 })]);
  });
});
