import { describe, expect, it } from 'vitest';
import { FIELD_LABELS_EN, formatValidationMessage, ORDER_STATUS_LABELS_EN, VALIDATION_MESSAGES_EN, validationMessage } from '@storefront/domain';
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

describe('spec texts', () => {
  it('are the English resources for every validation message, field label and order status of domain', () => {
    const t = createI18n('en').t;
    for (const [key, text] of Object.entries({ ...VALIDATION_MESSAGES_EN, ...FIELD_LABELS_EN, ...ORDER_STATUS_LABELS_EN })) {
      expect(t(key), key).toBe(text);
    }
  });

  it('fill the spec placeholders, labels translated first', () => {
    const message = validationMessage('validation.required', { label: 'field.recipientName' });
    expect(formatValidationMessage(message, createI18n('en').t)).toBe('please enter recipient name');
    expect(formatValidationMessage(message, createI18n('tw').t)).toBe('請輸入收件人姓名');
    expect(createI18n('cn').t('validation.max', { max: 20 })).toBe('最多 20 个字符');
  });
});
