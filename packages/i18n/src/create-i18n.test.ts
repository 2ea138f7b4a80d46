import { describe, expect, it } from 'vitest';
import { formatTwd, formatValidationMessage, validationMessage } from '@storefront/domain';
import { createI18n } from './create-i18n.js';
import { createI18nInstance } from './instance.js';
import type { Resources } from './resource-shape.js';

describe('createI18n', () => {
  it('translates in the chosen locale and defaults to zh-TW', () => {
    expect(createI18n('cn').t('product.soldOut')).toBe('已售罄');
    expect(createI18n('en').t('product.soldOut')).toBe('Sold out');
    expect(createI18n().language).toBe('zh-TW');
    expect(createI18n().t('product.soldOut')).toBe('已售完');
  });

  it('falls back to zh-TW for a key a language lacks, then to the default value, then to the key', () => {
    const partial = { app: { name: 'Shop' } } as unknown as Resources;
    const taiwan = { app: { name: '商店' }, only: { inTaiwan: '只有繁體' } } as unknown as Resources;
    const i18n = createI18nInstance('en', { en: { translation: partial }, 'zh-TW': { translation: taiwan } }, {});
    expect(i18n.t('app.name')).toBe('Shop');
    expect(i18n.t('only.inTaiwan')).toBe('只有繁體');
    expect(i18n.t('nowhere.at.all', { defaultValue: 'Nowhere' })).toBe('Nowhere');
    expect(i18n.t('nowhere.at.all')).toBe('nowhere.at.all');
    expect(i18n.t('app')).toBe('app');
  });

  it('makes an i18next instance of its own each time: a language change stays with its instance', async () => {
    const first = createI18n('en');
    const second = createI18n('en');
    await first.changeLanguage('zh-CN');
    expect(first.t('product.soldOut')).toBe('已售罄');
    expect(second.t('product.soldOut')).toBe('Sold out');
  });

  it('translates error codes by number and the api-client policy texts by key', () => {
    expect(createI18n('en').t('errors.40903')).toBe('This item is out of stock.');
    expect(createI18n('tw').t(`errors.${40301}`)).toBe('登入已失效，請重新登入');
    const { t } = createI18n('cn');
    const messages = (key: string) => t(`apiClient.${key}`);
    expect(messages('timeout')).toBe('部分数据加载失败，请刷新或稍后再试');
    expect(t('storageErrors.storage/quota-exceeded')).toBe('存储空间已满，请稍后再试。');
  });
});

describe('interpolation', () => {
  it('fills the spec placeholders, labels translated first', () => {
    const message = validationMessage('validation.required', { label: 'field.recipientName' });
    expect(formatValidationMessage(message, createI18n('en').t)).toBe('please enter recipient name');
    expect(formatValidationMessage(message, createI18n('tw').t)).toBe('請輸入收件人姓名');
    expect(formatValidationMessage(message, createI18n('cn').t)).toBe('请输入收货人姓名');
    expect(createI18n('cn').t('validation.max', { max: 20 })).toBe('最多 20 个字符');
    expect(createI18n('en').t('validation.min', { min: 6 })).toBe('at least 6 characters');
  });

  it('writes the coupon amounts with the NT$ of the spec and the digits of formatTwd', () => {
    const en = createI18n('en');
    expect(en.t('coupon.threshold', { amount: 1000 })).toBe('Order reaches NT$1,000');
    expect(en.t('coupon.discount', { amount: 150 })).toBe('NT$150 off');
    expect(en.t('coupon.discount', { amount: 12345 })).toBe(`${formatTwd(12345, 'en')} off`);
    expect(createI18n('tw').t('coupon.threshold', { amount: 1000 })).toBe('滿 NT$1,000 可用');
    expect(createI18n('tw').t('coupon.discount', { amount: 100 })).toBe('折抵 NT$100');
    expect(createI18n('cn').t('coupon.threshold', { amount: 2500 })).toBe('满 NT$2,500 可用');
    expect(createI18n('cn').t('coupon.discount', { amount: 100 })).toBe('立减 NT$100');
  });

  it('groups every number per locale and leaves strings as they are', () => {
    expect(createI18n('en').t('productList.count', { count: 1234 })).toBe('1,234 products');
    expect(createI18n('tw').t('search.resultsFor', { keyword: '1234' })).toBe('「1234」的搜尋結果');
    expect(createI18n('en').t('footer.supportEmail', { email: 'help@shop.example' })).toBe('Customer service: help@shop.example');
  });

  it('formats {value, date} and {value, datetime} per locale, and an empty date as the invalid-date text', () => {
    const at = Date.UTC(2025, 0, 5, 7, 4);
    const options = { timeZone: 'Asia/Taipei' };
    const tw = createI18n('tw', options);
    const en = createI18n('en', options);
    expect(tw.t('x.date', { defaultValue: '{when, date}', when: at })).toBe('2025/01/05');
    expect(en.t('x.date', { defaultValue: 'On {when, datetime}', when: at / 1000 })).toBe('On Jan 5, 2025, 3:04 PM');
    expect(en.t('x.date', { defaultValue: 'On {when, date}', when: null })).toBe('On Invalid Date');
    expect(createI18n('cn').t('x.date', { defaultValue: '{when, date}', when: '' })).toBe('无效日期');
    expect(en.t('x.number', { defaultValue: '{ratio, number}', ratio: 0.125 })).toBe('0.125');
  });

  it('keeps a missing variable and an unknown format visible', () => {
    const i18n = createI18n('en');
    expect(i18n.t('coupon.discount')).toBe('NT${amount} off');
    expect(i18n.t('x.shout', { defaultValue: '{word, shout}!', word: 'sale' })).toBe('sale!');
  });
});
