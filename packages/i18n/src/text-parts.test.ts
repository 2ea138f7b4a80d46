import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadI18n } from './load-i18n.js';
import { loadTextPart } from './text-parts.js';

describe('loadTextPart', () => {
  it("adds the account texts in the instance's language, keeping the texts it started with", async () => {
    for (const [locale, placeOrder, soldOut] of [
      ['tw', '送出訂單', '已售完'],
      ['cn', '提交订单', '已售罄'],
      ['en', 'Place order', 'Sold out'],
    ] as const) {
      const i18n = await loadI18n(locale);
      expect(i18n.t('checkout.placeOrder')).toBe('checkout.placeOrder');
      await loadTextPart(i18n, 'account');
      expect(i18n.t('checkout.placeOrder')).toBe(placeOrder);
      expect(i18n.t('product.soldOut')).toBe(soldOut);
    }
  });

  it('fetches a part once per instance', async () => {
    const i18n = await loadI18n('en');
    const added = vi.spyOn(i18n, 'addResourceBundle');
    await Promise.all([loadTextPart(i18n, 'account'), loadTextPart(i18n, 'account')]);
    await loadTextPart(i18n, 'account');
    expect(added).toHaveBeenCalledTimes(1);
  });

  it('prefetches a part for a language before the instance exists, a failure left for loadTextPart to report', async () => {
    vi.doMock('./resources/account/zh-cn.json', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    vi.resetModules();
    const parts = await import('./text-parts.js');
    expect(parts.prefetchTextPart('cn', 'account')).toBeUndefined();
    await expect(parts.loadTextPart(await loadI18n('cn'), 'account')).rejects.toBeInstanceOf(Error);
    vi.doUnmock('./resources/account/zh-cn.json');
    vi.resetModules();
    const fresh = await import('./text-parts.js');
    fresh.prefetchTextPart('en', 'account');
    const i18n = await loadI18n('en');
    await fresh.loadTextPart(i18n, 'account');
    expect(i18n.t('checkout.placeOrder')).toBe('Place order');
  });

  it('rejects when the file cannot be fetched, and fetches it again on the next call', async () => {
    vi.doMock('./resources/account/zh-cn.json', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    vi.resetModules();
    const { loadTextPart: loadWithoutNetwork } = await import('./text-parts.js');
    const i18n = await loadI18n('cn');
    await expect(loadWithoutNetwork(i18n, 'account')).rejects.toBeInstanceOf(Error);
    vi.doUnmock('./resources/account/zh-cn.json');
    vi.resetModules();
    await loadWithoutNetwork(i18n, 'account');
    expect(i18n.t('checkout.placeOrder')).toBe('提交订单');
  });
});

afterEach(() => {
  vi.doUnmock('./resources/account/zh-cn.json');
});
