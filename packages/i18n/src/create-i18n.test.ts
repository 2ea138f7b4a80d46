import { describe, expect, it } from 'vitest';
import { createI18n, resources } from './create-i18n.js';

/** Every dotted key path of a resource tree with its text. */
function entries(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null ? entries(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

describe('resources', () => {
  const reference = entries(resources.en.translation).map(([key]) => key).sort();

  it.each(Object.entries(resources))('give %s the same keys as en, each a non-empty text', (_tag, { translation }) => {
    const own = entries(translation);
    expect(own.map(([key]) => key).sort()).toEqual(reference);
    for (const [key, text] of own) {
      expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
    }
  });
});

describe('createI18n', () => {
  it('translates in the chosen locale and defaults to zh-TW', () => {
    expect(createI18n('cn').t('product.soldOut')).toBe('已售罄');
    expect(createI18n('en').t('product.soldOut')).toBe('Sold out');
    expect(createI18n().language).toBe('zh-TW');
    expect(createI18n().t('product.soldOut')).toBe('已售完');
  });
});
