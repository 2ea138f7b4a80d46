import { describe, expect, it } from 'vitest';
import { createApp } from './create-app.js';

const base = { apiBaseUrl: '/v1', website: 'shop.example' };

describe('createApp', () => {
  it('starts in the stored language when it is one of ours', () => {
    const app = createApp({ ...base, storedLocale: 'en', browserLanguages: ['zh-CN'] });
    expect(app.store.getState().locale.value).toBe('en');
    expect(app.i18n.language).toBe('en');
  });

  it('detects the language from the browser when nothing usable is stored', () => {
    expect(createApp({ ...base, storedLocale: 'xx', browserLanguages: ['zh-Hans-CN'] }).i18n.language).toBe('zh-CN');
    expect(createApp({ ...base, storedLocale: null, browserLanguages: ['zh-HK', 'en'] }).i18n.language).toBe('zh-TW');
    expect(createApp({ ...base, storedLocale: null, browserLanguages: [] }).i18n.language).toBe('zh-TW');
  });
});
