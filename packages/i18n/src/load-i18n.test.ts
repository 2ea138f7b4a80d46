import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadI18n } from './load-i18n.js';

describe('loadI18n', () => {
  it('creates the translations of the one language asked for', async () => {
    for (const [locale, tag, soldOut] of [
      ['tw', 'zh-TW', '已售完'],
      ['cn', 'zh-CN', '已售罄'],
      ['en', 'en', 'Sold out'],
    ] as const) {
      const i18n = await loadI18n(locale);
      expect(i18n.language).toBe(tag);
      expect(i18n.t('product.soldOut')).toBe(soldOut);
    }
  });

  it('formats with the spec placeholders like createI18n', async () => {
    const i18n = await loadI18n('en');
    expect(i18n.t('validation.required', { label: 'email' })).toBe('please enter email');
  });

  it('rejects when the language file cannot be fetched', async () => {
    vi.doMock('./resources/zh-cn.json', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    vi.resetModules();
    const { loadI18n: loadWithoutNetwork } = await import('./load-i18n.js');
    await expect(loadWithoutNetwork('cn')).rejects.toBeInstanceOf(Error);
    expect((await loadWithoutNetwork('en')).t('product.soldOut')).toBe('Sold out');
  });
});

afterEach(() => {
  vi.doUnmock('./resources/zh-cn.json');
});
