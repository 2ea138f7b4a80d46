import { Value } from 'typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, UserInfoResponse } from '@storefront/api-contract';
import { expectError, expectOk, get, post, signUp } from '../test/accounts.js';
import { useSeededApp } from '../test/seeded-app.js';

const seeded = useSeededApp();
let bearer: string;

beforeAll(async () => {
  bearer = await signUp(seeded.app, 'profile@example.com');
});

describe('GET /v1/personal', () => {
  it("answers the member's profile in the contract shape, unfilled fields empty, with the sign-in e-mail", async () => {
    const response = await get(seeded.app, '/personal', { token: bearer });
    expectOk(response);
    expect(Value.Check(UserInfoResponse, response.json())).toBe(true);
    expect(response.json().data).toEqual({
      user_id: expect.stringMatching(/^[a-f0-9]{32}$/),
      account_name: 'profile',
      avatar_picture: '',
      account_status: 'active',
      phone_number: '',
      phone_code: '',
      gender: null,
      birthday_timestamp: null,
      email: 'profile@example.com',
    });
  });
});

describe('POST /v1/personal', () => {
  it('changes the given fields, keeps the others, and answers the whole profile', async () => {
    const birthday = Date.UTC(1995, 4, 17);
    const changed = await post(
      seeded.app,
      '/personal',
      { account_name: '林小華', gender: 'female', birthday_timestamp: birthday },
      { token: bearer },
    );
    expectOk(changed);
    expect(Value.Check(UserInfoResponse, changed.json())).toBe(true);
    expect(changed.json().data).toMatchObject({ account_name: '林小華', gender: 'female', birthday_timestamp: birthday, phone_number: '' });

    expectOk(
      await post(
        seeded.app,
        '/personal',
        { phone_code: '+886', phone_number: '912345678', avatar_picture: '/avatars/a.png' },
        { token: bearer },
      ),
    );
    const after = await get(seeded.app, '/personal', { token: bearer });
    expect(after.json().data).toMatchObject({
      account_name: '林小華',
      gender: 'female',
      birthday_timestamp: birthday,
      phone_code: '+886',
      phone_number: '912345678',
      avatar_picture: '/avatars/a.png',
    });
  });

  it('keeps a birthday to its day', async () => {
    const response = await post(seeded.app, '/personal', { birthday_timestamp: Date.UTC(2001, 0, 2, 15, 30) }, { token: bearer });
    expect(response.json().data.birthday_timestamp).toBe(Date.UTC(2001, 0, 2));
  });

  it.each([
    ['no field', {}],
    ['an unknown field', { nickname: 'x' }],
    ['an empty name', { account_name: '' }],
    ['a gender outside the list', { gender: 'other' }],
    ['a phone number with letters', { phone_number: '09-12ab' }],
    ['a birthday in the future', { birthday_timestamp: Date.now() + 86_400_000 * 30 }],
  ])('refuses %s with 40004 and changes nothing', async (_, body) => {
    const before = (await get(seeded.app, '/personal', { token: bearer })).json();
    expectError(
      await post(seeded.app, '/personal', body, { token: bearer }),
      400,
      ErrorCode.PARAMETER_ERROR,
      'Parameter error: please check what you entered and try again.',
    );
    expect((await get(seeded.app, '/personal', { token: bearer })).json()).toEqual(before);
  });

  it('needs a login', async () => {
    expectError(await post(seeded.app, '/personal', { account_name: 'x' }), 403, ErrorCode.SESSION_INVALID);
  });
});
