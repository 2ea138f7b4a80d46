import { describe, expect, it } from 'vitest';
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
});
