import { Value } from 'typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { AddressBookEntryResponse, AddressBookResponse, type AddressBookEntry, ErrorCode } from '@storefront/api-contract';
import { ADDRESS_BOOK_MAX_ENTRIES } from '@storefront/domain';
import { expectError, expectOk, get, post, signUp } from '../test/accounts.js';
import { useSeededApp } from '../test/seeded-app.js';

const seeded = useSeededApp();

const taiwanHome = {
  label: 'Home',
  recipient_name: 'Lin Mei',
  recipient_phone_code: '+886',
  recipient_mobile: '0912-345-678',
  country_code: 'tw',
  shipping_method: 'home_delivery',
  city: '臺北市',
  area: '信義區',
  address: '信義路五段7號',
  postal_code: '110',
};
const store = { cvs_brand: 'seven_eleven', store_id: '131386', store_name: '信義門市' };
const pickup = {
  ...taiwanHome,
  label: 'Store',
  shipping_method: 'cvs_pickup',
  city: '臺北市',
  area: '信義區',
  address: '松高路19號',
  postal_code: '',
  pickup_store: store,
};
const korea = {
  label: 'Seoul',
  recipient_name: 'Kim Min',
  recipient_phone_code: '+82',
  recipient_mobile: '01012345678',
  country_code: 'KR',
  shipping_method: 'home_delivery',
  customs_id: 'P123456789012',
  city: 'Seoul',
  area: '',
  address: '123 Teheran-ro, Gangnam-gu',
  postal_code: '06236',
};

let member: string;
let other: string;

beforeAll(async () => {
  [member, other] = await Promise.all([signUp(seeded.app, 'book@example.com'), signUp(seeded.app, 'other-book@example.com')]);
});

async function book(token: string): Promise<AddressBookEntry[]> {
  const response = await get(seeded.app, '/personal/address', { token });
  expectOk(response);
  expect(Value.Check(AddressBookResponse, response.json())).toBe(true);
  return response.json<{ data: AddressBookEntry[] }>().data;
}

async function add(token: string, body: object): Promise<AddressBookEntry> {
  const response = await post(seeded.app, '/personal/address', body, { token });
  expectOk(response);
  expect(Value.Check(AddressBookEntryResponse, response.json())).toBe(true);
  return response.json<{ data: AddressBookEntry }>().data;
}

async function clear(token: string): Promise<void> {
  for (const entry of await book(token))
    expectOk(await post(seeded.app, `/personal/address/${entry.address_id}/delete`, undefined, { token }));
}

describe('the address book under /v1/personal/address', () => {
  it('adds a Taiwan address, a convenience store and an overseas address, the first one the default, and lists them', async () => {
    await clear(member);
    const home = await add(member, taiwanHome);
    expect(home).toMatchObject({
      recipient_mobile: '0912345678',
      country_code: 'TW',
      is_default: true,
      pickup_store: null,
      customs_id: '',
    });
    const cvs = await add(member, pickup);
    expect(cvs).toMatchObject({ shipping_method: 'cvs_pickup', pickup_store: store, is_default: false, address: '松高路19號' });
    const seoul = await add(member, korea);
    expect(seoul).toMatchObject({ customs_id: 'P123456789012', is_default: false });
    expect((await book(member)).map((entry) => entry.address_id)).toEqual([home.address_id, cvs.address_id, seoul.address_id]);
  });

  it('edits an entry, and a new default replaces the old one', async () => {
    await clear(member);
    const home = await add(member, taiwanHome);
    const seoul = await add(member, korea);
    const edited = await post(
      seeded.app,
      `/personal/address/${seoul.address_id}`,
      { ...korea, address: '1 Main St', is_default: true },
      { token: member },
    );
    expectOk(edited);
    expect(edited.json().data).toMatchObject({ address: '1 Main St', is_default: true });
    const entries = await book(member);
    expect(entries.map((entry) => [entry.address_id, entry.is_default])).toEqual([
      [seoul.address_id, true],
      [home.address_id, false],
    ]);
    expectOk(await post(seeded.app, `/personal/address/${home.address_id}/default`, undefined, { token: member }));
    expect((await book(member)).filter((entry) => entry.is_default).map((entry) => entry.address_id)).toEqual([home.address_id]);
  });

  it('deletes an entry; deleting the default makes the oldest remaining one the default', async () => {
    await clear(member);
    const home = await add(member, taiwanHome);
    const cvs = await add(member, pickup);
    const seoul = await add(member, korea);
    expectOk(await post(seeded.app, `/personal/address/${home.address_id}/delete`, undefined, { token: member }));
    const entries = await book(member);
    expect(entries.map((entry) => [entry.address_id, entry.is_default])).toEqual([
      [cvs.address_id, true],
      [seoul.address_id, false],
    ]);
    expectError(
      await post(seeded.app, `/personal/address/${home.address_id}/delete`, undefined, { token: member }),
      404,
      ErrorCode.NOT_FOUND,
    );
  });

  it("keeps another member's entries out of sight and out of reach", async () => {
    await clear(member);
    const home = await add(member, taiwanHome);
    expect(await book(other)).toEqual([]);
    for (const [path, body] of [
      [`/personal/address/${home.address_id}`, korea],
      [`/personal/address/${home.address_id}/default`, undefined],
      [`/personal/address/${home.address_id}/delete`, undefined],
    ] as const) {
      expectError(await post(seeded.app, path, body, { token: other }), 404, ErrorCode.NOT_FOUND, 'Page not found.');
    }
    expect(await book(member)).toEqual([expect.objectContaining({ address_id: home.address_id, address: taiwanHome.address })]);
  });

  it("refuses an entry beyond the cap with ADDRESS_BOOK_FULL in the caller's language", async () => {
    await clear(member);
    for (let index = 0; index < ADDRESS_BOOK_MAX_ENTRIES; index += 1) await add(member, { ...taiwanHome, label: `No. ${index}` });
    expectError(
      await post(seeded.app, '/personal/address', taiwanHome, { token: member, locale: 'zh-TW' }),
      409,
      ErrorCode.ADDRESS_BOOK_FULL,
      '常用地址已達上限，請先刪除一筆再新增',
    );
    expect(await book(member)).toHaveLength(ADDRESS_BOOK_MAX_ENTRIES);
  });

  it('refuses an entry the checkout would refuse with ADDRESS_INVALID and the failing fields', async () => {
    const response = await post(
      seeded.app,
      '/personal/address',
      { ...korea, customs_id: '', city: '首爾' },
      { token: other, locale: 'zh-CN' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error_code: ErrorCode.ADDRESS_INVALID,
      error_msg: '地址不完整或有误，请检查标示的字段',
      error_fields: { customs_id: 'validation.required', city: 'validation.englishOnly' },
    });
    const noStore = await post(seeded.app, '/personal/address', { ...pickup, pickup_store: null }, { token: other });
    expect(noStore.json()).toMatchObject({
      error_code: ErrorCode.ADDRESS_INVALID,
      error_fields: { pickup_store: 'validation.requiredFields' },
    });
    expect(await book(other)).toEqual([]);
  });

  it("refuses a mobile its calling code's pattern does not take with PHONE_NUMBER_INVALID, as checkout does", async () => {
    const response = await post(
      seeded.app,
      '/personal/address',
      { ...taiwanHome, recipient_mobile: '0812345678' },
      { token: other, locale: 'en' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error_code: ErrorCode.PHONE_NUMBER_INVALID,
      error_msg: 'The mobile number does not match the format of its country code.',
    });
    expect(await book(other)).toEqual([]);
  });

  it('answers malformed bodies and ids with 400 / 40004, never 500', async () => {
    for (const body of [
      { ...taiwanHome, user_id: 'u-1' },
      { ...taiwanHome, is_default: 'yes' },
      { ...taiwanHome, address: 'x'.repeat(201) },
      [],
      'home',
    ]) {
      expectError(await post(seeded.app, '/personal/address', body, { token: member }), 400, ErrorCode.PARAMETER_ERROR);
    }
    expectError(
      await post(seeded.app, '/personal/address/not%20an%20id/default', undefined, { token: member }),
      400,
      ErrorCode.PARAMETER_ERROR,
    );
    const broken = await seeded.app.inject({
      method: 'POST',
      url: '/v1/personal/address',
      payload: '{"label":',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member}`, locale: 'en' },
    });
    expectError(broken, 400, ErrorCode.PARAMETER_ERROR);
  });

  it('answers visitors as the other personal calls do: 403 / 40301', async () => {
    expectError(await get(seeded.app, '/personal/address'), 403, ErrorCode.SESSION_INVALID);
    expectError(await post(seeded.app, '/personal/address', taiwanHome), 403, ErrorCode.SESSION_INVALID);
  });

  it('keeps one default when two defaults are chosen at once', async () => {
    await clear(member);
    const entries = await Promise.all(Array.from({ length: 4 }, (_, index) => add(member, { ...taiwanHome, label: `Race ${index}` })));
    const answers = await Promise.all(
      entries.map((entry) => post(seeded.app, `/personal/address/${entry.address_id}/default`, undefined, { token: member })),
    );
    for (const answer of answers) expectOk(answer);
    expect((await book(member)).filter((entry) => entry.is_default)).toHaveLength(1);
  });

  it('keeps to the cap when adds race', async () => {
    await clear(member);
    const answers = await Promise.all(
      Array.from({ length: ADDRESS_BOOK_MAX_ENTRIES + 3 }, (_, index) =>
        post(seeded.app, '/personal/address', { ...taiwanHome, label: `Rush ${index}` }, { token: member }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(ADDRESS_BOOK_MAX_ENTRIES);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(3);
    const entries = await book(member);
    expect(entries).toHaveLength(ADDRESS_BOOK_MAX_ENTRIES);
    expect(entries.filter((entry) => entry.is_default)).toHaveLength(1);
  });
});
