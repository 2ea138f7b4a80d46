import { describe, expect, it } from 'vitest';
import { POLICY_MESSAGES_EN } from '@storefront/api-client';
import {
  ACCOUNT_STATUSES,
  COUPON_STATUSES,
  CVS_BRANDS,
  ERROR_MESSAGE,
  ERROR_MESSAGE_ZH,
  ErrorCode,
  PAYMENT_STATUSES,
  PRODUCT_SORTS,
  StorageErrorCode,
} from '@storefront/api-contract';
import { resources } from '@storefront/i18n';

// The storefront's texts against the packages it shows them for: i18n may import only domain, so
// the app, which imports every package, checks that its words match the contract's and the client's.

const { translation: en } = resources.en;
const { translation: zhTw } = resources['zh-TW'];
const { translation: zhCn } = resources['zh-CN'];

function at(tree: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
}

const keysOf = (tree: object, path: string) => Object.keys(at(tree, path) as object).sort();

describe('the error catalogue', () => {
  const codes = Object.values(ErrorCode);

  it('has a text for every code of the contract, and no other', () => {
    for (const texts of [en, zhTw, zhCn]) expect(keysOf(texts, 'errors')).toEqual(codes.map(String).sort());
  });

  it("is the contract's English and the reference API's Chinese, word for word", () => {
    for (const code of codes) {
      expect(at(en, `errors.${code}`), `en ${code}`).toBe(ERROR_MESSAGE[code]);
      expect(at(zhTw, `errors.${code}`), `zh-TW ${code}`).toBe(ERROR_MESSAGE_ZH[code].tw);
      expect(at(zhCn, `errors.${code}`), `zh-CN ${code}`).toBe(ERROR_MESSAGE_ZH[code].cn);
    }
    expect(en.checkout.shippingUpdated).toBe(ERROR_MESSAGE[ErrorCode.SHIPPING_FEE_CHANGED]);
  });

  it("gives api-client's policy texts under apiClient, so the app passes key => t(`apiClient.${key}`)", () => {
    expect(en.apiClient).toEqual(POLICY_MESSAGES_EN);
    for (const texts of [zhTw, zhCn]) expect(Object.keys(texts.apiClient).sort()).toEqual(Object.keys(POLICY_MESSAGES_EN).sort());
  });
});

describe('texts by value', () => {
  it.each([
    ['checkout.cvsBrand', CVS_BRANDS],
    ['payment.status', PAYMENT_STATUSES],
    ['result.heading', PAYMENT_STATUSES],
    ['result.text', PAYMENT_STATUSES],
    ['productList.sort', PRODUCT_SORTS],
    ['profile.accountStatus', ACCOUNT_STATUSES],
    ['storageErrors', Object.values(StorageErrorCode)],
    ['coupon.state', [...COUPON_STATUSES, 'selected']],
  ])('%s has a text for each value the contract (or the client) can hold, and no other', (key, values) => {
    expect(keysOf(en, key)).toEqual([...values].sort());
  });
});
