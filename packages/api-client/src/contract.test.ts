import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type DatabaseHandle, migrateDatabase, openDatabase, seedDatabase } from '@storefront/api';
import {
  AddressBookEntry,
  Cart,
  CategoryList,
  endpoints,
  type EndpointName,
  CouponList,
  OrderCreated,
  OrderDetail,
  OrderList,
  ProductList,
  PurchaseResult,
  UserInfo,
} from '@storefront/api-contract';
import { ApiError } from './api-error.js';
import { createApiClient } from './client.js';

// The client against the real reference API on a seeded in-memory database: the contract both
// sides are typed from must also hold on the wire. PGlite's cold start takes seconds, and much
// longer while turbo runs other suites beside this one.
let handle: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let baseUrl: string;

beforeAll(async () => {
  handle = await openDatabase();
  await migrateDatabase(handle);
  await seedDatabase(handle.db);
  app = await buildApp({ db: handle.db });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `${address}/v1`;
}, 180_000);

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

type Client = ReturnType<typeof createApiClient>;

/** Signs a member up through the typed account calls, reading the code from the API's mail capture, and keeps their token. */
async function signUp(client: Client, session: { token: string | null }, account: string): Promise<void> {
  expect(await client.sendVerificationEmail({ body: { account } })).toBeNull();
  const mails = (await (await fetch(`${baseUrl.replace(/\/v1$/, '')}/dev/mails?to=${account}`)).json()) as {
    data: Array<{ text: string }>;
  };
  const verification_code = /\b(\d{6})\b/.exec(mails.data[0]!.text)![1]!;
  expect(await client.verifyAccount({ body: { account, verification_code } })).toBeNull();
  ({ token: session.token } = await client.register({ body: { account, password: 'client123', verification_code } }));
}

describe('api-client against the reference API', () => {
  it('reads the reference data, themes, home, products and articles through every typed read call, each answer as the contract says', async () => {
    const client = createApiClient({ baseUrl, getLocale: () => 'tw' });
    const check = <Name extends EndpointName>(name: Name, data: unknown) =>
      expect(Value.Check(endpoints[name].response, { data }), `${name} answers its contract`).toBe(true);

    check('getExpressFees', await client.getExpressFees());
    check('getCurrencyRates', await client.getCurrencyRates());
    check('getCountryCities', await client.getCountryCities());
    check('getCountryCityDistricts', await client.getCountryCityDistricts({ query: { country_code: 'TW' } }));
    check('getPromotions', await client.getPromotions());
    check('getTwCvsStores', await client.getTwCvsStores({ query: { cvs_brand: 'seven_eleven' } }));
    check('getPhoneCountries', await client.getPhoneCountries());
    check('getSearchKeywords', await client.getSearchKeywords());

    const themes = await client.listThemes({ query: { count: 10 } });
    check('listThemes', themes);
    const themeId = themes[0]!.theme_id;
    check('getTheme', await client.getTheme({ params: { theme_id: themeId } }));
    check('listThemeProducts', await client.listThemeProducts({ params: { theme_id: themeId } }));
    check('getHome', await client.getHome());

    const product = await client.getProduct({ params: { product_id: 'p-1009' } });
    check('getProduct', product);
    check('listRelatedProducts', await client.listRelatedProducts({ params: { product_id: 'p-1009' } }));
    check(
      'createArrivalNotice',
      await client.createArrivalNotice({ params: { product_id: 'p-1009' }, body: { email: 'notify.me@example.com' } }),
    );

    const articles = await client.listArticles({ query: { page_size: 3 } });
    check('listArticles', articles);
    check('getArticle', await client.getArticle({ params: { article_id: articles.items[0]!.article_id } }));
  });

  it('lists categories that match the contract, in the requested language', async () => {
    const en = await createApiClient({ baseUrl, getLocale: () => 'en' }).listCategories();
    const tw = await createApiClient({ baseUrl, getLocale: () => 'tw' }).listCategories();
    expect(Value.Check(CategoryList, en)).toBe(true);
    expect(en.length).toBeGreaterThan(0);
    expect(en.map((c) => c.category_id)).toEqual(tw.map((c) => c.category_id));
    expect(en[0]?.display_name).not.toBe(tw[0]?.display_name);
  });

  it('pages through products that match the contract, filtered by category', async () => {
    const client = createApiClient({ baseUrl, getLocale: () => 'cn' });
    const [category] = await client.listCategories();
    const page = await client.listProducts({ query: { category_id: category!.category_id, page: 1, page_size: 5 } });
    expect(Value.Check(ProductList, page)).toBe(true);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.length).toBeLessThanOrEqual(5);
    expect(page.items.every((p) => p.category_id === category!.category_id)).toBe(true);
  });

  it('surfaces a rejected parameter as ApiError 40004 with the server message', async () => {
    const client = createApiClient({ baseUrl, getLocale: () => 'en' });
    const error = await client.listProducts({ query: { page: 0 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'server',
      code: 40004,
      status: 400,
      message: 'Parameter error: please check what you entered and try again.',
    });
  });

  it('signs up, logs in, edits the profile, fills the cart and logs out through the typed account, personal and cart calls', async () => {
    const session = { token: null as string | null };
    const client = createApiClient({ baseUrl, getLocale: () => 'en', getToken: () => session.token });
    await signUp(client, session, 'client.member@example.com');
    ({ token: session.token } = await client.login({ body: { account: 'client.member@example.com', password: 'client123' } }));

    const profile = await client.updatePersonal({ body: { account_name: 'Client', gender: 'female' } });
    expect(Value.Check(UserInfo, profile)).toBe(true);
    expect(await client.getPersonal()).toEqual(profile);

    await client.updateCart({ body: { product_id: 'p-1001', update_amount: 2 } });
    const cart = await client.getCart();
    expect(Value.Check(Cart, cart)).toBe(true);
    expect(cart.items).toEqual([expect.objectContaining({ product_id: 'p-1001', amount: 2 })]);

    expect(await client.logout()).toBeNull();
    const error = await client.getPersonal().catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'server', code: 40301, status: 403 });
  });

  it("keeps a member's address book through the typed calls, the body-less ones included", async () => {
    const session = { token: null as string | null };
    const client = createApiClient({ baseUrl, getLocale: () => 'tw', getToken: () => session.token });
    await signUp(client, session, 'client.addresses@example.com');
    const entry = {
      recipient_name: 'Lin Mei',
      recipient_phone_code: '+886',
      recipient_mobile: '0912345678',
      country_code: 'TW',
      shipping_method: 'home_delivery',
      city: '臺北市',
      area: '信義區',
      address: '信義路五段7號',
      postal_code: '110',
    };
    const home = await client.createAddress({ body: { ...entry, label: 'Home' } });
    expect(Value.Check(AddressBookEntry, home)).toBe(true);
    const office = await client.createAddress({ body: { ...entry, label: 'Office' } });
    expect(await client.setDefaultAddress({ params: { address_id: office.address_id } })).toMatchObject({ is_default: true });
    expect(await client.deleteAddress({ params: { address_id: home.address_id } })).toBeNull();
    const edited = await client.updateAddress({ params: { address_id: office.address_id }, body: { ...entry, label: 'Work' } });
    expect(await client.listAddresses()).toEqual([edited]);
    expect(edited).toMatchObject({ label: 'Work', is_default: true, recipient_mobile: '0912345678' });
  });

  it('resets a forgotten password by the mailed link and signs in with WeChat through the sandbox', async () => {
    const session = { token: null as string | null };
    const client = createApiClient({ baseUrl, getLocale: () => 'en', getToken: () => session.token });
    await signUp(client, session, 'client.forgetful@example.com');
    expect(await client.forgetPassword({ body: { account: 'client.forgetful@example.com' } })).toBeNull();
    const origin = baseUrl.replace(/\/v1$/, '');
    const mails = (await (await fetch(`${origin}/dev/mails?to=client.forgetful@example.com`)).json()) as { data: Array<{ text: string }> };
    const checksum = new URL(/https?:\/\/\S+reset-password\S+/.exec(mails.data[0]!.text)![0]).searchParams.get('checksum')!;
    expect(await client.verifyChecksum({ body: { checksum } })).toEqual({ account: 'client.forgetful@example.com' });
    expect(await client.changePassword({ body: { checksum, new_password: 'client456' } })).toBeNull();
    expect((await client.login({ body: { account: 'client.forgetful@example.com', password: 'client456' } })).token).toEqual(
      expect.any(String),
    );

    const approval = await fetch(
      `${origin}/sandbox/weixin/approve?${new URLSearchParams({ redirect_uri: 'http://localhost:5173/login', state: 's1', nickname: 'Client WeChat' })}`,
      { redirect: 'manual' },
    );
    const code = new URL(approval.headers.get('location')!).searchParams.get('code')!;
    const signedIn = await client.weixinLogin({ body: { code, state: 's1' } });
    session.token = signedIn.token;
    expect((await client.getPersonal()).account_name).toBe('Client WeChat');
  });

  it('claims a coupon, checks out with it, pays again and cancels through the typed coupon, order and purchase calls', async () => {
    const session = { token: null as string | null };
    const client = createApiClient({ baseUrl, getLocale: () => 'en', getToken: () => session.token });
    await signUp(client, session, 'client.buyer@example.com');
    const coupon = await client.claimCoupon({ body: { code: 'WELCOME100' } });
    const coupons = await client.listCoupons();
    expect(Value.Check(CouponList, coupons)).toBe(true);
    expect(coupons.mine.map((mine) => mine.coupon_id)).toEqual([coupon.coupon_id]);

    const items = [{ product_id: 'p-1002', amount: 2 }];
    const [option] = await client.listOrderCoupons({ body: { items, country_code: 'TW', shipping_method: 'home_delivery' } });
    expect(option).toMatchObject({ coupon: { coupon_id: coupon.coupon_id }, discount: 100 });
    // NT$880 x 2 from Taiwan ships free from NT$1,500.
    const created = await client.createOrder({
      body: {
        items,
        source: 'buy_now',
        recipient_name: 'Client Buyer',
        recipient_phone_code: '+886',
        recipient_mobile: '0912345678',
        recipient_email: 'client.buyer@example.com',
        country_code: 'TW',
        city: '臺北市',
        area: '中正區',
        address: '仁愛路二段 41 號',
        postal_code: '100',
        shipping_method: 'home_delivery',
        payment_method: 'alipay',
        coupon_id: coupon.coupon_id,
        expected: { subtotal: 1_760, shipping_fee: 0, discount: 100, shipping_discount: 0, total: 1_660 },
        idempotency_key: 'client-contract-checkout-1',
      },
    });
    expect(Value.Check(OrderCreated, created)).toBe(true);
    expect(created.payment.qr_code).toMatchObject({ amount: 1_660, type: 'alipay' });

    const [orderId] = created.order_ids;
    const purchase = await client.getPurchase({ params: { purchase_id: created.payment.purchase_id } });
    expect(Value.Check(PurchaseResult, purchase)).toBe(true);
    expect(purchase).toMatchObject({ status: 'pending', order_ids: created.order_ids });
    const list = await client.listOrders({ query: { status: 'pending_activation' } });
    expect(Value.Check(OrderList, list)).toBe(true);
    expect(list.items.map((order) => order.order_id)).toEqual([orderId]);

    const again = await client.updateOrder({ params: { order_id: orderId! }, body: { action: 'pay', payment_method: 'credit_card' } });
    expect(again.payment?.payment_url).toEqual(expect.stringContaining('/sandbox/pay/'));
    const canceled = await client.updateOrder({ params: { order_id: orderId! }, body: { action: 'cancel' } });
    expect(canceled.order).toMatchObject({ status: 'canceled', can_pay: false });
    const detail = await client.getOrder({ params: { order_id: orderId! } });
    expect(Value.Check(OrderDetail, detail)).toBe(true);
    expect(detail.status).toBe('canceled');
  });
});
