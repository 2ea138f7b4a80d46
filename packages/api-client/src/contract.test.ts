import { buildApp, type DatabaseHandle, migrateDatabase, openDatabase, seedDatabase } from '@storefront/api';
import { Cart, CategoryList, ProductList, UserInfo } from '@storefront/api-contract';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('api-client against the reference API', () => {
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
    expect(error).toMatchObject({ kind: 'server', code: 40004, status: 400, message: 'parameter error, please re-enter' });
  });

  it('signs up, logs in, edits the profile, fills the cart and logs out through the typed account, personal and cart calls', async () => {
    let token: string | null = null;
    const client = createApiClient({ baseUrl, getLocale: () => 'en', getToken: () => token });
    const account = 'client.member@example.com';
    expect(await client.sendVerificationEmail({ body: { account } })).toBeNull();
    // The code arrives by mail: the API's development mail capture lists it.
    const mails = (await (await fetch(`${baseUrl.replace(/\/v1$/, '')}/dev/mails?to=${account}`)).json()) as { data: Array<{ text: string }> };
    const verification_code = /\b(\d{6})\b/.exec(mails.data[0]!.text)![1]!;
    expect(await client.verifyAccount({ body: { account, verification_code } })).toBeNull();
    ({ token } = await client.register({ body: { account, password: 'client123', verification_code } }));
    ({ token } = await client.login({ body: { account, password: 'client123' } }));

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
});
